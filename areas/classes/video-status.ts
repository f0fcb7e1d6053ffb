/**
 * What a class's video progress says when no upload of it runs in this page (spec section 4):
 * the tracker's status when it knows the class, else the stored video_status. 1 uploading in
 * progress, 2 uploading completed, 3 uploading failed, anything else "Video not submitted".
 */
import { UPLOAD_STATUS } from '../../src/constants';
import type { MessageId } from '../../src/i18n/messages/en-US';

type VideoStatusLook = { text: MessageId; tone: 'accent' | 'success' | 'danger' | 'neutral' };

export function videoStatusLook(status: number | null): VideoStatusLook {
  switch (status) {
    case UPLOAD_STATUS.inProgress:
      return { text: 'classes.videoStatus.inProgress', tone: 'accent' };
    case UPLOAD_STATUS.done:
      return { text: 'classes.videoStatus.completed', tone: 'success' };
    case UPLOAD_STATUS.failed:
      return { text: 'classes.videoStatus.failed', tone: 'danger' };
    default:
      return { text: 'classes.videoStatus.none', tone: 'neutral' };
  }
}
