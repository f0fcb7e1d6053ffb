/** A select of an entity form whose choices come from a look-up (an admin's role), cached by react-query. */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { FormValues } from '../../machines/entity-form.machine';
import { SelectField } from '../../ui/select-field';
import { useApiClient } from '../app-context';
import type { FieldSpec } from './form-area';
import { useFieldState, type FieldProps } from './use-field-state';

type SelectSpec<TValues, TRecord> = Extract<FieldSpec<TValues, TRecord>, { kind: 'select' }>;

export function SelectFormField<TValues extends FormValues, TRecord>(props: FieldProps<TValues, TRecord, SelectSpec<TValues, TRecord>>) {
  const intl = useIntl();
  const { spec, busy } = props;
  const field = useFieldState(props);
  const lookup = spec.options(useApiClient());
  const options = useQuery({ queryKey: lookup.queryKey, queryFn: ({ signal }) => lookup.queryFn({ signal }), staleTime: lookup.staleTime });
  return (
    <SelectField
      {...field.props}
      value={field.value}
      disabled={busy || options.isPending}
      placeholder={intl.formatMessage({ id: options.isPending ? 'kit.form.loadingOptions' : spec.placeholder })}
      options={options.data ?? []}
      onChange={(event) => field.change(event.target.value)}
    />
  );
}
