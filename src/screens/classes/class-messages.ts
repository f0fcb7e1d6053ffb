/**
 * The class form's own texts in the active locale: the machine and the contract speak the spec's
 * English; the kit's translation covers the shared ones (required, the video size, the end time,
 * the unknown ingredient, the image refusals).
 */
import { useIntl } from 'react-intl';
import {
  instructionTooLongMessage,
  NO_CHEFS_MESSAGE,
  NO_MEAL_TYPES_MESSAGE,
  PAST_DATE_MESSAGE,
  START_AFTER_END_MESSAGE,
  TIME_FORMAT_MESSAGE,
  VIDEO_LINK_MESSAGE,
} from '../../machines/class-form.values';
import { useTranslateFormMessage } from '../../app/kit/translate-form-message';
import { INSTRUCTION_MAX_CHARS } from '../../constants';
import type { MessageId } from '../../i18n/messages/en-US';

const classMessages: Record<string, { id: MessageId; values?: Record<string, number> }> = {
  [NO_CHEFS_MESSAGE]: { id: 'classes.message.noChefs' },
  [NO_MEAL_TYPES_MESSAGE]: { id: 'classes.message.noMealTypes' },
  [PAST_DATE_MESSAGE]: { id: 'classes.message.pastDate' },
  [TIME_FORMAT_MESSAGE]: { id: 'classes.message.timeFormat' },
  [START_AFTER_END_MESSAGE]: { id: 'classes.message.startAfterEnd' },
  [VIDEO_LINK_MESSAGE]: { id: 'classes.message.videoLink' },
  [instructionTooLongMessage]: { id: 'classes.message.instructionTooLong', values: { max: INSTRUCTION_MAX_CHARS } },
};

export function useTranslateClassMessage(): (message: string) => string {
  const intl = useIntl();
  const translateForm = useTranslateFormMessage();
  return (message) => {
    const known = classMessages[message];
    return known ? intl.formatMessage({ id: known.id }, known.values) : translateForm(message);
  };
}
