/**
 * A toast that offers to take back what was just done (a delete's Undo, issue #33 item 2): the
 * notice's text and an Undo button. Clicking it runs `onUndo` and closes the toast; the machine
 * that offered it says what Undo does and when the offer ends (withdrawUndoToast).
 */
import { useIntl } from 'react-intl';
import toast from 'react-hot-toast';
import { NoticeText } from '../../i18n/notice-text';
import * as styles from './toast.css';

export function UndoToastBody({ id, message, onUndo }: { id: string; message: string; onUndo: () => void }) {
  const intl = useIntl();
  return (
    <span className={styles.withAction}>
      <span>
        <NoticeText message={message} />
      </span>
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          toast.dismiss(id);
          onUndo();
        }}
      >
        {intl.formatMessage({ id: 'toast.undo' })}
      </button>
    </span>
  );
}
