/**
 * Shows a machine's Notice as a toast (spec section 8): error red, success in the info
 * colour, info dark; top right, 2 s, 400 px (the last three set by ToastHost and toast.css).
 * Loaded with react-hot-toast on the first notice (notify.ts).
 */
import { createElement } from 'react';
import { Info } from 'lucide-react';
import { NoticeText } from '../../i18n/notice-text';
import type { Notice } from '../../machines/notify';
import { cx } from '../cx';
import toast from 'react-hot-toast';
import { UNDO_MS } from '../../constants';
import { UndoToastBody } from './undo-toast';
import * as styles from './toast.css';

export function showToast({ kind, message }: Notice): void {
  const className = cx(styles.toast, styles.kind[kind]);
  // Our own notices in the active locale; the server's as sent (i18n/notice-text.tsx).
  const text = createElement(NoticeText, { message });
  if (kind === 'error') {
    toast.error(text, {
      className,
      iconTheme: styles.iconTheme.error,
      // Errors interrupt: a screen reader reads them at once.
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    });
  } else if (kind === 'success') {
    toast.success(text, {
      className,
      iconTheme: styles.iconTheme.success,
    });
  } else {
    toast(text, { className, icon: createElement(Info, { size: 20, 'aria-hidden': true }) });
  }
}

/** A success toast with Undo, shown as long as the offer lasts (UNDO_MS); `id` names it for withdrawToast. */
export function showUndoToast(id: string, message: string, onUndo: () => void): void {
  toast.success(createElement(UndoToastBody, { id, message, onUndo }), {
    id,
    duration: UNDO_MS,
    className: cx(styles.toast, styles.kind.success),
    iconTheme: styles.iconTheme.success,
  });
}

export function withdrawToast(id: string): void {
  toast.dismiss(id);
}
