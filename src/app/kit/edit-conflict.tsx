/** The conflict notice (conflict-notice.tsx) of the entity forms, read from their machine. */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { EntityFormMachine, FormValues } from '../../machines/entity-form.machine';
import { ConflictNotice, shownValue } from './conflict-notice';
import type { FieldSpec } from './form-area';

type EditConflictProps<TValues extends FormValues, TRecord> = {
  form: ActorRefFrom<EntityFormMachine<TValues, TRecord>>;
  fields: FieldSpec<TValues, TRecord>[];
};

export function EditConflict<TValues extends FormValues, TRecord>({ form, fields }: EditConflictProps<TValues, TRecord>) {
  const intl = useIntl();
  const conflict = useSelector(form, (s) => s.matches('conflict'));
  const reloading = useSelector(form, (s) => s.matches('reloading'));
  const stash = useSelector(form, (s) => s.context.stash);
  const changedBy = useSelector(form, (s) => s.context.changedBy);
  // The fields the admin changed, in the form's order (a password is never shown).
  const kept =
    stash === null
      ? null
      : fields
          .filter((field) => field.kind !== 'password' && field.name in stash)
          .map((field) => ({ key: field.name, label: intl.formatMessage({ id: field.label }), value: shownValue(stash[field.name]) }));
  return (
    <ConflictNotice
      conflict={conflict}
      reloading={reloading}
      changedBy={changedBy}
      kept={kept}
      form={form}
    />
  );
}
