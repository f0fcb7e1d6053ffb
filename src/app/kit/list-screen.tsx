/**
 * The list screen of every area (spec section 2 "List screens"): it runs the list, status
 * toggle and delete confirmation flows with the area's actors, and lays out the header, the
 * search, the table, the pager, the delete question and the view modal. A status change or a
 * delete reloads the list and invalidates the area's cached records.
 */
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Plus } from 'lucide-react';
import type { PromiseActorLogic } from 'xstate';
import type { ListPage, ListQuery } from '../../api/contract/list';
import { deleteConfirmMachine } from '../../machines/delete-confirm.machine';
import { listMachine } from '../../machines/list.machine';
import type { Notice } from '../../machines/notify';
import { statusToggleMachine } from '../../machines/status-toggle.machine';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { notify } from '../../ui/toast/notify';
import { useApiClient, useFlowActor } from '../app-context';
import { DeleteConfirmation } from './delete-confirmation';
import { rowId, type ListArea } from './list-area';
import { ListFooter } from './list-footer';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import { ListFilters } from './list-filters';
import { liveCsvExport } from './csv-export.live';
import { liveBulkAction } from './bulk-action.live';
import { BulkBar } from './bulk-bar';
import * as styles from './list-screen.css';

const showNotice = (_: unknown, notice: Notice) => notify(notice);

export function ListScreen<TRow extends object>({ area }: { area: ListArea<TRow> }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const client = useApiClient();
  const actors = area.actors(client);
  const [viewing, setViewing] = useState<number | null>(null);

  const list = useFlowActor(
    listMachine.provide({
      // The machine keeps rows as unknown; this screen reads them back as the area's rows.
      actors: { fetchPage: actors.fetchPage as PromiseActorLogic<ListPage<unknown>, ListQuery> },
      actions: { notify: showNotice },
    }),
    { input: {} },
  );
  const afterChange = () => {
    list.send({ type: 'list.reload' });
    void queryClient.invalidateQueries({ queryKey: area.queryKey });
  };
  // Areas without a status or a delete still run the idle flows (hooks run in a fixed order); nothing sends them events.
  const status = useFlowActor(
    statusToggleMachine.provide({
      actors: actors.setStatus ? { setStatus: actors.setStatus } : {},
      actions: {
        notify: showNotice,
        applyChange: (_, { id, isActive }) => {
          list.send({ type: 'list.patch', id, patch: { is_active: isActive } });
          void queryClient.invalidateQueries({ queryKey: area.queryKey });
        },
        recordGone: afterChange,
      },
    }),
  );
  const deletion = useFlowActor(
    deleteConfirmMachine.provide({
      actors: actors.deleteRecord ? { deleteRecord: actors.deleteRecord } : {},
      actions: { notify: showNotice, reloadList: afterChange },
    }),
  );
  const csvExport = useFlowActor(liveCsvExport(client, area.exportPath, area.listBody));
  const appliedSearch = useSelector(list, (s) => s.context.query.search);
  // The machine is made once; its reload and texts read the latest list and language.
  const latest = useRef({ afterChange, intl });
  latest.current = { afterChange, intl };
  const [bulkLogic] = useState(() =>
    liveBulkAction({
      client,
      paths: area.bulk ?? { delete: '' },
      reloadList: () => latest.current.afterChange(),
      outcomeText: (done, refused) =>
        refused === 0
          ? latest.current.intl.formatMessage({ id: 'kit.bulk.done' }, { count: done })
          : latest.current.intl.formatMessage({ id: 'kit.bulk.partly' }, { done, refused }),
    }),
  );
  const bulk = useFlowActor(bulkLogic);
  // Another page, search or sort shows other rows: what was selected is no longer in view.
  const query = useSelector(list, (s) => s.context.query);
  useEffect(() => bulk.send({ type: 'selection.clear' }), [query, bulk]);
  const rows = useSelector(list, (s) => s.context.rows) as TRow[];
  const labelOfId = (id: number) => {
    const row = rows.find((each) => rowId(each) === id);
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
      <Card padding="none" className={styles.card}>
        <ListToolbar list={list} area={area} csvExport={csvExport} />
        {area.filters && <ListFilters list={list} filters={area.filters} />}
        {area.bulk && <BulkBar actor={bulk} withStatus={area.bulk.status !== undefined} labelOf={labelOfId} />}
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
      {area.text.deleteTitle && <DeleteConfirmation actor={deletion} title={area.text.deleteTitle} message={area.text.deleteMessage} />}
      {area.View && viewing !== null && <area.View id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
