/**
 * The class image: the shared image pick (jpg or png, at most 5 MB, at least the shared minimum
 * size, else refused with the reason) hands an accepted file to the class form. The preview is the
 * new file, else the stored image.
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useFlowActor } from '../../src/app/app-context';
import { liveImagePick } from '../../src/app/kit/image-pick.live';
import { MIN_IMAGE_SIDE_PX } from '../../src/constants';
import { ImageInput } from '../../src/ui/image-input';
import { useObjectUrl } from '../../src/ui/use-object-url';
import { useTranslateClassMessage } from './class-messages';
import type { ClassFormActor } from './use-class-field';

export function ClassImageField({ form, storedUrl, busy }: { form: ClassFormActor; storedUrl: string | null; busy: boolean }) {
  const intl = useIntl();
  const translate = useTranslateClassMessage();
  const change = (value: File | null) => form.send({ type: 'form.change', field: 'image', value });
  const picker = useFlowActor(
    liveImagePick(change),
    { input: { minSide: MIN_IMAGE_SIDE_PX } },
  );
  const file = useSelector(form, (s) => s.context.values.image);
  const refusal = useSelector(picker, (s) => s.context.refusal);
  const checking = useSelector(picker, (s) => s.matches('checking'));
  const preview = useObjectUrl(file);
  return (
    <ImageInput
      label={intl.formatMessage({ id: 'classes.field.image' })}
      hint={intl.formatMessage({ id: 'classes.field.imageHint' }, { side: MIN_IMAGE_SIDE_PX })}
      previewUrl={preview ?? storedUrl}
      hasNewFile={file !== null}
      checking={checking}
      refusal={refusal && translate(refusal)}
      disabled={busy}
      shape="square"
      onPick={(picked) => picker.send({ type: 'image.pick', file: picked })}
      onRemove={() => picker.send({ type: 'image.clear' })}
    />
  );
}
