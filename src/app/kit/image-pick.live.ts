/** The image pick machine with its real effects: the browser decodes the file to measure it; an accepted file (or none) goes to the form. */
import { imagePickMachine } from '../../machines/image-pick.machine';
import { supplyAll } from '../../machines/supplied';
import { measureImage } from '../measure-image';

export const liveImagePick = (toForm: (file: File | null) => void) =>
  supplyAll(imagePickMachine, {
    actors: { measureImage },
    actions: { accept: (_, { file }) => toForm(file), clear: () => toForm(null) },
  });
