/**
 * What an area tells the generic ListScreen (spec section 2 "List screens"): its texts, its
 * columns, how to name and read a row, which row actions it offers, its view modal, and the
 * actors that reach its calls. Everything else (search, sort, paging, status, delete, view,
 * reload and cache invalidation) is the same in every area and lives in ListScreen.
 */
import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { PromiseActorLogic } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { ListPage, ListQuery } from '../../api/contract/list';
import type { LiveArea } from '../live-changes';
import type { Module } from '../../api/contract/modules';
import type { MessageId } from '../../i18n/messages/en-US';
import type { StatusChange } from '../../machines/status-toggle.machine';
import type { Column } from '../../ui/data-table';
import type { SelectOption } from '../../ui/select-field';
import type { BulkPaths } from './bulk-action.live';

/** `restore`: the Trash's, bringing the row's record back at once (issue #33 item 2). */
export type RowAction = 'view' | 'edit' | 'delete' | 'restore';

/**
 * A filter beside the search (the activity log's admin, area and days): a choice with "any"
 * first, or a day. Its value goes into the list query's `filters` under `name`; the area's
 * fetchPage turns it into its request. `useOptions` is a hook: options may come from the server.
 */
export type ListFilter =
  | { kind: 'choice'; name: string; label: MessageId; any: MessageId; useOptions: () => SelectOption[] }
  | { kind: 'day'; name: string; label: MessageId; /** The other end of a range, which bounds this one's picker. */ after?: string; before?: string };

/** A data column: the table's Column with a catalogue id for its header. */
export type AreaColumn<TRow> = Omit<Column<TRow>, 'header'> & { header: MessageId };

export type ListActors<TRow> = {
  fetchPage: PromiseActorLogic<ListPage<TRow>, ListQuery>;
  /** Areas with an active flag. */
  setStatus?: PromiseActorLogic<string, StatusChange>;
  /** Areas whose rows can be deleted. */
  deleteRecord?: PromiseActorLogic<string, { id: number }>;
};

/**
 * How the status column shows the active flag: a switch (the people areas), or a button that is
 * a green check when active and a red cross when not (block prices, spec section 2).
 */
export type StatusLook = 'switch' | 'mark';

/** Rows are records with an id, except in a read-only list that names its own key (`rowKey`). */
export type ListArea<TRow extends object> = {
  /** The list's route; add is `${path}/add`, edit `${path}/edit/${id}`. */
  path: string;
  /** The area's CSV export call (`<area>/export`, issue #15 item 4): the toolbar's Export button and saved views; '' for none (the Trash). */
  exportPath: string;
  /** The list's request from its query, when the area's filters need naming for the server (the export sends it too). */
  listBody?: (query: ListQuery) => Record<string, unknown>;
  /** Filters beside the search, in the toolbar's second row. */
  filters?: readonly ListFilter[];
  /** The area's bulk calls (issue #15 item 3): a selection column and its bar. */
  bulk?: BulkPaths;
  /** Its deletes go to the trash under this area (issue #33 item 2): the delete's toast offers Undo. */
  trash?: Module;
  /**
   * Whose changes made elsewhere the list follows as they are committed (issue #33 item 3): an
   * area's module, or every area (the trash, the activity log); by default its trash area's.
   */
  live?: LiveArea;
  text: {
    title: MessageId;
    description: MessageId;
    /** `{count}` rows in all, e.g. "{count, plural, one {# chef} other {# chefs}}". */
    count: MessageId;
    /** The Add button; none when absent (static pages, subscribed e-mails). */
    add?: MessageId;
    /** The search box; none when absent (a read-only list such as the subscribed e-mails). */
    searchLabel?: MessageId;
    searchPlaceholder?: MessageId;
    /** Under "No results for …"; the kit's default speaks of names and e-mails. */
    noMatchBody?: MessageId;
    /** The empty list before anything was added. */
    empty: MessageId;
    deleteTitle?: MessageId;
    /** The delete question with `{label}`; the kit's default asks about the row's name. */
    deleteMessage?: MessageId;
    /** The delete question's confirm button; the kit's default is "Delete" (the Trash's: "Remove for good"). */
    deleteConfirm?: MessageId;
    /** The header of the row actions' column; the kit's default is "Actions". */
    actionsHeader?: MessageId;
  };
  columns: AreaColumn<TRow>[];
  /** The row's name: the delete question and the row actions' accessible names use it. */
  labelOf: (row: TRow) => string;
  /** What the delete question names, when it is not the row's name (a block price asks about its amount). */
  deleteLabelOf?: (row: TRow) => string;
  /** The table's key of a row without an id; rows with one are keyed by it. */
  rowKey?: (row: TRow) => string | number;
  /** The status column, before the actions, when the area has an active flag. */
  status?: { isActive: (row: TRow) => boolean; sortKey?: string; look?: StatusLook };
  /** The row actions; none, no actions column. */
  actions: readonly RowAction[];
  /**
   * Why a row's status switch and delete are off, for rows the server always refuses them
   * (an admin's own account, the super admin): they show disabled with this reason.
   */
  lockedReason?: (row: TRow, signedInId: number | undefined) => MessageId | undefined;
  /**
   * The edit link hands the row to the edit page in its history entry (an area with no view
   * call: ingredients). The page still finds the record by itself on a direct visit.
   */
  handRowToEdit?: boolean;
  /** The empty state's picture. */
  icon?: LucideIcon;
  View?: ComponentType<{ id: number; onClose: () => void }>;
  /** A part of the area's own between its header and its list (the Activity area's chain check). */
  Above?: ComponentType;
  /** The area's root query key: every change invalidates it. */
  queryKey: readonly unknown[];
  actors: (client: ApiClient) => ListActors<TRow>;
};

/** A row's record id. Only areas whose rows have one offer a status, row actions or a delete, so it is there. */
export const rowId = (row: object): number => (row as { id: number }).id;
