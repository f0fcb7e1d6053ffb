/**
 * What an area tells the generic EntityFormScreen (spec section 2 "Form screens"): its form
 * machine and config (schema per mode, empty values, list path, redirect delays), its texts,
 * its fields in order, the actors that load and save, and the query key a save invalidates.
 */
import type { PromiseActorLogic } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { MessageId } from '../../i18n/messages/en-US';
import type { EntityFormConfig, EntityFormMachine, FormMode, FormValues, SaveInput } from '../../machines/entity-form.machine';
import type { SelectOption } from '../../ui/select-field';

/** Where a select's choices come from: a cache key and the call that answers them. */
export type OptionsLookup = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<SelectOption[]>;
  /** How long the choices stay fresh (roles rarely change). */
  staleTime?: number;
};

type FieldBase<TValues> = {
  name: keyof TValues & string;
  label: MessageId;
  /** Shown in one mode only (the password pair: add). */
  only?: FormMode;
  /** Takes the whole row of the two-column grid. */
  span?: 'full';
  hint?: MessageId;
};

export type FieldSpec<TValues, TRecord> = FieldBase<TValues> &
  (
    | {
        kind: 'text';
        type?: 'text' | 'email' | 'tel';
        autoComplete?: string;
        placeholder?: MessageId;
        /** Disabled on edit (an admin's e-mail). */
        lockedOnEdit?: boolean;
        /** Rewrites what is typed as it is typed (an ingredient's name shows a capital first letter). */
        normalise?: (typed: string) => string;
        inputMode?: 'numeric' | 'decimal';
      }
    | { kind: 'password'; autoComplete: 'new-password' }
    | { kind: 'textarea'; placeholder?: MessageId }
    | { kind: 'select'; placeholder: MessageId; options: (client: ApiClient) => OptionsLookup }
    | { kind: 'image'; minSide: number | null; currentUrl: (record: TRecord) => string | null; shape?: 'round' | 'square' }
    /** HTML written with the rich-text editor, which loads with the field (a chunk of its own). */
    | { kind: 'richtext'; placeholder?: MessageId }
  );

export type FormActors<TValues extends FormValues, TRecord> = {
  loadRecord: PromiseActorLogic<TRecord, { id: number }>;
  save: PromiseActorLogic<string, SaveInput<TValues>>;
};

export type FormArea<TValues extends FormValues, TRecord> = {
  config: EntityFormConfig<TValues, TRecord>;
  /** Made once per area at module level, so the visualiser names it and React keeps it. */
  machine: EntityFormMachine<TValues, TRecord>;
  text: { list: MessageId; add: MessageId; edit: MessageId; addDescription: MessageId; editDescription: MessageId };
  fields: FieldSpec<TValues, TRecord>[];
  queryKey: readonly unknown[];
  actors: (client: ApiClient) => FormActors<TValues, TRecord>;
  /** The area's history call (`chef/history`), when its records keep versions to restore (issue #33 item 1). */
  history?: string;
};
