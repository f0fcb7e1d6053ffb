/**
 * Edit profile (spec sections 2, 4, 5, 7, 9): first and last name, the e-mail shown read-only,
 * and a new image (chosen and checked by the image-pick flow, which hands over accepted files
 * only). A save updates the session's name, e-mail and avatar at once, so the top bar changes
 * while the success toast shows, and 1 s later the flow goes to /dashboard.
 */
import { assign, setup } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import { profileForm } from '../api/contract/account';
import { REDIRECT_AFTER_SAVE_MS } from '../constants';
import { accountRoutes } from './account-routes';
import { errorMessage } from './error-message';
import { fieldErrors } from './form-errors';
import type { Notice } from './notify';
import type { ProfileChange } from './session.machine';

export type ProfileField = 'firstName' | 'lastName';

export type ProfileEvent =
  | { type: 'profile.change'; field: ProfileField; value: string }
  | { type: 'profile.blur'; field: ProfileField }
  /** An accepted new image, or null to keep the current one. */
  | { type: 'profile.image'; file: File | null }
  | { type: 'profile.submit' };

export type ProfileContext = Record<ProfileField, string> & {
  email: string;
  /** The saved image's address, while no new one is chosen. */
  currentImage: string | null;
  image: File | null;
  touched: Partial<Record<ProfileField, boolean>>;
  submitted: boolean;
};

export type ProfileSaveInput = { firstName: string; lastName: string; image: File | null };
/** What a save answers: the server's message and the profile as now stored. */
export type ProfileSaved = { message: string; profile: ProfileChange };

export const profileErrors = (context: Pick<ProfileContext, ProfileField>) =>
  fieldErrors<ProfileField>(profileForm, { firstName: context.firstName, lastName: context.lastName });

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    /** The signed-in admin as the session knows them. */
    input: {} as ProfileChange,
  },
  actors: {
    saveProfile: suppliedPromise<ProfileSaved, ProfileSaveInput>('saveProfile'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    updateSession: suppliedAction<ProfileChange>(),
    navigate: suppliedAction<{ to: string }>(),
  },
  guards: {
    isValid: ({ context }) => Object.keys(profileErrors(context)).length === 0,
  },
  delays: {
    afterSave: REDIRECT_AFTER_SAVE_MS,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    currentImage: input.profileImage,
    image: null,
    touched: {},
    submitted: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'profile.change': { actions: assign(({ context, event }) => ({ ...context, [event.field]: event.value })) },
        'profile.blur': { actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }) },
        'profile.image': { actions: assign({ image: ({ event }) => event.file }) },
        'profile.submit': [
          { guard: 'isValid', target: 'saving', actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ firstName: context.firstName, lastName: context.lastName, image: context.image }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'updateSession', params: ({ event }) => event.output.profile },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
        },
      },
    },
    // The session already shows the new profile; 1 s for the toast, then the dashboard.
    saved: {
      after: { afterSave: 'done' },
    },
    done: {
      type: 'final',
      entry: { type: 'navigate', params: { to: accountRoutes.dashboard } },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const profileMachine = withNeeds(definition, { actors: ['saveProfile'], actions: ['notify', 'updateSession', 'navigate'] });
