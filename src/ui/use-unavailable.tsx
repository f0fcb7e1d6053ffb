/**
 * A control that cannot be used for this row, and says why (the server would refuse it anyway).
 * aria-disabled rather than disabled keeps it focusable and hoverable, so the reason reaches
 * everyone: as its tooltip (title) and as its description (aria-describedby) for screen readers.
 */
import { useId } from 'react';
import { visuallyHidden } from '../theme/utilities.css';

export function useUnavailable(reason: string | undefined) {
  const id = useId();
  if (!reason) return { props: {}, note: null };
  return {
    props: { 'aria-disabled': true, title: reason, 'aria-describedby': id } as const,
    note: (
      <span id={id} className={visuallyHidden}>
        {reason}
      </span>
    ),
  };
}
