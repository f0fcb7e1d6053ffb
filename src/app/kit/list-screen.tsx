/**
 * The list screen of every area (spec section 2 "List screens"): it runs the list area (the list,
 * status, delete and bulk flows together, machines/list-area.machine.ts) and the CSV export with
 * the area's calls, and lays out the header, the search, the table, the pager, the bulk bar, the
 * delete question and the view modal.
 */
import { useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { useIntl } from 'react-intl';
import { Plus } from 'lucide-react';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { useFlowActor } from '../app-context';
import { useAppDependencies } from '../app-dependencies';
import { DeleteConfirmation } from './delete-confirmation';
import { rowId, type ListArea } from './list-area';
import { ListFooter } from './list-footer';
import { ListTable } from './list-table';
import { RemoteChanges } from './remote-changes';
import { ListToolbar } from './list-toolbar';
import { ListFilters } from './list-filters';
import { liveCsvExport } from './csv-export.live';
import { liveListArea } from './list-area.live';
import { addressOfQuery, queryFromAddress } from './list-address';
import { replaceListAddress } from './list-address.live';
import { listAreaChildren } from '../../machines/list-area.machine';
import { BulkBar } from './bulk-bar';
import * as styles from './list-screen.css';

/**
 * The list starts again from the address when the address changes by a move (the sidebar's link
 * to the list itself, Back and Forward between two views of it), not when the list wrote it.
 */
export function ListScreen<TRow extends object>({ area }: { area: ListArea<TRow> }) {
  const search = useSearch();
  const written = useRef(search);
  const start = useRef(0);
  if (search !== written.current) {
    written.current = search;
    start.current += 1;
  }
  return <ListView key={start.current} area={area} onWrite={(query) => (written.current = query.replace(/^\?/, ''))} />;
}

function ListView<TRow extends object>({ area, onWrite }: { area: ListArea<TRow>; onWrite: (search: string) => void }) {
  const intl = useIntl();
  const deps = useAppDependencies();
  const [viewing, setViewing] = useState<number | null>(null);
  // The bulk outcome is worded when it comes, in the language of that moment.
  const latestIntl = useRef(intl);
  latestIntl.current = intl;
  // The list starts from the address's query (a reload, Back from a record, a pasted link) and keeps it there.
  const listArea = useFlowActor(
    liveListArea(
      deps,
      area,
      (done, refused) =>
        refused === 0
          ? latestIntl.current.formatMessage({ id: 'kit.bulk.done' }, { count: done })
          : latestIntl.current.formatMessage({ id: 'kit.bulk.partly' }, { done, refused }),
      (query) => {
        // Told first: the address's change must not read as a move that restarts the list.
        onWrite(addressOfQuery(query));
        replaceListAddress(area.path, query);
      },
    ),
    { input: { query: queryFromAddress(window.location.search, area) } },
  );
  // The children live as long as the list area: their references never change.
  const { list, status, deletion, bulk } = listAreaChildren(listArea.getSnapshot());
  const csvExport = useFlowActor(liveCsvExport(deps.client, area.exportPath, area.listBody));
  const appliedSearch = useSelector(list, (s) => s.context.query.search);
  // The rows are not read here but by the parts that show them (the table, the bulk refusals): a
  // page of rows arriving redraws those, not the header, the search and the filters (issue #37:
  // on a signed-in load that redraw was one 15–30 ms task after the first paint).
  const labelOfId = (id: number, rows: readonly unknown[]) => {
    const row = (rows as TRow[]).find((each) => rowId(each) === id);
    return row ? area.labelOf(row) : `#${id}`;
  };

  const title = intl.formatMessage({ id: area.text.title });
  const add = area.text.add && (
    <ButtonLink href={`${area.path}/add`} icon={<Plus size={16} aria-hidden="true" />}>
      {intl.formatMessage({ id: area.text.add })}
    </ButtonLink>
  );
  const deleteLabelOf = area.deleteLabelOf ?? area.labelOf;
  return (
    <>
      <PageHeader
        title={title}
        description={intl.formatMessage({ id: area.text.description })}
        breadcrumb={[{ label: intl.formatMessage({ id: 'breadcrumb.home' }), href: '/' }, { label: title }]}
        actions={add || undefined}
      />
      {area.Above && <area.Above />}
      <Card padding="none" className={styles.card}>
        <ListToolbar list={list} area={area} csvExport={csvExport} />
        {area.filters && <ListFilters list={list} filters={area.filters} />}
        {area.bulk && (
          <BulkBar
            actor={bulk}
            withStatus={area.bulk.status !== undefined}
            withRestore={area.bulk.restore !== undefined}
            withMatching={area.bulk.matching !== false}
            labelOf={labelOfId}
            list={list}
            listBody={area.listBody ?? ((query) => ({ ...query }))}
          />
        )}
        <RemoteChanges list={list} />
        <ListTable
          list={list}
          bulk={area.bulk ? bulk : undefined}
          area={area}
          status={status}
          caption={title}
          emptyAction={appliedSearch ? undefined : add || undefined}
          onView={setViewing}
          onDelete={(row) => deletion.send({ type: 'delete.request', id: rowId(row), label: deleteLabelOf(row) })}
        />
        <ListFooter list={list} />
      </Card>
      {area.text.deleteTitle && <DeleteConfirmation actor={deletion} title={area.text.deleteTitle} message={area.text.deleteMessage} confirm={area.text.deleteConfirm} />}
      {area.View && viewing !== null && <area.View id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
