/**
 * A toast's text in the active locale. Machines and calls speak English. A server's message is
 * shown from the catalogue's `answer.<code>` when the server gave it a code this catalogue has
 * (loaded), with the answer's values, and as the server sent it otherwise (spec section 8); our
 * own few notices are looked up by their text. Rendered inside the toast, so a notice on screen
 * follows a change of language.
 */
import { saidWith } from '../api/answers-heard';
import { useIntl } from 'react-intl';
import { NO_ANSWER, UNEXPECTED_ANSWER } from '../api/client';
import { FALLBACK_ERROR_MESSAGE } from '../machines/error-message';
import { LOCALE_LOAD_FAILED } from '../machines/locale.machine';
import { PASSKEY_CANCELLED, PASSKEY_ON_THIS_DEVICE, PASSKEY_UNSUPPORTED } from '../api/passkey-notices';
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

export function NoticeText({ message }: { message: string }) {
  const intl = useIntl();
  const said = saidWith(message);
  const answerId = said && (`answer.${said.code}` as MessageId);
  if (answerId && answerId in intl.messages) return intl.formatMessage({ id: answerId }, said.values);
  const id = ownNotices[message];
  return id ? intl.formatMessage({ id }) : message;
}
