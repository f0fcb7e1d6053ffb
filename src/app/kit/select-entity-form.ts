/** View flags of a form screen, derived from the entity form's snapshot (never stored). */
import { entityFormErrors, formMode, type EntityFormConfig, type EntityFormContext, type FormValues } from '../../machines/entity-form.machine';
import { visibleErrors } from '../../machines/form-errors';

/** The part of an entity-form snapshot the selectors read (its states are flat, so `value` is a name). */
export type FormSnapshot<TValues extends FormValues, TRecord> = { value: unknown; context: EntityFormContext<TValues, TRecord> };

type AnySnapshot = FormSnapshot<FormValues, unknown>;

export const selectMode = (s: AnySnapshot) => formMode(s.context);

/** Reading the record on edit: the fields wait under a skeleton. */
export const selectLoading = (s: AnySnapshot) => s.value === 'start' || s.value === 'loading' || s.value === 'loadingVersion';

/** The record could not be read; while the server is away the form asks again by itself. */
export const selectLoadFailed = (s: AnySnapshot) => s.value === 'loadFailed' || s.value === 'serverAway' || s.value === 'askingAgain';

/** Of those, no answer: the form waits for the server and reads the record again by itself. */
export const selectLoadAway = (s: AnySnapshot) => s.value === 'serverAway' || s.value === 'askingAgain';

/** From the save until the screen is left, the form is locked and the Save button shows progress. */
export const selectBusy = (s: AnySnapshot) => s.value === 'submitting' || s.value === 'saved' || s.value === 'done';

/** The English message to show under a field now (spec section 5: after touch or a submit attempt). */
export function selectFieldError<TValues extends FormValues, TRecord>(
  config: Pick<EntityFormConfig<TValues, TRecord>, 'schema'>,
  s: FormSnapshot<TValues, TRecord>,
  field: keyof TValues & string,
): string | undefined {
  return visibleErrors(entityFormErrors(config, s.context), s.context.touched, s.context.submitted)[field];
}
