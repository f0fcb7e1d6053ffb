/**
 * Which catalogue text shows a notice (spec section 8): a server's message by its answer's code
 * when the catalogue has `answer.<code>` (with the answer's values), our own few notices by their
 * text, and none for anything else (the message is shown as sent). Plain data and a lookup, so
 * both the toasts (notice-text.tsx, with react-intl) and the notices shown while the toast code
 * cannot load (ui/toast/fallback-notice-list.tsx, with the first page's formatter) read it.
 */
import { saidWith } from '../api/answers-heard';
import { NO_ANSWER, UNEXPECTED_ANSWER } from '../api/answer-messages';
import { PASSKEY_CANCELLED, PASSKEY_ON_THIS_DEVICE, PASSKEY_UNSUPPORTED } from '../api/passkey-notices';
import { FALLBACK_ERROR_MESSAGE } from '../machines/error-message';
import { LOCALE_LOAD_FAILED } from '../machines/locale.machine';
import type { MessageId } from './messages/en-US';

export const ownNotices: Record<string, MessageId> = {
  [FALLBACK_ERROR_MESSAGE]: 'notice.somethingWentWrong',
  [NO_ANSWER]: 'notice.noAnswer',
  [UNEXPECTED_ANSWER]: 'notice.unexpectedAnswer',
  [LOCALE_LOAD_FAILED]: 'locale.loadFailed',
  // INGREDIENT_NOT_FOUND of areas/ingredients/ingredient-calls.ts, written out so that the first load does not carry
  // that module (tests/unit/locale-format.test.ts checks the two agree).
  'This ingredient does not exist any more': 'notice.ingredientGone',
  // CSV_EXPORT_READY of machines/csv-export.machine.ts, written out for the same reason.
  'The CSV file is ready': 'notice.csvReady',
  // What a passkey ceremony in the browser ended with (api/passkey-ceremony.ts).
  [PASSKEY_CANCELLED]: 'notice.passkeyCancelled',
  [PASSKEY_UNSUPPORTED]: 'notice.passkeyUnsupported',
  [PASSKEY_ON_THIS_DEVICE]: 'notice.passkeyOnThisDevice',
};

export type NoticeMessage = { id: MessageId; values?: Record<string, string | number> };

/** `has`: whether the loaded catalogue holds the id. */
export function noticeMessage(message: string, has: (id: string) => boolean): NoticeMessage | null {
  const said = saidWith(message);
  const answerId = said && (`answer.${said.code}` as MessageId);
  if (answerId && has(answerId)) return { id: answerId, values: said.values };
  const id = ownNotices[message];
  return id && has(id) ? { id } : null;
}
