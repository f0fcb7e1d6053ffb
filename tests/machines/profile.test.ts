/**
 * Edit profile over every path: names required, an accepted image sent with them (or none), the
 * server's refusal, and on success the session updated at once, then /dashboard 1 s later.
 */
import { expect } from 'vitest';
import { visibleErrors } from '../../src/machines/form-errors';
import { profileErrors, profileMachine, type ProfileContext } from '../../src/machines/profile.machine';
import { describeModel } from '../support/describe-model';
import { errorVisibility } from '../support/shown-errors';

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@mise.local', profileImage: null };
const portrait = new File([new Uint8Array(2048)], 'portrait.png', { type: 'image/png' });
const saved = {
  message: 'Profile updated',
  profile: { firstName: 'Ada', lastName: 'Byron', email: 'ada@mise.local', profileImage: '/api/v1/files/avatars%2Fa1b2.png' },
};
const shown = (context: ProfileContext) => visibleErrors(profileErrors(context), context.touched, context.submitted);
/** Which messages must show, by the test's own account of what was left and submitted. */
/** The image the pick handed over last, by the test's own account. */
let handedImage: File | null = null;
const visibility = errorVisibility({ blur: 'profile.blur', submit: 'profile.submit', takenIn: 'editing' });

describeModel({
  name: 'profile',
  machine: profileMachine,
  starts: [
    { name: 'no image yet', input: ada },
    { name: 'with an image', input: { ...ada, profileImage: '/api/v1/files/avatars%2Fold.png' } },
  ],
  events: {
    'profile.change': [
      { field: 'firstName', value: 'Ada' },
      { field: 'firstName', value: '  ' },
      { field: 'lastName', value: 'Byron' },
      { field: 'lastName', value: '' },
    ],
    'profile.blur': [{ field: 'firstName' }, { field: 'lastName' }],
    'profile.image': [{ file: portrait }, { file: null }],
    'profile.submit': [{}],
  },
  outcomes: {
    saveProfile: { done: [saved], error: [new Error('image: The image must be at least 100x100 pixels')] },
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      shown: shown(snapshot.context),
      firstName: snapshot.context.firstName,
      lastName: snapshot.context.lastName,
      image: snapshot.context.image?.name ?? null,
    }),
  filterEvents: (snapshot, event) => !['profile.change', 'profile.image'].includes(event.type) || snapshot.matches('editing'),
  alsoRefused: true,
  // Spec sections 2, 4, 8: the names (and an accepted image, or none) sent only when both names
  // are given; on success the top bar changes at once, while the toast shows, and the dashboard
  // comes 1 s later; a refusal is said and nothing else changes.
  expectedEffects: ({ before, event }) => {
    switch (event.type) {
      case 'profile.submit': {
        const { firstName, lastName } = before!.context;
        const named = firstName.trim() !== '' && lastName.trim() !== '';
        // The image sent is the last one the image pick handed over (none, or none again after a clear).
        return before!.matches('editing') && named ? [{ kind: 'call', name: 'saveProfile', input: { firstName, lastName, image: handedImage } }] : [];
      }
      case 'xstate.done.actor.saveProfile':
        return [
          { kind: 'action', name: 'updateSession', params: saved.profile },
          { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Profile updated' } },
        ];
      case 'xstate.error.actor.saveProfile':
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: 'image: The image must be at least 100x100 pixels' } }];
      case 'xstate.after.afterSave.profile.saved':
        return [{ kind: 'action', name: 'navigate', params: { to: '/dashboard' } }];
      default:
        return [];
    }
  },
  // A field's message once it was left, every one once a submit was tried (spec section 5).
  everyStep: (check) => {
    if (check.before === null) handedImage = null;
    if (check.event.type === 'profile.image' && check.before?.matches('editing')) handedImage = (check.event as unknown as { file: File | null }).file;
    visibility.hold(check, shown(check.snapshot.context), profileErrors(check.snapshot.context));
  },
  states: {
    editing: ({ snapshot }) => {
      // The e-mail is read-only: nothing the person does changes it.
      expect(snapshot.context.email).toBe(ada.email);
      for (const message of Object.values(shown(snapshot.context))) expect(message).toBe('validation.required');
    },
    saving: ({ snapshot }) => expect(profileErrors(snapshot.context)).toEqual({}),
    done: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
  afterEvent: {
    'xstate.done.actor.saveProfile': ({ snapshot }) => expect(snapshot.value).toBe('saved'),
    'xstate.error.actor.saveProfile': ({ snapshot }) => expect(snapshot.value).toBe('editing'),
  },
});
