/** The class's pictures and film (spec section 2): image, video, the duration it gives (read-only, minutes), an external link. */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { FormGrid } from '../../src/ui/form-grid';
import { TextField } from '../../src/ui/text-field';
import { ClassImageField } from './class-image-field';
import { ClassVideoField } from './class-video-field';
import { FormSection } from './form-section';
import { useClassField, type ClassFormActor } from './use-class-field';
import { videoClock } from './video-clock';

export type StoredMedia = { imageUrl: string | null; videoName: string | null };

export function ClassMediaSection({ form, stored, busy }: { form: ClassFormActor; stored: StoredMedia; busy: boolean }) {
  const intl = useIntl();
  const link = useClassField(form, 'videoLink');
  const duration = useSelector(form, (s) => s.context.values.duration);
  return (
    <FormSection title={intl.formatMessage({ id: 'classes.section.media' })} hint={intl.formatMessage({ id: 'classes.section.mediaHint' })}>
      <FormGrid>
        <div data-span="full">
          <ClassImageField form={form} storedUrl={stored.imageUrl} busy={busy} />
        </div>
        <div data-span="full">
          <ClassVideoField form={form} storedName={stored.videoName} busy={busy} />
        </div>
        <TextField
          label={intl.formatMessage({ id: 'classes.field.duration' })}
          name="duration"
          readOnly
          tabIndex={-1}
          value={duration === null ? '' : intl.formatMessage({ id: 'classes.field.durationValue' }, { minutes: duration / 60 })}
          placeholder={intl.formatMessage({ id: 'classes.field.durationEmpty' })}
          hint={duration === null ? intl.formatMessage({ id: 'classes.field.durationHint' }) : videoClock(duration)}
        />
        <TextField
          label={intl.formatMessage({ id: 'classes.field.videoLink' })}
          name="video_link"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'classes.field.videoLinkPlaceholder' })}
          value={link.value}
          error={link.error}
          hint={intl.formatMessage({ id: 'classes.field.videoLinkHint' })}
          readOnly={busy}
          onChange={(event) => link.change(event.target.value)}
          onBlur={link.onBlur}
        />
      </FormGrid>
    </FormSection>
  );
}
