/**
 * Choosing an image for a form (spec sections 5, 9): jpg, png or jpeg only, at most 5 MB, and
 * where the area asks, at least 100x100 pixels. A refused file is not kept and a clear message
 * says why; an accepted one is handed to the form (`accept`). A refusal also empties the form's
 * field (`clear`): an image accepted before it must not be saved while the refusal shows.
 * Measuring needs the browser, so it is an injected actor. The server checks everything again by
 * the file's bytes.
 */
import { assign, not, setup } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import { IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageTooSmallMessage, UNREADABLE_IMAGE_MESSAGE } from '../api/contract/fields';

// The server says the same of an image it cannot decode.
export { UNREADABLE_IMAGE_MESSAGE };

export type ImagePickEvent = { type: 'image.pick'; file: File } | { type: 'image.clear' };

export type ImagePickContext = { minSide: number | null; candidate: File | null; refusal: string | null };

const IMAGE_NAME = /\.(jpe?g|png)$/i;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

export const isAllowedImageFile = (file: Pick<File, 'name' | 'type'>) => IMAGE_TYPES.includes(file.type) && IMAGE_NAME.test(file.name);

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as ImagePickContext,
    events: {} as ImagePickEvent,
    input: {} as { minSide: number | null },
  },
  actors: {
    measureImage: suppliedPromise<{ width: number; height: number }, File>('measureImage'),
  },
  actions: {
    accept: suppliedAction<{ file: File }>(),
    clear: suppliedAction(),
  },
  guards: {
    isImageType: ({ event }) => event.type === 'image.pick' && isAllowedImageFile(event.file),
    isSmallEnough: ({ event }) => event.type === 'image.pick' && event.file.size <= IMAGE_MAX_BYTES,
    isBigEnough: ({ context, event }) => {
      const { width, height } = (event as unknown as { output: { width: number; height: number } }).output;
      return context.minSide === null || (width >= context.minSide && height >= context.minSide);
    },
  },
}).createMachine({
  id: 'imagePick',
  context: ({ input }) => ({ minSide: input.minSide, candidate: null, refusal: null }),
  initial: 'idle',
  on: {
    'image.pick': [
      { guard: not('isImageType'), target: '.idle', actions: [assign({ candidate: null, refusal: IMAGE_TYPE_MESSAGE }), 'clear'] },
      { guard: not('isSmallEnough'), target: '.idle', actions: [assign({ candidate: null, refusal: IMAGE_SIZE_MESSAGE }), 'clear'] },
      { target: '.checking', reenter: true, actions: assign({ candidate: ({ event }) => event.file, refusal: null }) },
    ],
    'image.clear': { target: '.idle', actions: [assign({ candidate: null, refusal: null }), 'clear'] },
  },
  states: {
    idle: {},
    checking: {
      invoke: {
        id: 'measureImage',
        src: 'measureImage',
        input: ({ context }) => context.candidate!,
        onDone: [
          {
            guard: 'isBigEnough',
            target: 'idle',
            actions: [{ type: 'accept', params: ({ context }) => ({ file: context.candidate! }) }, assign({ candidate: null })],
          },
          {
            target: 'idle',
            actions: [assign({ candidate: null, refusal: ({ context }) => imageTooSmallMessage(context.minSide!) }), 'clear'],
          },
        ],
        onError: { target: 'idle', actions: [assign({ candidate: null, refusal: UNREADABLE_IMAGE_MESSAGE }), 'clear'] },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const imagePickMachine = withNeeds(definition, { actors: ['measureImage'], actions: ['accept', 'clear'] });
