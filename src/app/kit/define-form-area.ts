/**
 * One builder for every area's form (issue #34 item 3): the area declares its flow's config
 * (id, schema per mode, empty values, list path, redirect delays) beside its texts, fields,
 * actors and cache key in one object, and gets the FormArea the generic screen runs, its machine
 * made once here at module level (so the visualiser names it and React keeps it).
 */
import type { MessageId } from '../../i18n/messages/en-US';
import { createEntityFormMachine, type EntityFormConfig, type FormValues } from '../../machines/entity-form.machine';
import type { FormArea } from './form-area';

export type FormAreaDeclaration<TValues extends FormValues, TRecord> = EntityFormConfig<TValues, TRecord> & Omit<FormArea<TValues, TRecord>, 'config' | 'machine'>;

export function defineFormArea<TValues extends FormValues, TRecord>(declaration: FormAreaDeclaration<TValues, TRecord>): FormArea<TValues, TRecord> {
  const { text, fields, queryKey, actors, history, ...config } = declaration;
  return { config, machine: createEntityFormMachine(config), text, fields, queryKey, actors, ...(history ? { history } : {}) };
}

/** A catalogue prefix that has the five texts of the form screens (`chefs` for `chefs.title`, …). */
type FormTextPrefix = {
  [Id in MessageId]: Id extends `${infer Prefix}.addDescription`
    ? `${Prefix}.title` | `${Prefix}.addTitle` | `${Prefix}.editTitle` | `${Prefix}.editDescription` extends MessageId
      ? Prefix
      : never
    : never;
}[MessageId];

/** The form screens' texts of an area, by its catalogue prefix. */
export const formTexts = <Prefix extends FormTextPrefix>(prefix: Prefix): FormArea<FormValues, unknown>['text'] => ({
  list: `${prefix}.title` as MessageId,
  add: `${prefix}.addTitle` as MessageId,
  edit: `${prefix}.editTitle` as MessageId,
  addDescription: `${prefix}.addDescription` as MessageId,
  editDescription: `${prefix}.editDescription` as MessageId,
});
