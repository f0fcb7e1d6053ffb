/**
 * What an area tells the generic ListScreen (spec section 2 "List screens"): its texts, its
 * columns, how to name and read a row, which row actions it offers, its view modal, and the
 * actors that reach its calls. Everything else (search, sort, paging, status, delete, view,
 * reload and cache invalidation) is the same in every area and lives in ListScreen.
 */
import type { ComponentType } from 'react';
import type { PromiseActorLogic } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { ListPage, ListQuery } from '../../api/contract/list';
import type { MessageId } from '../../i18n/messages/en-US';
import type { StatusChange } from '../../machines/status-toggle.machine';
import type { Column } from '../../ui/data-table';

export type RowAction = 'view' | 'edit' | 'delete';

/** A data column: the table's Column with a catalogue id for its header. */
export type AreaColumn<TRow> = Omit<Column<TRow>, 'header'> & { header: MessageId };

export type ListActors<TRow> = {
  fetchPage: PromiseActorLogic<ListPage<TRow>, ListQuery>;
  setStatus: PromiseActorLogic<string, StatusChange>;
  deleteRecord: PromiseActorLogic<string, { id: number }>;
};

export type ListArea<TRow extends { id: number }> = {
  /** The list's route; add is `${path}/add`, edit `${path}/edit/${id}`. */
  path: string;
  text: {
    title: MessageId;
    description: MessageId;
    /** `{count}` rows in all, e.g. "{count, plural, one {# chef} other {# chefs}}". */
    count: MessageId;
    add: MessageId;
    searchLabel: MessageId;
    searchPlaceholder: MessageId;
    /** The empty list before anything was added. */
    empty: MessageId;
    deleteTitle: MessageId;
  };
  columns: AreaColumn<TRow>[];
  /** The row's name: the delete question and the row actions' accessible names use it. */
  labelOf: (row: TRow) => string;
  /** The active switch column, before the actions, when the area has one. */
  status?: { isActive: (row: TRow) => boolean; sortKey?: string };
  actions: readonly RowAction[];
  View?: ComponentType<{ id: number; onClose: () => void }>;
  /** The area's root query key: every change invalidates it. */
  queryKey: readonly unknown[];
  actors: (client: ApiClient) => ListActors<TRow>;
};
