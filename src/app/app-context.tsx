/**
 * What every screen may reach: the session actor, the API client and the inspector that
 * every actor must be created with (so the flow journal and the visualiser see all flows).
 */
import { createContext, useContext } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorOptions, AnyActorLogic, InputFrom } from 'xstate';
import type { BootedApp } from './boot';

export const AppContext = createContext<BootedApp | null>(null);

export function useApp(): BootedApp {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp is used outside <AppContext.Provider>');
  return app;
}

export const useSessionActor = () => useApp().sessionActor;
export const useApiClient = () => useApp().client;

/** useActorRef with the app's inspector attached: every screen flow is journalled. */
export function useFlowActor<TLogic extends AnyActorLogic>(logic: TLogic, options: { input?: InputFrom<TLogic> } = {}) {
  const { inspect } = useApp();
  const withInspector: ActorOptions<TLogic> = { ...options, inspect };
  return (useActorRef as (logic: TLogic, options: ActorOptions<TLogic>) => ReturnType<typeof useActorRef<TLogic>>)(
    logic,
    withInspector,
  );
}
