/**
 * The user form (spec sections 2, 5): first name, last name, email, profile image, and on add
 * a password with its confirmation ("Password not matched"). Add returns to /user after 1 s,
 * edit at once (spec section 4).
 */
import * as v from 'valibot';
import { PASSWORD_MISMATCH } from '../../src/api/contract/passwords';
import { REQUIRED } from '../../src/api/contract/fields';
import { userAddRequest, userPaths, type UserRow } from './user-contract';
import { userActors, userKeys, type UserDraft } from './user-calls';
import { MIN_IMAGE_SIDE_PX, REDIRECT_AFTER_SAVE_MS } from '../../src/constants';
import { defineFormArea, formTexts } from '../../src/app/kit/define-form-area';

// The picked image is checked by the image field (type, size, dimensions), not by the schema.
const person = v.omit(userAddRequest, ['image', 'password']);

// Its own schema, so a mismatch shows as soon as both passwords are typed, whatever the other fields hold.
const passwordPair = v.pipe(
  v.object({
    password: v.pick(userAddRequest, ['password']).entries.password,
    confirm_password: v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED)),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm_password']], (input) => input.password === input.confirm_password, PASSWORD_MISMATCH),
    ['confirm_password'],
  ),
);

export const userForm = defineFormArea<UserDraft, UserRow>({
  id: 'userForm',
  schema: { add: v.intersect([person, passwordPair]), edit: person },
  empty: { first_name: '', last_name: '', email: '', password: '', confirm_password: '', image: null },
  fromRecord: (user) => ({ first_name: user.first_name, last_name: user.last_name, email: user.email, password: '', confirm_password: '', image: null }),
  listPath: '/user',
  redirectAfter: { add: REDIRECT_AFTER_SAVE_MS, edit: 0 },
  text: formTexts('users'),
  fields: [
    { kind: 'image', name: 'image', label: 'people.field.profileImage', hint: 'people.imageHint', span: 'full', minSide: MIN_IMAGE_SIDE_PX, currentUrl: (user) => user.profile_photo },
    { kind: 'text', name: 'first_name', label: 'people.field.firstName', autoComplete: 'off' },
    { kind: 'text', name: 'last_name', label: 'people.field.lastName', autoComplete: 'off' },
    { kind: 'text', name: 'email', label: 'people.field.email', type: 'email', autoComplete: 'off', span: 'full', placeholder: 'people.emailPlaceholder' },
    { kind: 'password', name: 'password', label: 'people.field.password', autoComplete: 'new-password', only: 'add' },
    { kind: 'password', name: 'confirm_password', label: 'people.field.confirmPassword', autoComplete: 'new-password', only: 'add' },
  ],
  queryKey: userKeys.all,
  actors: userActors,
  history: userPaths.history,
});
