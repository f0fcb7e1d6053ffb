/**
 * Form messages in the active locale: the image refusals, the phone rule and a plan's amount and
 * months rules of the contract come from the catalogue; every other spec text goes through
 * useTranslateValidation.
 */
import { useIntl } from 'react-intl';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageTooSmallMessage } from '../../api/contract/fields';
import { PHONE_MESSAGE } from '../../api/contract/chefs';
import { AMOUNT_MESSAGE, TIMEFRAME_MESSAGE } from '../../api/contract/subscriptions';
import { MIN_IMAGE_SIDE_PX } from '../../constants';
import type { MessageId } from '../../i18n/messages/en-US';
import { useTranslateValidation } from '../../i18n/validation-messages';
import { UNREADABLE_IMAGE_MESSAGE } from '../../machines/image-pick.machine';

const formMessages: Record<string, { id: MessageId; values?: Record<string, number> }> = {
  [IMAGE_TYPE_MESSAGE]: { id: 'kit.image.type' },
  [IMAGE_SIZE_MESSAGE]: { id: 'kit.image.size' },
  [imageTooSmallMessage(MIN_IMAGE_SIDE_PX)]: { id: 'kit.image.tooSmall', values: { side: MIN_IMAGE_SIDE_PX } },
  [UNREADABLE_IMAGE_MESSAGE]: { id: 'kit.image.unreadable' },
  [PHONE_MESSAGE]: { id: 'kit.phone.invalid' },
  [AMOUNT_MESSAGE]: { id: 'subscriptions.amountInvalid' },
  [TIMEFRAME_MESSAGE]: { id: 'subscriptions.timeframeInvalid' },
};

export function useTranslateFormMessage(): (message: string) => string {
  const intl = useIntl();
  const translateValidation = useTranslateValidation();
  return (message) => {
    const known = formMessages[message];
    return known ? intl.formatMessage({ id: known.id }, known.values) : translateValidation(message);
  };
}
