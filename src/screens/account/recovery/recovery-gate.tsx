/**
 * Shows a recovery screen only while the flow is at its step: when the flow moves on it goes to
 * the next step's screen; with no flow in progress (a bookmark, a finished flow, a reload with
 * nothing stored) it goes back to /forgot-password; while a stored step is resumed it waits. The route follows the flow, so the OTP never travels in the URL.
 */
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import type { RecoveryActor } from '../../../machines/recovery-host.machine';
import { recoveryRedirect, type RecoveryStep } from './select-recovery';
import { useRecoveryRestoring } from './use-recovery-flow';

type GateProps = { flow: RecoveryActor | null; step: RecoveryStep; children: (flow: RecoveryActor) => ReactNode };

export function RecoveryGate({ flow, step, children }: GateProps) {
  const restoring = useRecoveryRestoring();
  if (!flow) {
    if (restoring) return null;
    const away = recoveryRedirect(null, step);
    return away ? <Redirect to={away.to} replace /> : null;
  }
  return (
    <StepGate flow={flow} step={step}>
      {children(flow)}
    </StepGate>
  );
}

function StepGate({ flow, step, children }: { flow: RecoveryActor; step: RecoveryStep; children: ReactNode }) {
  const away = useSelector(flow, (snapshot) => recoveryRedirect(snapshot, step), (a, b) => a?.to === b?.to);
  return away ? <Redirect to={away.to} replace={away.replace} /> : <>{children}</>;
}
