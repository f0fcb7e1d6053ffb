/**
 * The class form's texts in the active locale: the contract's are ids (the kit's translation);
 * the two toasts and the instruction cap, which carries its number, are still matched by text.
 */
import { useIntl } from 'react-intl';
import {
  instructionTooLongMessage,
  NO_CHEFS_MESSAGE,
  NO_MEAL_TYPES_MESSAGE,
} from '../../src/machines/class-form.values';
import { useTranslateFormMessage } from '../../src/app/kit/translate-form-message';
import { INSTRUCTION_MAX_CHARS } from '../../src/constants';
import type { MessageId } from '../../src/i18n/messages/en-US';

const classMessages: Record<string, { id: MessageId; values?: Record<string, number> }> = {
  [NO_CHEFS_MESSAGE]: { id: 'classes.message.noChefs' },
  [NO_MEAL_TYPES_MESSAGE]: { id: 'classes.message.noMealTypes' },
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
