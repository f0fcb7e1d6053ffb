/**
 * A toast's text in the active locale. Machines and calls speak English. A server's message is
 * shown from the catalogue's `answer.<code>` when the server gave it a code this catalogue has
 * (loaded), with the answer's values, and as the server sent it otherwise (spec section 8); our
 * own few notices are looked up by their text (notice-id.ts). Rendered inside the toast, so a
 * notice on screen follows a change of language.
 */
import { useIntl } from 'react-intl';
import { noticeMessage } from './notice-id';

export { ownNotices } from './notice-id';

export function NoticeText({ message }: { message: string }) {
  const intl = useIntl();
  const found = noticeMessage(message, (id) => id in intl.messages);
  return found ? intl.formatMessage({ id: found.id }, found.values) : message;
}
