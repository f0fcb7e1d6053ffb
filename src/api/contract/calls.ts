/**
 * The contract's calls, each declared once: its method and address, what it reads (query, path id,
 * JSON or multipart body) and the answer it sends (issue #34 item 1). The API document
 * (`GET /api/v1/openapi.json`, server/openapi/) is generated from these declarations, and a test
 * checks the server's real answers against it, so a schema here cannot drift from what is sent.
 */
import * as v from 'valibot';
import { historyQuery, historyResponse, historyVersionPath, historyVersionQuery, historyVersionResponse } from './activity';
import { bulkDeleteRequest, bulkMatchDeleteRequest, bulkMatchStatusRequest, bulkResponse, bulkStatusRequest } from './bulk';
import { messageEnvelope } from './envelope';
import { idParam } from './fields';
import { ADMIN_API_BASE } from './paths';
import { saveViewRequest, savedViewResponse, savedViewsResponse, viewsPathOf } from './saved-views';

type Schema = v.GenericSchema;

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type CallInput = {
  /** Query parameters, as text. */
  query?: Schema;
  /** The record id as the address's last segment (`…/view/{id}`). */
  pathId?: Schema;
  /** A JSON body. */
  json?: Schema;
  /** A multipart/form-data body (forms with an image). */
  form?: Schema;
};

export type Call = {
  method: CallMethod;
  /** The full address: a base of paths.ts and the contract path. */
  address: string;
  /** The contract path as the path tables hold it. */
  path: string;
  /** One line for the API document. */
  summary: string;
  input: CallInput;
  /** The envelope sent on success, a CSV file, or a stream of Server-Sent Events whose data each meets `events`. */
  answer: Schema | 'csv' | { events: Schema };
  /** Calls made signed out (sign-in, the password links, the public subscribe). */
  signedOut?: boolean;
};

type CallOptions = CallInput & { base?: string; signedOut?: boolean };

const declare =
  (method: CallMethod) =>
  (path: string, summary: string, answer: Call['answer'], { base = ADMIN_API_BASE, signedOut, ...input }: CallOptions = {}): Call => ({
    method,
    address: path.startsWith('/') ? path : `${base}${path}`,
    path,
    summary,
    input,
    answer,
    ...(signedOut ? { signedOut } : {}),
  });

export const getCall = /* @__PURE__ */ declare('GET');
export const postCall = /* @__PURE__ */ declare('POST');
export const putCall = /* @__PURE__ */ declare('PUT');
export const deleteCall = /* @__PURE__ */ declare('DELETE');

const viewIdPath = /* @__PURE__ */ v.object({ id: idParam });

/** What every list area's path table may hold beyond its own calls. */
type ListAreaPaths = { list: string; export?: string; history?: string; bulkStatus?: string; bulkDelete?: string };

/**
 * The calls every list area shares, from its path table: the page of rows, its CSV export and
 * saved views, the record's history, and the bulk actions by ids or by the list's search.
 */
export function listAreaCalls(name: string, paths: ListAreaPaths, listRequest: Schema, listResponse: Schema): Call[] {
  const calls = [postCall(paths.list, `One page of ${name}, searched and sorted`, listResponse, { json: listRequest })];
  if (paths.export) {
    const views = viewsPathOf(paths.export);
    calls.push(
      postCall(paths.export, `Every row of the ${name} list's search and sort, as CSV`, 'csv', { json: listRequest }),
      getCall(views, `The signed-in admin's saved views of the ${name} list`, savedViewsResponse),
      postCall(views, `Save a view of the ${name} list (a name and its query)`, savedViewResponse, { json: saveViewRequest }),
      deleteCall(views, `Delete a saved view of the ${name} list`, messageEnvelope, { pathId: viewIdPath }),
    );
  }
  if (paths.history) {
    calls.push(getCall(paths.history, `The last changes of one of the ${name}`, historyResponse, { query: historyQuery }));
    calls.push(getCall(historyVersionPath(paths.history), `One version of one of the ${name}, to restore`, historyVersionResponse, { query: historyVersionQuery }));
  }
  if (paths.bulkStatus) {
    const json = v.union([bulkStatusRequest, bulkMatchStatusRequest(listRequest)]);
    calls.push(postCall(paths.bulkStatus, `Activate or deactivate ${name} by ids or by the list's search`, bulkResponse, { json }));
  }
  if (paths.bulkDelete) {
    const json = v.union([bulkDeleteRequest, bulkMatchDeleteRequest(listRequest)]);
    calls.push(postCall(paths.bulkDelete, `Delete ${name} by ids or by the list's search`, bulkResponse, { json }));
  }
  return calls;
}
