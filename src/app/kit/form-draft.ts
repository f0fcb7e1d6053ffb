/**
 * Where a form's typed values wait for a reload, a crash or a new version (issue #31 item 3):
 * the tab's session storage under `mise.draft:<form path>` (`/chef/edit/16`, `/admin/add`).
 * Writes wait until the typing pauses (300 ms) and are flushed when the page goes away, so every
 * kind of reload finds the last values. Never a password or a file (`keptValues`), and nothing
 * over 64 kB: a draft that large is not worth a full storage.
 */
import type { KeptDraft } from '../../machines/entity-form.machine';
import { beforeVersionReload } from '../new-version';

export const DRAFT_KEY_PREFIX = 'mise.draft:';
const WRITE_AFTER_MS = 300;
const MAX_DRAFT_CHARS = 64_000;

/** A form's values: the entity forms' and the class form's alike. */
type Values = Record<string, unknown>;

export type FormDraft<TValues extends Values> = {
  /** What was kept for this form, or null. */
  read: () => KeptDraft<TValues> | null;
  /** Keeps these values, typed over this version of the record (shortly: the last call within 300 ms wins). */
  keep: (values: TValues, version?: number | null) => void;
  /** Forgets them, and a write still waiting. */
  drop: () => void;
  /** Stops listening for the page going away. */
  close: () => void;
};

/** The form's path as the draft's name: its list path and `add` or `edit/<id>`. */
export const draftPath = (listPath: string, recordId: number | null) => `${listPath}/${recordId === null ? 'add' : `edit/${recordId}`}`;

/** The values worth keeping: no file, no field the form leaves out (a password; a video's length). */
export function keptValues(values: Values, secret: ReadonlySet<string>): Values {
  const kept: Values = {};
  for (const [field, value] of Object.entries(values)) {
    if (secret.has(field) || (typeof File !== 'undefined' && value instanceof File)) continue;
    kept[field] = value;
  }
  return kept;
}

export function formDraft<TValues extends Values>(path: string, secret: ReadonlySet<string>): FormDraft<TValues> {
  const key = DRAFT_KEY_PREFIX + path;
  let waiting: { values: TValues; version: number | null } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = () => {
    clearTimeout(timer);
    if (waiting === null) return;
    const text = JSON.stringify({ values: keptValues(waiting.values, secret), version: waiting.version });
    waiting = null;
    try {
      if (text.length <= MAX_DRAFT_CHARS) sessionStorage.setItem(key, text);
      else sessionStorage.removeItem(key);
    } catch {
      // Storage full or refused: the form works on, only without a draft.
    }
  };
  window.addEventListener('pagehide', write);
  const stopBeforeReload = beforeVersionReload(write);

  return {
    read: () => {
      try {
        const text = sessionStorage.getItem(key);
        const parsed = (text === null ? null : JSON.parse(text)) as { values?: unknown; version?: unknown } | null;
        const values = parsed?.values;
        if (values === null || typeof values !== 'object' || Array.isArray(values)) return null;
        return { values: keptValues(values as Values, secret) as Partial<TValues>, version: typeof parsed?.version === 'number' ? parsed.version : null };
      } catch {
        return null;
      }
    },
    keep: (values, version = null) => {
      waiting = { values, version };
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_AFTER_MS);
    },
    drop: () => {
      waiting = null;
      clearTimeout(timer);
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing kept then.
      }
    },
    close: () => {
      window.removeEventListener('pagehide', write);
      stopBeforeReload();
    },
  };
}
