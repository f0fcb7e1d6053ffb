/** A mail driver a test can switch to failing, as an unreachable SMTP server would, around the real one. */
import type { MailDriver } from '../../server/mail/mail-driver';

export const SMTP_UNREACHABLE = 'SMTP server unreachable';

export function switchableMail() {
  const state = { failing: false };
  return {
    state,
    wrapMail: (real: MailDriver): MailDriver => ({
      send: async (mail) => {
        if (state.failing) throw new Error(SMTP_UNREACHABLE);
        await real.send(mail);
      },
    }),
  };
}
