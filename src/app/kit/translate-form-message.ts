/**
 * Form messages in the active locale: the contract's are ids (useTranslateValidation); the image
 * size floor, which carries its number, is still matched by its English text.
 */
import { useIntl } from 'react-intl';
import { imageTooSmallMessage } from '../../api/contract/fields';
import { MIN_IMAGE_SIDE_PX } from '../../constants';
import type { MessageId } from '../../i18n/messages/en-US';
import { useTranslateValidation } from '../../i18n/validation-messages';

const formMessages: Record<string, { id: MessageId; values?: Record<string, number> }> = {
  [imageTooSmallMessage(MIN_IMAGE_SIDE_PX)]: { id: 'kit.image.tooSmall', values: { side: MIN_IMAGE_SIDE_PX } },
};

export function useTranslateFormMessage(): (message: string) => string {
  const intl = useIntl();
  const translateValidation = useTranslateValidation();
  return (message) => {
    const known = formMessages[message];
    return known ? intl.formatMessage({ id: known.id }, known.values) : translateValidation(message);
  };
}
