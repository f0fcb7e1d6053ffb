/** One field of an entity form, drawn by its kind from the area's field spec. */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { FormValues } from '../../machines/entity-form.machine';
import { PasswordField } from '../../ui/password-field';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { ImageField } from './image-field';
import { RichTextField } from './rich-text-field';
import { selectMode } from './select-entity-form';
import { SelectFormField } from './select-form-field';
import { useFieldState, type FieldProps } from './use-field-state';

function TextLikeField<TValues extends FormValues, TRecord>(props: FieldProps<TValues, TRecord>) {
  const intl = useIntl();
  const { form, spec, busy } = props;
  const field = useFieldState(props);
  const mode = useSelector(form, selectMode);
  const onChange = (event: { target: { value: string } }) => field.change(event.target.value);
  const placeholder = 'placeholder' in spec && spec.placeholder ? intl.formatMessage({ id: spec.placeholder }) : undefined;
  switch (spec.kind) {
    case 'textarea':
      return <TextArea {...field.props} value={field.value} readOnly={busy} rows={5} placeholder={placeholder} onChange={onChange} />;
    case 'password':
      return <PasswordField {...field.props} value={field.value} readOnly={busy} autoComplete={spec.autoComplete} onChange={onChange} />;
    case 'text': {
      // A locked field says why it cannot be typed in, instead of its add-mode hint.
      const locked = spec.lockedOnEdit === true && mode === 'edit';
      const normalise = spec.normalise;
      return (
        <TextField
          {...field.props}
          hint={locked ? intl.formatMessage({ id: 'kit.form.lockedHint' }) : field.props.hint}
          value={field.value}
          type={spec.type ?? 'text'}
          inputMode={spec.inputMode ?? (spec.type === 'email' ? 'email' : spec.type === 'tel' ? 'tel' : undefined)}
          autoComplete={spec.autoComplete}
          placeholder={placeholder}
          disabled={locked}
          readOnly={busy}
          onChange={normalise ? (event) => field.change(normalise(event.target.value)) : onChange}
        />
      );
    }
    default:
      return null;
  }
}

export function FormField<TValues extends FormValues, TRecord>(props: FieldProps<TValues, TRecord>) {
  const { spec } = props;
  if (spec.kind === 'image') return <ImageField form={props.form} config={props.config} spec={spec} disabled={props.busy} />;
  if (spec.kind === 'richtext') return <RichTextField {...props} spec={spec} />;
  if (spec.kind === 'select') return <SelectFormField {...props} spec={spec} />;
  return <TextLikeField {...props} />;
}
