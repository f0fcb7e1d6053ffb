/** Static pages (spec section 7 "Static pages"): list, view, edit. Pages are seeded; there is no add. */
import * as v from 'valibot';
import { getCall, listAreaCalls, putCall, type Call } from '../../src/api/contract/calls';
import { historyPath } from '../../src/api/contract/activity';
import { envelope, messageEnvelope } from '../../src/api/contract/envelope';
import { idField, idParam, isoDate, REQUIRED, requiredText, versionField } from '../../src/api/contract/fields';
import { listRequest, listResponse } from '../../src/api/contract/list';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';

export const staticPagePaths = {
  list: 'auth/static-content/list',
  /** GET ?id=: the record's last changes, for its view modal (issue #15 item 1). */
  history: historyPath('auth/static-content'),
  /** POST: the list body; answers the rows of its search and sort, all pages, as CSV (issue #15 item 4). */
  export: 'auth/static-content/export',
  /** GET auth/view-static-content/{id}: the id is a path segment. */
  view: 'auth/view-static-content',
  edit: 'auth/static-content/edit',
} as const;

export const STATIC_PAGE_SORTABLE = ['created_at', 'title'] as const;
export const staticPageListRequest = listRequest(STATIC_PAGE_SORTABLE);

export const staticPageRow = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML, sanitised by the server on save and again before it is shown. */
  content: v.string(),
  created_at: isoDate,
  /** What an edit sends back (issue #15 item 2). */
  version: v.number(),
});
export type StaticPageRow = v.InferOutput<typeof staticPageRow>;

export const staticPageListResponse = listResponse(staticPageRow);
export const staticPageViewResponse = envelope(staticPageRow);
export const staticPageIdPath = v.object({ id: idParam });

export const STATIC_PAGE_CONTENT_MAX = 200_000;
/** Content that is only empty paragraphs is no content (the editor's empty value is `<p></p>`). */
const content = v.pipe(
  v.string(REQUIRED),
  v.check((html) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '', REQUIRED),
  v.maxLength(STATIC_PAGE_CONTENT_MAX, 'The page is too long'),
);
/** PUT auth/static-content/edit (JSON). */
export const staticPageEditRequest = v.object({ id: idField, version: versionField, title: requiredText(150), content });
export const staticPageMutationResponse = messageEnvelope;

/** The static-page calls as the API document shows them (contract/calls.ts; a function, so the SPA's build drops it). */
export const staticPageCalls = (): Call[] => [
  ...listAreaCalls('static pages', staticPagePaths, staticPageListRequest, staticPageListResponse),
  getCall(staticPagePaths.view, 'One static page', staticPageViewResponse, { pathId: staticPageIdPath }),
  putCall(staticPagePaths.edit, "Edit a static page's title and rich text", staticPageViewResponse, { json: staticPageEditRequest }),
];

/**
 * The answers of the static pages (issue #34): each code and the English the server sends in `message`
 * (the spec's texts); the SPA shows this folder's `answer.<code>` text instead (texts/).
 */
export const pageAnswers = {
  'page.list': 'Page list',
  'page.details': 'Page details',
  'page.updated': 'Page updated',
  'page.not_found': 'Page not found',
} as const satisfies AnswerTable;
export const pageAnswer = /* @__PURE__ */ answerOf(pageAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof pageAnswers> {}
}
