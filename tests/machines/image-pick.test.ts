import { expect } from 'vitest';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageTooSmallMessage } from '../../src/api/contract/fields';
import { imagePickMachine, UNREADABLE_IMAGE_MESSAGE } from '../../src/machines/image-pick.machine';
import { describeModel } from '../support/describe-model';

const file = (name: string, type: string, size = 20_000) => new File([new Uint8Array(size)], name, { type });
const photo = file('avatar.png', 'image/png');
const notes = file('notes.txt', 'text/plain');
const huge = file('huge.jpg', 'image/jpeg', 6 * 1024 * 1024);
/** Exactly the 5 MB allowed. */
const atTheLimit = file('exact.jpg', 'image/jpeg', 5 * 1024 * 1024);
/** An image's type under a name that is no jpg or png (both must say image). */
const disguised = file('avatar.png.zip', 'image/png');
/** What the spec lets through to be measured: a jpg or png, by type and name, of at most 5 MB. */
const measurable = (picked: File) => picked === photo || picked === atTheLimit;
const bigEnough = (minSide: number | null, { width, height }: { width: number; height: number }) => minSide === null || (width >= minSide && height >= minSide);

describeModel({
  name: 'imagePick',
  machine: imagePickMachine,
  starts: [
    { name: 'profile image (at least 100x100)', input: { minSide: 100 } },
    { name: 'an image of any size', input: { minSide: null } },
  ],
  events: {
    'image.pick': [{ file: photo }, { file: notes }, { file: huge }, { file: atTheLimit }, { file: disguised }],
    'image.clear': [{}],
  },
  outcomes: {
    measureImage: {
      done: [
        { width: 640, height: 480 },
        { width: 99, height: 480 },
        { width: 640, height: 99 },
        { width: 100, height: 100 },
      ],
      error: [new Error('decode failed')],
    },
  },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, refusal: snapshot.context.refusal }),
  // Spec sections 4, 5: only a jpg or png of at most 5 MB is measured; a refused file is never
  // handed to the form, and the form's field is emptied, so that an image accepted earlier is not
  // saved under the refusal. A new pick while measuring drops the older one.
  expectedEffects: ({ input, before, event }) => {
    const clear = { kind: 'action', name: 'clear', params: undefined } as const;
    const dropped = before?.matches('checking') && (event.type === 'image.pick' || event.type === 'image.clear') ? [{ kind: 'cancel', name: 'measureImage' } as const] : [];
    switch (event.type) {
      case 'image.pick': {
        const picked = (event as unknown as { file: File }).file;
        return measurable(picked) ? [...dropped, { kind: 'call', name: 'measureImage', input: picked }] : [clear, ...dropped];
      }
      case 'image.clear':
        return [clear, ...dropped];
      case 'xstate.done.actor.measureImage': {
        const size = event.output as { width: number; height: number };
        return bigEnough(input.minSide, size) ? [{ kind: 'action', name: 'accept', params: { file: before!.context.candidate } }] : [clear];
      }
      case 'xstate.error.actor.measureImage':
        return [clear];
      default:
        return [];
    }
  },
  afterEvent: {
    'image.pick': ({ snapshot, event }) => {
      const picked = (event as unknown as { file: File }).file;
      const refusals = new Map<File, string | null>([
        [photo, null],
        [atTheLimit, null],
        [notes, IMAGE_TYPE_MESSAGE],
        [disguised, IMAGE_TYPE_MESSAGE],
        [huge, IMAGE_SIZE_MESSAGE],
      ]);
      expect(snapshot.context.refusal).toBe(refusals.get(picked));
    },
    'xstate.done.actor.measureImage': ({ snapshot, event }) => {
      const { minSide } = snapshot.context;
      expect(snapshot.context.refusal).toBe(bigEnough(minSide, event.output as { width: number; height: number }) ? null : imageTooSmallMessage(minSide!));
    },
    'xstate.error.actor.measureImage': ({ snapshot }) => expect(snapshot.context.refusal).toBe(UNREADABLE_IMAGE_MESSAGE),
    'image.clear': ({ snapshot }) => expect(snapshot.context.refusal).toBeNull(),
  },
});
