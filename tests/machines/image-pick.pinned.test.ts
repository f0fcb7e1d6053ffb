/**
 * Image pick pinned by hand (issue #12 item 7): a refused pick after an accepted one empties the
 * form's field, so the form never saves the earlier image while it shows the refusal.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { IMAGE_TYPE_MESSAGE } from '../../src/api/contract/fields';
import { imagePickMachine, UNREADABLE_IMAGE_MESSAGE } from '../../src/machines/image-pick.machine';

const file = (name: string, type: string) => new File([new Uint8Array(2_000)], name, { type });
const good = file('pesto.png', 'image/png');
const broken = file('broken.png', 'image/png');

/** The picker wired to a stand-in for the form's image field. */
function pickerWithField() {
  const field: { value: File | null } = { value: null };
  const picker = createActor(
    imagePickMachine.provide({
      actors: {
        measureImage: fromPromise<{ width: number; height: number }, File>(async ({ input }) => {
          if (input === broken) throw new Error('decode failed');
          return { width: 640, height: 480 };
        }),
      },
      actions: { accept: (_, { file: accepted }) => void (field.value = accepted), clear: () => void (field.value = null) },
    }),
    { input: { minSide: 100 } },
  ).start();
  return { field, picker };
}

describe('image pick', () => {
  it('an unreadable image picked after a good one empties the field, so what is saved is what is shown', async () => {
    const { field, picker } = pickerWithField();
    picker.send({ type: 'image.pick', file: good });
    await waitFor(picker, (s) => s.matches('idle'));
    expect(field.value).toBe(good);

    picker.send({ type: 'image.pick', file: broken });
    await waitFor(picker, (s) => s.matches('idle'));

    expect(picker.getSnapshot().context.refusal).toBe(UNREADABLE_IMAGE_MESSAGE);
    expect(field.value).toBeNull();
  });

  it('a file of another type picked after a good one empties the field too', async () => {
    const { field, picker } = pickerWithField();
    picker.send({ type: 'image.pick', file: good });
    await waitFor(picker, (s) => s.matches('idle'));

    picker.send({ type: 'image.pick', file: file('notes.txt', 'text/plain') });

    expect(picker.getSnapshot().context.refusal).toBe(IMAGE_TYPE_MESSAGE);
    expect(field.value).toBeNull();
  });
});
