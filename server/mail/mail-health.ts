/**
 * Whether this process's last attempt to hand a mail to the mail server worked, for the readiness
 * probe (`deps.mailQueue.health()`): a failed attempt makes mail "degraded" until one succeeds.
 * The detail names the error code only, never a recipient or a body.
 */
export type MailHealth = { ok: boolean; detail?: string };

export function mailHealthTracker(now: () => Date = () => new Date()) {
  let current: MailHealth = { ok: true };
  return {
    health: (): MailHealth => current,
    sent: () => void (current = { ok: true }),
    failed: (error: unknown) => {
      const code = (error as { code?: unknown } | undefined)?.code;
      const reason = typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code) ? code : 'send failed';
      current = { ok: false, detail: `mail unavailable: the last send failed (${reason}) at ${now().toISOString()}` };
    },
  };
}

export type MailHealthTracker = ReturnType<typeof mailHealthTracker>;
