import { expect } from 'vitest';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageTooSmallMessage } from '../../src/api/contract/fields';
import { imagePickMachine, UNREADABLE_IMAGE_MESSAGE } from '../../src/machines/image-pick.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';

const file = (name: string, type: string, size = 20_000) => new File([new Uint8Array(size)], name, { type });
const photo = file('avatar.png', 'image/png');
const notes = file('notes.txt', 'text/plain');
const huge = file('huge.jpg', 'image/jpeg', 6 * 1024 * 1024);

describeModel({
  name: 'imagePick',
  machine: imagePickMachine,
  starts: [
    { name: 'profile image (at least 100x100)', input: { minSide: 100 } },
  ],
  events: {
    'image.pick': [{ file: photo }, { file: notes }, { file: huge }],
    'image.clear': [{}],
  },
  outcomes: {
    measureImage: { done: [{ width: 640, height: 480 }, { width: 99, height: 480 }], error: [new Error('decode failed')] },
  },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, refusal: snapshot.context.refusal }),
  afterEvent: {
    'image.pick': ({ snapshot, event, stepEffects }) => {
      const picked = (event as unknown as { file: File }).file;
      if (picked === notes) expect(snapshot.context.refusal).toBe(IMAGE_TYPE_MESSAGE);
      if (picked === huge) expect(snapshot.context.refusal).toBe(IMAGE_SIZE_MESSAGE);
      // Only a possible image is measured; a refused file is never handed to the form, and the
      // form's field is emptied so an image accepted earlier is not saved under the refusal.
      if (picked === photo) expect(callsOf(stepEffects, 'measureImage')).toHaveLength(1);
      else expect(callsOf(stepEffects, 'measureImage')).toEqual([]);
      expect(actionsOf(stepEffects, 'clear')).toHaveLength(picked === photo ? 0 : 1);
      expect(actionsOf(stepEffects, 'accept')).toEqual([]);
    },
    'xstate.done.actor.measureImage': ({ snapshot, event, stepEffects }) => {
      const { width } = event.output as { width: number };
      if (width >= 100) {
        expect(actionsOf(stepEffects, 'accept')).toEqual([{ kind: 'action', name: 'accept', params: { file: photo } }]);
        expect(actionsOf(stepEffects, 'clear')).toEqual([]);
        expect(snapshot.context.refusal).toBeNull();
      } else {
        expect(actionsOf(stepEffects, 'accept')).toEqual([]);
        expect(actionsOf(stepEffects, 'clear')).toHaveLength(1);
        expect(snapshot.context.refusal).toBe(imageTooSmallMessage(100));
      }
    },
    'xstate.error.actor.measureImage': ({ snapshot, stepEffects }) => {
      expect(snapshot.context.refusal).toBe(UNREADABLE_IMAGE_MESSAGE);
      expect(actionsOf(stepEffects, 'accept')).toEqual([]);
      expect(actionsOf(stepEffects, 'clear')).toHaveLength(1);
    },
    'image.clear': ({ snapshot, stepEffects }) => {
      expect(snapshot.context.refusal).toBeNull();
      expect(actionsOf(stepEffects, 'clear')).toHaveLength(1);
    },
  },
});
