/**
 * The admin form (spec sections 2, 5): first name, last name, email (disabled on edit), role
 * from sub-admin/admin-role, profile image of at least 100x100. A save returns to /admin at
 * once (spec section 4). Adding an admin mails them a set-password link (the server's part).
 */
import * as v from 'valibot';
import { adminActors, adminApi, adminKeys, type AdminDraft } from './admin-calls';
import { adminAddRequest, adminPaths, type AdminRow } from './admin-contract';
import type { ApiClient } from '../../src/api/client';
import type { OptionsLookup } from '../../src/app/kit/form-area';
import { MIN_IMAGE_SIDE_PX } from '../../src/constants';
import { defineFormArea, formTexts } from '../../src/app/kit/define-form-area';

// The picked image is checked by the image field (type, size, dimensions), not by the schema;
// on edit the e-mail cannot change, so it is not checked either.
const addSchema = v.omit(adminAddRequest, ['image']);
const editSchema = v.omit(adminAddRequest, ['image', 'email']);

const roleOptions = (client: ApiClient): OptionsLookup => ({
  queryKey: adminKeys.roles(),
  queryFn: async ({ signal }) => (await adminApi(client).roles(signal)).map((role) => ({ value: String(role.id), label: role.role })),
  staleTime: Infinity,
});

export const adminForm = defineFormArea<AdminDraft, AdminRow>({
  id: 'adminForm',
  schema: { add: addSchema, edit: editSchema },
  empty: { first_name: '', last_name: '', email: '', admin_role_id: '', image: null },
  fromRecord: (admin) => ({
    first_name: admin.first_name,
    last_name: admin.last_name,
    email: admin.email,
    admin_role_id: admin.admin_role ? String(admin.admin_role.id) : '',
    image: null,
  }),
  listPath: '/admin',
  redirectAfter: { add: 0, edit: 0 },
  text: formTexts('admins'),
  fields: [
    { kind: 'image', name: 'image', label: 'people.field.profileImage', hint: 'people.imageHint', span: 'full', minSide: MIN_IMAGE_SIDE_PX, currentUrl: (admin) => admin.profile_image },
    { kind: 'text', name: 'first_name', label: 'people.field.firstName', autoComplete: 'off' },
    { kind: 'text', name: 'last_name', label: 'people.field.lastName', autoComplete: 'off' },
    { kind: 'text', name: 'email', label: 'people.field.email', type: 'email', autoComplete: 'off', lockedOnEdit: true, placeholder: 'people.emailPlaceholder', hint: 'admins.emailHint' },
    { kind: 'select', name: 'admin_role_id', label: 'people.field.role', placeholder: 'admins.rolePlaceholder', options: roleOptions },
  ],
  queryKey: adminKeys.all,
  actors: adminActors,
  history: adminPaths.history,
});
