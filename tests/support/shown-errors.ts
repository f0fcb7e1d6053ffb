/**
 * Which messages a form shows (spec section 5), kept by the test from the events it sends, apart
 * from the machine: a field's message once the field was left, every message once a submit was
 * tried. Only events the form took count (a model that also sends refused events says which
 * state takes them).
 */
import { expect } from 'vitest';

type Heard = { before: { matches: (state: never) => boolean } | null; event: { type: string; field?: unknown } };

export function errorVisibility(rules: {
  blur: string;
  submit: string;
  /** The state that takes the person's events (e.g. 'editing'). */
  takenIn: string;
  /** Other events that count as leaving a field, by type (e.g. ticking the terms). */
  touches?: Record<string, string>;
}) {
  let touched = new Set<string>();
  let submitted = false;
  return {
    hear({ before, event }: Heard) {
      if (before === null) {
        touched = new Set();
        submitted = false;
        return;
      }
      if (!before.matches(rules.takenIn as never)) return;
      if (event.type === rules.blur) touched.add(String(event.field));
      if (event.type === rules.submit) submitted = true;
      const field = rules.touches?.[event.type];
      if (field) touched.add(field);
    },
    /** Of a form's errors, those the person must see now. */
    shown<TErrors extends Partial<Record<string, string>>>(errors: TErrors): TErrors {
      return Object.fromEntries(Object.entries(errors).filter(([field, message]) => message !== undefined && (submitted || touched.has(field)))) as TErrors;
    },
    /** Hears the step, then holds what the form shows now against what it must show. */
    hold<TErrors extends Partial<Record<string, string>>>(step: Heard, shownNow: TErrors, errorsNow: TErrors) {
      this.hear(step);
      expect(shownNow).toEqual(this.shown(errorsNow));
    },
  };
}

/**
 * A form's values as the person typed them, kept by the test from the events it sends: what a
 * valid submit must send, and what the form must hold, apart from the machine's own context.
 */
export function typedValues<TValues extends Record<string, unknown>>(
  empty: TValues,
  rules: {
    change: string;
    takenIn: string;
    /** Other events that set a value, by type (e.g. ticking the terms). */
    sets?: Record<string, (event: Record<string, unknown>) => Partial<TValues>>;
  },
) {
  let values = { ...empty };
  return {
    hear({ before, event }: Heard) {
      if (before === null) {
        values = { ...empty };
        return;
      }
      if (!before.matches(rules.takenIn as never)) return;
      const change = event as { type: string; field?: unknown; value?: unknown };
      if (event.type === rules.change) values = { ...values, [String(change.field)]: change.value };
      const set = rules.sets?.[event.type];
      if (set) values = { ...values, ...set(event as Record<string, unknown>) };
    },
    get current(): TValues {
      return values;
    },
    /** The same fields of a context, to hold against `current`. */
    of(context: Record<string, unknown>): TValues {
      return Object.fromEntries(Object.keys(empty).map((key) => [key, context[key]])) as TValues;
    },
    /** Hears the step, then holds the form's values against what was typed. */
    hold(step: Heard & { snapshot: { context: unknown } }) {
      this.hear(step);
      expect(this.of(step.snapshot.context as Record<string, unknown>)).toEqual(values);
    },
  };
}
