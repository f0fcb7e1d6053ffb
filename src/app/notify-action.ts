/** The `notify` action of every machine: its notice as a toast (spec section 8). Kept apart: the sign-in page's code carries it. */
import type { Notice } from '../machines/notify';

export const notifyAction =
  ({ notify }: { notify: (notice: Notice) => void }) =>
  (_: unknown, notice: Notice) =>
    notify(notice);
