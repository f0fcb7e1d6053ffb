/**
 * A mail queue for programs that build an app but send no mail (the list bench, an app on a dead
 * database in tests): queuing a mail fails loudly, and mail always reads as healthy.
 */
import type { MailQueue } from './mail-queue';

export const unsentMailQueue = (): MailQueue => ({
  enqueue: async () => {
    throw new Error('this program sends no mail');
  },
  wake: () => undefined,
  health: () => ({ ok: true }),
  drain: async () => undefined,
  stop: async () => undefined,
});
