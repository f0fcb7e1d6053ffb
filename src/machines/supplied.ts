/**
 * The effects a machine cannot have itself (calls, toasts, navigation, storage) are named in its
 * setup with these placeholders, and listed in the machine's `needs`. The app supplies them all
 * at once in the machine's `*.live.ts` module through `supplyAll`, whose type does not compile
 * when one is missing: `provide()` alone accepts any part and a forgotten one fails silently.
 */
import { fromCallback, fromPromise, type AnyStateMachine, type EventObject, type MachineImplementationsFrom, type NonReducibleUnknown } from 'xstate';

const SUPPLIED_BY_THE_APP = Symbol('supplied by the app');

function mark<T extends object>(placeholder: T): T {
  return Object.assign(placeholder, { [SUPPLIED_BY_THE_APP]: true });
}

/** True for an implementation that still is one of the placeholders below. */
export const isPlaceholder = (implementation: unknown) =>
  (typeof implementation === 'object' || typeof implementation === 'function') && implementation !== null && SUPPLIED_BY_THE_APP in implementation;

/** A call the app makes: it fails loudly when the machine runs without it. */
export const suppliedPromise = <TOutput, TInput = void>(name: string) =>
  mark(
    fromPromise<TOutput, TInput>(async () => {
      throw new Error(`${name} is supplied by the app`);
    }),
  );

/** A long-running effect of the app (a listener, a lock) that talks back with events. */
export const suppliedCallback = <TEvent extends EventObject, TInput = NonReducibleUnknown>(name: string) =>
  mark(
    fromCallback<TEvent, TInput>(() => {
      throw new Error(`${name} is supplied by the app`);
    }),
  );

/** A fire-and-forget effect (a toast, a move, a stored value) with its params. */
export const suppliedAction = <TParams = undefined>() => mark((_: unknown, _params: TParams) => {});

/**
 * A judgement whose rules the app supplies (the login page's field checks, which travel after its
 * first paint): it fails loudly when the machine runs without it.
 */
export const suppliedGuard = <TArgs>(name: string) =>
  mark((_: TArgs): boolean => {
    throw new Error(`${name} is supplied by the app`);
  });

type Implementations<TMachine extends AnyStateMachine> = MachineImplementationsFrom<TMachine>;
type Section = 'actors' | 'actions' | 'guards' | 'delays';
type NamesIn<TMachine extends AnyStateMachine, TSection extends Section> = keyof NonNullable<Implementations<TMachine>[TSection]> & string;

/** The names of a machine's placeholders, per kind. */
export type Needs<TMachine extends AnyStateMachine> = { readonly [S in Section]?: readonly NamesIn<TMachine, S>[] };

/** One kind of implementations with the needed names required (each name typed from one side only, so effects infer their types from it). */
type SectionWith<TSection, TNames extends PropertyKey> = Required<Pick<TSection, TNames & keyof TSection>> & Partial<Omit<TSection, TNames>>;

/** The machine's implementations with every needed one required (others may still be replaced). */
export type AllSupplied<TMachine extends AnyStateMachine, TNeeds extends Needs<TMachine>> = Omit<Implementations<TMachine>, keyof TNeeds> & {
  [S in keyof TNeeds & Section]-?: SectionWith<NonNullable<Implementations<TMachine>[S]>, NonNullable<TNeeds[S]>[number]>;
};

/**
 * A machine that names what the app must supply. Optional in the type only, so that the machine
 * still fits where a parent invokes it (the session invokes login) and supplies it as a child.
 */
export type NeedingMachine<TMachine extends AnyStateMachine, TNeeds extends Needs<TMachine>> = TMachine & { readonly needs?: TNeeds };

/** Names the machine's placeholders on it, so that supplyAll knows them without being told. */
export function withNeeds<TMachine extends AnyStateMachine, const TNeeds extends Needs<TMachine>>(machine: TMachine, needs: TNeeds): NeedingMachine<TMachine, TNeeds> {
  return Object.assign(machine, { needs });
}

/** The machine with every placeholder its needs name replaced by the app's effect. */
export function supplyAll<TMachine extends AnyStateMachine, TNeeds extends Needs<TMachine>>(
  machine: NeedingMachine<TMachine, TNeeds>,
  implementations: AllSupplied<TMachine, TNeeds>,
): TMachine {
  return machine.provide(implementations) as TMachine;
}
