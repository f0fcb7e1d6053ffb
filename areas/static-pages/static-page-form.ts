/**
 * The static-page edit form (spec sections 2, 5): title and content, both required; the
 * content is written with the rich-text editor and saved as HTML (auth/static-content/edit).
 * There is no add (DESIGN.md section 6). A save returns to /static-page at once (spec section 4).
 */
import * as v from 'valibot';
import { staticPageActors, staticPageKeys, type StaticPageDraft } from './static-page-calls';
import { staticPageEditRequest, staticPagePaths, type StaticPageRow } from './static-page-contract';
import { defineFormArea } from '../../src/app/kit/define-form-area';

const pageSchema = v.omit(staticPageEditRequest, ['id']);

export const staticPageForm = defineFormArea<StaticPageDraft, StaticPageRow>({
  id: 'staticPageForm',
  schema: { add: pageSchema, edit: pageSchema },
  empty: { title: '', content: '' },
  fromRecord: (page) => ({ title: page.title, content: page.content }),
  listPath: '/static-page',
  redirectAfter: { add: 0, edit: 0 },
  // Pages are only ever edited; the add texts are the edit ones.
  text: {
    list: 'staticPages.title',
    add: 'staticPages.editTitle',
    edit: 'staticPages.editTitle',
    addDescription: 'staticPages.editDescription',
    editDescription: 'staticPages.editDescription',
  },
  fields: [
    { kind: 'text', name: 'title', label: 'content.field.title', autoComplete: 'off', span: 'full' },
    { kind: 'richtext', name: 'content', label: 'staticPages.field.content', placeholder: 'richText.placeholder', span: 'full' },
  ],
  queryKey: staticPageKeys.all,
  actors: staticPageActors,
  history: staticPagePaths.history,
});
