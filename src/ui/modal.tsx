/**
 * A modal dialog on the native <dialog> (showModal): the page behind is inert, focus moves in
 * (to the element marked `data-autofocus`, else the first focusable one) and returns to where
 * it was on close; Escape, the close button and a click on the backdrop close it unless
 * `dismissible` is false (a call is on its way); the page does not scroll meanwhile.
 * Render it only while open: mounting opens it, unmounting closes it.
 */
import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { X } from 'lucide-react';
import { cx } from './cx';
import { IconButton } from './icon-button';
import * as styles from './modal.css';
import { useOverflows } from './use-overflows';

export type ModalProps = {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
  size?: keyof typeof styles.size;
  /** `alertdialog` for a question that needs an answer (a delete confirmation). */
  role?: 'dialog' | 'alertdialog';
  dismissible?: boolean;
  /** Something before the title (an icon in a tinted circle). */
  icon?: ReactNode;
};

/** Opens the dialog as modal when it mounts; closes it and gives focus back when it unmounts. */
function openModal(dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  if (!dialog.open) dialog.showModal();
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  return () => {
    if (dialog.open) dialog.close();
    if (previous?.isConnected) previous.focus();
  };
}

export function Modal({ title, description, children, footer, onClose, size = 'md', role = 'dialog', dismissible = true, icon }: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  // A click that starts inside (selecting text) and ends on the backdrop is no backdrop click.
  const pressedOnBackdrop = useRef(false);
  const dismiss = () => dismissible && onClose();
  return (
    <dialog
      ref={openModal}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cx(styles.dialog, styles.size[size])}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onPointerDown={(event) => (pressedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => event.target === event.currentTarget && pressedOnBackdrop.current && dismiss()}
    >
      <div className={styles.header}>
        {icon}
        <div className={styles.headerText}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
        </div>
        {dismissible && (
          <IconButton
            className={styles.close}
            label={intl.formatMessage({ id: 'ui.modal.close' })}
            icon={<X size={18} aria-hidden="true" />}
            onClick={onClose}
          />
        )}
      </div>
      {children && <ModalBody labelledBy={titleId}>{children}</ModalBody>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}

/**
 * The dialog's content. When it scrolls (a long class, say) it is a focusable region named by the
 * title, so a keyboard can scroll it even where nothing inside takes focus (axe
 * scrollable-region-focusable, WCAG 2.1.1); when it fits, it is no extra stop for Tab.
 */
function ModalBody({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const [ref, overflows] = useOverflows<HTMLDivElement>('block');
  const region = overflows ? ({ role: 'region', tabIndex: 0, 'aria-labelledby': labelledBy } as const) : {};
  return (
    <div ref={ref} className={styles.body} {...region}>
      {children}
    </div>
  );
}
