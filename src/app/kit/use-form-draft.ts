/**
 * A form screen's draft (form-draft.ts), made once per screen. Leaving the form in the app (saved,
 * discarded, or "Leave without saving") forgets it; a reload or a closed tab never unmounts the
 * screen, so the draft waits for the next open.
 */
import { useEffect, useState } from 'react';
import { formDraft, type FormDraft } from './form-draft';

export function useFormDraft<TValues extends Record<string, unknown>>(path: string, leftOut: readonly string[]): FormDraft<TValues> {
  const [draft] = useState(() => formDraft<TValues>(path, new Set(leftOut)));
  useEffect(
    () => () => {
      draft.drop();
      draft.close();
    },
    [draft],
  );
  return draft;
}
