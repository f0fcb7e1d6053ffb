/** The image-pick machine's measure (its `measureImage` actor): decodes the file to read its size. */
import { fromPromise } from 'xstate';

export const measureImage = fromPromise<{ width: number; height: number }, File>(async ({ input }) => {
  const bitmap = await createImageBitmap(input);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
});
