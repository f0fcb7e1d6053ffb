/**
 * Masks secrets before an event leaves its actor for the journal or the inspector
 * (DESIGN.md section 3, STYLE.md habit 7): any key naming a password, OTP, token, secret,
 * authorization, sign-in challenge, recovery code or QR code, at any depth. Form machines send `{ field, value }` change events, so a
 * `value` beside a secret `field` name is masked too.
 *
 * An actor's snapshot inside an event (a parent told of its child's change: `xstate.snapshot.*`)
 * is kept as its state and status only, and an actor itself as its id: walking the snapshot's
 * machine and context took 17 ms per upload progress, most of the page's time during an upload
 * (issue #11). A replay needs neither: what a parent reads of them does not change its state.
 */
export const REDACTED = '[redacted]';

/**
 * Bulk data is kept as its size: an object of more than `MAX_KEYS` keys is a language's catalogue
 * (the locale flow's, some 900 messages), not the state of a flow. Kept whole it was 95 % of the
 * journal, 280,000 characters per page load in the tab's session storage, which Chromium reads in
 * full into each new page (issue #37: a task that grew by about 25 ms with each load). A replay
 * takes it as it takes a secret: not compared.
 */
const MAX_KEYS = 200;
const BULK = '[bulk of ';
export const isKeptAsSize = (value: unknown) => typeof value === 'string' && value.startsWith(BULK);

// A sign-in's challenge, recovery codes and the QR code of a TOTP secret are secrets too (issue #32
// item 1), and so is what a passkey signed (its `credential`: an answer to a live challenge).
const SECRET_NAME = /pass(word)?|otp|token|secret|authori[sz]ation|challenge|recovery_?codes?|qr_?svg|credential/i;
const MAX_DEPTH = 8;

export const isSecretName = (name: string) => SECRET_NAME.test(name);

const isMachineSnapshot = (source: Record<string, unknown>) => 'machine' in source && 'status' in source && 'value' in source;
const isActorRef = (source: Record<string, unknown>) => typeof source.send === 'function' && typeof source.sessionId === 'string';

/**
 * What an object was redacted to, at each depth it was met: a machine's context and events are
 * immutable (a change is a new object), and the same lists come back in every snapshot of a flow,
 * the class form's chefs, meal types and ingredients among them. Redacted anew each time, they
 * were 3 ms of each of its snapshots, its first draw and every key typed (issue #37).
 */
const redacted = new WeakMap<object, Map<number, unknown>>();

export function redact<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH) return '[deep]' as T;
  if (value === null || typeof value !== 'object') return value;
  let atDepth = redacted.get(value);
  if (atDepth?.has(depth)) return atDepth.get(depth) as T;
  const result = redactObject(value, depth) as T;
  if (!atDepth) redacted.set(value, (atDepth = new Map()));
  atDepth.set(depth, result);
  return result;
}

function redactObject(value: object, depth: number): unknown {
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `[file of ${value.size} bytes]`;
  const source = value as Record<string, unknown>;
  const keys = Object.keys(source).length;
  if (keys > MAX_KEYS) return `${BULK}${keys} entries]`;
  if (isMachineSnapshot(source)) return { status: source.status, value: redact(source.value, depth + 1) };
  if (isActorRef(source)) return `[actor ${String(source.id)}]`;
  const secretField = typeof source.field === 'string' && isSecretName(source.field);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    if (typeof item === 'function') continue;
    const secret = isSecretName(key) || (secretField && key === 'value');
    out[key] = secret ? REDACTED : redact(item, depth + 1);
  }
  return out;
}
