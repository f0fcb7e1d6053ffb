/**
 * Teaches react-intl our message ids, so `formatMessage({ id })` and <FormattedMessage id>
 * refuse an id that the en-US catalogue does not define.
 */
import type { MessageId } from './messages/en-US';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export {};
