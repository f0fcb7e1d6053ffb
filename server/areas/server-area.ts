/**
 * What the server knows of one area (issue #34 item 1), declared once in areas/<area>/server/server-area.ts:
 * its name, calls and answers (the API document's); its routes; which role modules open its calls (the module guard's table,
 * server/auth/area-access.ts); its CSV export; its bulk actions; the history its view modal
 * reads; what the command palette's search finds of it; what the trash keeps of a deleted record. The route mounting (server/app.ts) and the access, export, bulk and history tables all
 * come from the list of areas (areas/index.ts, read by server/areas/index.ts), and from nothing else.
 */
import type { Hono } from 'hono';
import type { ActivityArea } from '../../src/api/contract/activity';
import type { AnswerTable } from '../../src/api/contract/answer-codes';
import type { Call } from '../../src/api/contract/calls';
import type { ListQuery } from '../../src/api/contract/list';
import type { Module } from '../../src/api/contract/modules';
import type { BulkArea } from '../bulk/bulk-area';
import type { AppDeps, AppEnv } from '../deps';
import type { Exported } from '../lists/exported';
import type { SearchSource } from '../search/search-source';
import type { Trashable } from '../trash/trashable';
import type { VersionReader } from '../activity/record-version';

/**
 * A call address prefix (a folder ends in `/`) and the modules that open it, any one of them; or
 * 'every admin' for an area whose records are every area's (the trash), whose calls answer only
 * the areas the caller's role opens.
 */
export type AreaAccess = { prefix: string; modules: readonly Module[] | 'every admin' };

export type ServerArea = {
  /** The area's title in the API document. */
  name: string;
  /** Its calls as the contract declares them: the API document's operations (server/openapi/). */
  calls: () => readonly Call[];
  /** Its answers: codes and English (its contract's table), listed in the API document (server/areas/answer-texts.ts). */
  answers: AnswerTable;
  routes: (deps: AppDeps) => Hono<AppEnv>;
  access: readonly AreaAccess[];
  export?: Exported<ListQuery>;
  bulk?: BulkArea;
  /** `version` reads a record as its view answers it: its versions are kept for "Restore this version" (issue #33 item 1). */
  history?: { path: string; area: ActivityArea; version?: VersionReader };
  /** Its rows in the command palette's search. */
  search?: SearchSource;
  /** Its deletes keep the record in the trash (issue #33 item 2): what the trash must know to keep and restore it. */
  trash?: Trashable;
};
