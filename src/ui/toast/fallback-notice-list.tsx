/**
 * The notices of fallback-notices.ts where the toasts would be, top right: plain text in the
 * toast's colours, an error read out at once. Translated by the first page's formatter from the
 * catalogue as loaded (i18n/notice-id.ts), so it works on /login and with no chunk to fetch.
 */
import { useSyncExternalStore } from 'react';
import { noticeMessage } from '../../i18n/notice-id';
import { useCatalogue, useText } from '../../i18n/text';
import { cx } from '../cx';
import { fallbackNotices, onFallbackNotices } from './fallback-notices';
import * as styles from './fallback-notice-list.css';

const NONE: readonly never[] = [];

export function FallbackNoticeList() {
  const notices = useSyncExternalStore(onFallbackNotices, fallbackNotices, () => NONE);
  const { messages } = useCatalogue();
  const text = useText();
  if (notices.length === 0) return null;
  const shown = (message: string) => {
    const found = noticeMessage(message, (id) => id in messages);
    return found ? text(found.id, found.values) : message;
  };
  return (
    <div className={styles.list}>
      {notices.map(({ key, kind, message }) => (
        <div key={key} role={kind === 'error' ? 'alert' : 'status'} className={cx(styles.notice, styles.kind[kind])}>
          {shown(message)}
        </div>
      ))}
    </div>
  );
}
