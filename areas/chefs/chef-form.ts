/**
 * The chef form (spec sections 2, 5): name, email, phone number, bio, profile image. Only the name
 * is required; an e-mail, when given, must be valid (the contract's rules and messages); a save
 * returns to /chef after 1 s.
 */
import * as v from 'valibot';
import { chefActors, chefKeys, type ChefDraft } from './chef-calls';
import { chefAddRequest, chefPaths, type ChefRow } from './chef-contract';
import { MIN_IMAGE_SIDE_PX, REDIRECT_AFTER_SAVE_MS } from '../../src/constants';
import { defineFormArea, formTexts } from '../../src/app/kit/define-form-area';

// The picked image is checked by the image field (type, size, dimensions), not by the schema.
const chefSchema = v.omit(chefAddRequest, ['image']);

export const chefForm = defineFormArea<ChefDraft, ChefRow>({
  id: 'chefForm',
  schema: { add: chefSchema, edit: chefSchema },
  empty: { name: '', email: '', phone_number: '', bio: '', image: null },
  fromRecord: (chef) => ({ name: chef.name, email: chef.email, phone_number: chef.phone_number, bio: chef.bio, image: null }),
  listPath: '/chef',
  redirectAfter: { add: REDIRECT_AFTER_SAVE_MS, edit: REDIRECT_AFTER_SAVE_MS },
  text: formTexts('chefs'),
  fields: [
    { kind: 'image', name: 'image', label: 'people.field.profileImage', hint: 'people.imageHint', span: 'full', minSide: MIN_IMAGE_SIDE_PX, currentUrl: (chef) => chef.profile_photo },
    { kind: 'text', name: 'name', label: 'people.field.name', autoComplete: 'off', span: 'full' },
    { kind: 'text', name: 'email', label: 'people.field.email', type: 'email', autoComplete: 'off', placeholder: 'people.emailPlaceholder' },
    { kind: 'text', name: 'phone_number', label: 'people.field.phone', type: 'tel', autoComplete: 'off', placeholder: 'people.phonePlaceholder' },
    { kind: 'textarea', name: 'bio', label: 'people.field.bio', span: 'full', placeholder: 'chefs.bioPlaceholder' },
  ],
  queryKey: chefKeys.all,
  actors: chefActors,
  history: chefPaths.history,
});
