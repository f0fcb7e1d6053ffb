/**
 * An image field of an entity form: runs its own imagePick flow (type, size and, where asked,
 * the minimum dimensions) and hands an accepted file to the form as the field's value. The
 * preview is the new file, else the image of the version being restored, else the record's.
 * Under it: the picker's refusal, else the form's own rule for the field (an icon required on
 * add), once it shows.
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { EntityFormConfig, EntityFormMachine, FormValues } from '../../machines/entity-form.machine';
import { ImageInput } from '../../ui/image-input';
import { useObjectUrl } from '../../ui/use-object-url';
import { useFlowActor } from '../app-context';
import { liveImagePick } from './image-pick.live';
import type { FieldSpec } from './form-area';
import { selectFieldError } from './select-entity-form';
import { useTranslateFormMessage } from './translate-form-message';

type ImageFieldProps<TValues extends FormValues, TRecord> = {
  form: ActorRefFrom<EntityFormMachine<TValues, TRecord>>;
  config: EntityFormConfig<TValues, TRecord>;
  spec: Extract<FieldSpec<TValues, TRecord>, { kind: 'image' }>;
  disabled: boolean;
};

export function ImageField<TValues extends FormValues, TRecord>({ form, config, spec, disabled }: ImageFieldProps<TValues, TRecord>) {
  const intl = useIntl();
  const translate = useTranslateFormMessage();
  const change = (value: File | null) => form.send({ type: 'form.change', field: spec.name, value });
  const picker = useFlowActor(
    liveImagePick(change),
    { input: { minSide: spec.minSide } },
  );
  const value = useSelector(form, (s) => s.context.values[spec.name]);
  // Restoring a version from the history: the picture that version shows, which the save puts back.
  const record = useSelector(form, (s) => s.context.versionRecord ?? s.context.record);
  const refusal = useSelector(picker, (s) => s.context.refusal);
  const error = useSelector(form, (s) => selectFieldError(config, s, spec.name));
  const checking = useSelector(picker, (s) => s.matches('checking'));
  const file = value instanceof File ? value : null;
  const preview = useObjectUrl(file);
  const current = record === null ? null : spec.currentUrl(record);
  return (
    <ImageInput
      label={intl.formatMessage({ id: spec.label })}
      hint={spec.hint && intl.formatMessage({ id: spec.hint }, { side: spec.minSide ?? 0 })}
      previewUrl={preview ?? current}
      hasNewFile={file !== null}
      checking={checking}
      refusal={refusal ? translate(refusal) : error && translate(error)}
      disabled={disabled}
      shape={spec.shape}
      onPick={(picked) => picker.send({ type: 'image.pick', file: picked })}
      onRemove={() => picker.send({ type: 'image.clear' })}
    />
  );
}
