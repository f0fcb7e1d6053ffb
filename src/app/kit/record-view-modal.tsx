/**
 * A view modal over a react-query fetch of one record (spec section 2 "View modals"): a spinner
 * while it loads; when the load fails the spinner just ends (spec section 8) and a quiet line
 * says so. `children` renders the record, and its last changes follow; `footer` adds actions
 * that need it (Send Mail).
 */
import type { ReactNode } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Modal, type ModalProps } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { RecordHistory } from './record-history';
import * as styles from './record-view-modal.css';

type RecordViewModalProps<TRecord, TKey extends readonly unknown[]> = {
  title: ReactNode;
  /** The area's view query (its key from the area's key factory). */
  query: UseQueryOptions<TRecord, Error, TRecord, TKey>;
  onClose: () => void;
  children: (record: TRecord) => ReactNode;
  footer?: (record: TRecord) => ReactNode;
  /** Wider for long records (a static page's text). */
  size?: ModalProps['size'];
  /**
   * The record's last changes under it (issue #15 item 1): the area's history call and the
   * record's id; with its edit page, each kept version offers "Restore this version" (issue #33 item 1).
   */
  history?: { path: string; id: number; editHref?: string };
};

export function RecordViewModal<TRecord, TKey extends readonly unknown[]>({
  title,
  query,
  onClose,
  children,
  footer,
  size,
  history,
}: RecordViewModalProps<TRecord, TKey>) {
  const intl = useIntl();
  const { data, isPending } = useQuery(query);
  return (
    <Modal title={title} size={size} onClose={onClose} footer={data !== undefined && footer ? footer(data) : undefined}>
      {isPending ? (
        <div className={styles.loading} role="status" aria-live="polite">
          <Spinner size={22} />
          <span>{intl.formatMessage({ id: 'kit.view.loading' })}</span>
        </div>
      ) : data !== undefined ? (
        <>
          {children(data)}
          {history && <RecordHistory {...history} />}
        </>
      ) : (
        <p className={styles.failed}>{intl.formatMessage({ id: 'kit.view.failed' })}</p>
      )}
    </Modal>
  );
}
