/** What every non-image field of an entity form needs: its text value, its visible error (translated), change and blur. */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { EntityFormConfig, EntityFormMachine, FormValues } from '../../machines/entity-form.machine';
import type { FieldSpec } from './form-area';
import { selectFieldError } from './select-entity-form';
import { useTranslateFormMessage } from './translate-form-message';

export type FieldProps<TValues extends FormValues, TRecord, TSpec = FieldSpec<TValues, TRecord>> = {
  form: ActorRefFrom<EntityFormMachine<TValues, TRecord>>;
  config: EntityFormConfig<TValues, TRecord>;
  spec: TSpec;
  busy: boolean;
};

export function useFieldState<TValues extends FormValues, TRecord>({ form, config, spec }: FieldProps<TValues, TRecord>) {
  const intl = useIntl();
  const translate = useTranslateFormMessage();
  const value = useSelector(form, (s) => s.context.values[spec.name]);
  const error = useSelector(form, (s) => selectFieldError(config, s, spec.name));
  return {
    value: typeof value === 'string' ? value : '',
    props: {
      name: spec.name,
      label: intl.formatMessage({ id: spec.label }),
      hint: spec.hint && intl.formatMessage({ id: spec.hint }),
      error: error && translate(error),
      onBlur: () => form.send({ type: 'form.blur', field: spec.name }),
    },
    change: (next: string) => form.send({ type: 'form.change', field: spec.name, value: next }),
  };
}
