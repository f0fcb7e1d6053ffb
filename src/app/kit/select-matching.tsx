/**
 * "Select all 1,234 matching" (issue #31 item 4), in the bulk bar: offered once every row of the
 * page is selected and the search matches more rows than the page shows (up to the server's cap).
 * It selects the list's request and its count, which the bulk call then sends instead of ids.
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { BULK_MAX_MATCHING } from '../../api/contract/bulk';
import type { ListQuery } from '../../api/contract/list';
import type { bulkActionMachine } from '../../machines/bulk-action.machine';
import type { listMachine } from '../../machines/list.machine';
import { Button } from '../../ui/button';
import { rowId } from './list-area';

type SelectMatchingProps = {
  bulk: ActorRefFrom<typeof bulkActionMachine>;
  list: ActorRefFrom<typeof listMachine>;
  /** The list's request from its query, as its list call and export send it. */
  listBody: (query: ListQuery) => Record<string, unknown>;
};

export function SelectMatching({ bulk, list, listBody }: SelectMatchingProps) {
  const intl = useIntl();
  const count = useSelector(list, (s) => s.context.count);
  const pageIds = useSelector(list, (s) => (s.context.rows as object[]).map(rowId));
  const wholePage = useSelector(bulk, (s) => pageIds.length > 0 && pageIds.every((id) => s.context.selected.includes(id)));
  const already = useSelector(bulk, (s) => s.context.matching !== null);
  const idle = useSelector(bulk, (s) => s.matches('selecting'));
  if (already || !wholePage || count <= pageIds.length || count > BULK_MAX_MATCHING) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={!idle}
      // The applied search (the rows on screen), not a search still being typed.
      onClick={() => bulk.send({ type: 'selection.matching', match: listBody(list.getSnapshot().context.query), count })}
    >
      {intl.formatMessage({ id: 'kit.bulk.selectMatching' }, { count })}
    </Button>
  );
}
