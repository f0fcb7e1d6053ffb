/** Under the table: the pager, once there is something to page through. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { PAGE_SIZE } from '../../constants';
import type { listMachine } from '../../machines/list.machine';
import { Pager } from '../../ui/pager';
import { selectPaging } from './select-list';
import * as styles from './list-screen.css';

export function ListFooter({ list }: { list: ActorRefFrom<typeof listMachine> }) {
  const page = useSelector(list, (s) => selectPaging(s).page);
  const pageCount = useSelector(list, (s) => selectPaging(s).pageCount);
  const total = useSelector(list, (s) => selectPaging(s).total);
  if (total === 0) return null;
  return (
    <div className={styles.footer}>
      <Pager page={page} pageCount={pageCount} total={total} pageSize={PAGE_SIZE} onPage={(target) => list.send({ type: 'list.page', page: target })} />
    </div>
  );
}
