/**
 * /activity (issue #15 item 1): the super admin's log of every change, newest first, with the
 * list kit's search, sort and paging, and filters by admin, area and days. Read-only: no Add,
 * no row actions, no selection (rows are never edited or deleted). Above the list, the check of
 * its hash chain (chain-check.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ACTIVITY_AREAS, activityPaths, type ActivityRow } from '../../api/contract/activity';
import { ACTIVITY_FILTERS, activityActors, activityApi, activityKeys, activityListBody } from '../../api/activity';
import { useApiClient } from '../../app/app-context';
import type { ListArea } from '../../app/kit/list-area';
import { dateTimeColumn } from '../../app/kit/columns';
import { Badge } from '../../ui/badge';
import { CellText } from '../../ui/cell-text';
import type { SelectOption } from '../../ui/select-field';
import { ACTION_LABELS, ACTION_TONES, areaLabelId } from '../../app/kit/activity-labels';
import { ChainCheck } from './chain-check';
import { ChangedFields } from './changed-fields';
import { RecordName } from './record-name';

function useAdminOptions(): SelectOption[] {
  const client = useApiClient();
  const { data = [] } = useQuery({ queryKey: activityKeys.admins, queryFn: ({ signal }) => activityApi(client).admins(signal) });
  return data.map((admin) => ({ value: String(admin.id), label: admin.name }));
}

function useAreaOptions(): SelectOption[] {
  const intl = useIntl();
  return ACTIVITY_AREAS.map((area) => ({ value: area, label: intl.formatMessage({ id: areaLabelId(area) }) }));
}

function ActionBadge({ row }: { row: ActivityRow }) {
  const intl = useIntl();
  return <Badge tone={ACTION_TONES[row.action]}>{intl.formatMessage({ id: ACTION_LABELS[row.action] })}</Badge>;
}

function AreaName({ row }: { row: ActivityRow }) {
  const intl = useIntl();
  // "Account" must not break as "Accoun / t" when the Changed column takes the room.
  return <CellText tone="quiet">{intl.formatMessage({ id: areaLabelId(row.area) })}</CellText>;
}

export const activityListArea: ListArea<ActivityRow> = {
  path: '/activity',
  exportPath: activityPaths.export,
  // Every change is a new row of the log.
  live: 'every area',
  listBody: activityListBody,
  text: {
    title: 'activity.title',
    description: 'activity.description',
    count: 'activity.count',
    searchLabel: 'activity.search',
    searchPlaceholder: 'activity.searchPlaceholder',
    noMatchBody: 'activity.noMatchBody',
    empty: 'activity.empty',
  },
  filters: [
    { kind: 'choice', name: ACTIVITY_FILTERS.admin, label: 'activity.filter.admin', any: 'activity.filter.anyAdmin', useOptions: useAdminOptions },
    { kind: 'choice', name: ACTIVITY_FILTERS.area, label: 'activity.filter.area', any: 'activity.filter.anyArea', useOptions: useAreaOptions },
    { kind: 'day', name: ACTIVITY_FILTERS.from, label: 'activity.filter.from', before: ACTIVITY_FILTERS.to },
    { kind: 'day', name: ACTIVITY_FILTERS.to, label: 'activity.filter.to', after: ACTIVITY_FILTERS.from },
  ],
  columns: [
    dateTimeColumn<ActivityRow>('when', 'activity.column.when', (row) => row.created_at, 'created_at'),
    { id: 'admin', header: 'activity.column.admin', sortKey: 'admin_name', cell: (row) => <CellText tone="strong">{row.admin_name}</CellText> },
    { id: 'action', header: 'activity.column.action', sortKey: 'action', cell: (row) => <ActionBadge row={row} /> },
    { id: 'area', header: 'activity.column.area', sortKey: 'area', cell: (row) => <AreaName row={row} /> },
    { id: 'record', header: 'activity.column.record', sortKey: 'record_label', cell: (row) => <RecordName row={row} /> },
    { id: 'changed', header: 'activity.column.changed', cell: (row) => <ChangedFields row={row} /> },
    { id: 'address', header: 'activity.column.address', cell: (row) => <CellText tone="code">{row.ip}</CellText> },
  ],
  labelOf: (row) => `${row.admin_name} ${row.action} ${row.record_label}`.trim(),
  actions: [],
  icon: History,
  Above: ChainCheck,
  queryKey: activityKeys.all,
  actors: activityActors,
};
