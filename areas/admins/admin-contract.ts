/** Sub-admins (spec section 7 "Admins"): list, status, delete, view, roles, add, edit, set password. */
import * as v from 'valibot';
import { historyPath } from '../../src/api/contract/activity';
import { bulkPaths } from '../../src/api/contract/bulk';
import { getCall, listAreaCalls, postCall, putCall, type Call } from '../../src/api/contract/calls';
import { USER_TYPES } from '../../src/api/contract/auth';
import { envelope, messageEnvelope } from '../../src/api/contract/envelope';
import { booleanFlag, email, idField, idParam, isoDate, optionalImage, REQUIRED, requiredText, versionField, imageFromVersionField } from '../../src/api/contract/fields';
import { listRequest, listResponse } from '../../src/api/contract/list';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';

export const adminPaths = {
  /** POST {ids, is_active} and POST {ids}: one call for a selection, answered per row (issue #15 item 3). */
  ...bulkPaths('sub-admin'),
  list: 'sub-admin/list',
  /** GET ?id=: the record's last changes, for its view modal (issue #15 item 1). */
  history: historyPath('sub-admin'),
  /** POST: the list body; answers the rows of its search and sort, all pages, as CSV (issue #15 item 4). */
  export: 'sub-admin/export',
  status: 'sub-admin/status',
  delete: 'sub-admin/delete',
  view: 'sub-admin/view',
  roles: 'sub-admin/admin-role',
  add: 'sub-admin/add',
  edit: 'sub-admin/edit',
  setPassword: 'sub-admin/set-password',
} as const;

export const ADMIN_SORTABLE = ['created_at', 'first_name', 'last_name', 'email', 'role', 'is_active'] as const;
export const adminListRequest = listRequest(ADMIN_SORTABLE);

export const adminRole = v.object({ id: v.number(), role: v.string() });
export type AdminRole = v.InferOutput<typeof adminRole>;

export const adminRow = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  profile_image: v.nullable(v.string()),
  is_active: v.boolean(),
  created_at: isoDate,
  admin_role: v.nullable(adminRole),
  /** The seeded super admin can be neither switched off nor deleted; absent, a sub-admin. */
  user_type: v.optional(v.picklist(USER_TYPES), 'sub_admin'),
  /** What an edit sends back (issue #15 item 2). */
  version: v.number(),
});
export type AdminRow = v.InferOutput<typeof adminRow>;

export const adminListResponse = listResponse(adminRow);
export const adminViewResponse = envelope(adminRow);
export const adminRolesResponse = envelope(v.object({ rows: v.array(adminRole) }));

/** GET sub-admin/status?id&is_active (true/false). */
export const adminStatusQuery = v.object({ id: idParam, is_active: booleanFlag });
/** GET sub-admin/delete?id and GET sub-admin/view?id. */
export const adminIdQuery = v.object({ id: idParam });

const NAME_MAX = 100;
const adminFields = {
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  admin_role_id: v.pipe(v.union([v.number(), v.string()], REQUIRED), v.transform(String), v.nonEmpty(REQUIRED), idParam),
  image: optionalImage,
};

/** POST sub-admin/add (multipart). The new admin sets a password from the e-mailed link. */
export const adminAddRequest = v.object({ ...adminFields, email: email() });
/** PUT sub-admin/edit (multipart): the e-mail cannot change. */
export const adminEditRequest = v.object({ id: idField, version: versionField, ...adminFields, image_from_version: imageFromVersionField });

export const adminMutationResponse = messageEnvelope;

/** The admin calls as the API document shows them (contract/calls.ts; a function, so the SPA's build drops it); set-password is the account's. */
export const adminCalls = (): Call[] => [
  ...listAreaCalls('admins', adminPaths, adminListRequest, adminListResponse),
  getCall(adminPaths.roles, 'The roles an admin may hold', adminRolesResponse),
  getCall(adminPaths.view, 'One admin', adminViewResponse, { query: adminIdQuery }),
  getCall(adminPaths.status, 'Activate or deactivate an admin', adminMutationResponse, { query: adminStatusQuery }),
  getCall(adminPaths.delete, 'Delete an admin', adminMutationResponse, { query: adminIdQuery }),
  postCall(adminPaths.add, 'Add an admin and mail them a link to set their password', adminMutationResponse, { form: adminAddRequest }),
  putCall(adminPaths.edit, 'Edit an admin', adminMutationResponse, { form: adminEditRequest }),
];

/**
 * The answers of the admins (issue #34): each code and the English the server sends in `message`
 * (the spec's texts); the SPA shows this folder's `answer.<code>` text instead (texts/).
 */
export const adminAnswers = {
  'admin.list': 'Admin list',
  'admin.roles': 'Admin roles',
  'admin.details': 'Admin details',
  'admin.added': ({ email }: { email: string }) => `Admin added. A link to set the password was sent to ${email}.`,
  'admin.updated': 'Admin updated',
  'admin.activated': 'Admin activated',
  'admin.deactivated': 'Admin deactivated',
  'admin.deleted': 'Admin deleted',
  'admin.not_found': 'Admin not found',
  'admin.set_password_mail_failed': 'The e-mail with the set-password link could not be sent, so the admin was not added. Please try again.',
  'admin.cannot_delete_self': 'You cannot delete your own account',
  'admin.cannot_deactivate_self': 'You cannot deactivate your own account',
  'admin.cannot_delete_super_admin': 'The super admin cannot be deleted',
  'admin.cannot_deactivate_super_admin': 'The super admin cannot be deactivated',
  'admin.cannot_change_super_admin_role': 'The super admin’s role cannot be changed',
  'admin.cannot_change_own_role': 'You cannot change your own role',
  'admin.only_super_admin_grants_roles': 'Only the super admin can grant roles',
  'admin.cannot_touch_higher_role': 'Only the super admin can change an admin whose role has more access than yours',
} as const satisfies AnswerTable;
export const adminAnswer = /* @__PURE__ */ answerOf(adminAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof adminAnswers> {}
}
