/**
 * The line under a form field: its error (danger colour, with an icon), else its hint, else,
 * when asked, an empty line of the same height so an error appearing later moves nothing below.
 * The field points at it with aria-describedby={id} whenever there is an error or a hint.
 */
import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide';
import { DataIcon } from './data-icon';
import * as fieldStyles from './field.css';

export type FieldMessageProps = { id: string; error?: string | undefined; hint?: ReactNode; reserveSpace?: boolean | undefined };

export function FieldMessage({ id, error, hint, reserveSpace }: FieldMessageProps) {
  if (error) {
    return (
      <p id={id} className={fieldStyles.error}>
        <DataIcon icon={CircleAlert} size={14} />
        {error}
      </p>
    );
  }
  if (hint) {
    return (
      <p id={id} className={fieldStyles.hint}>
        {hint}
      </p>
    );
  }
  return reserveSpace ? <p aria-hidden="true" className={fieldStyles.reservedMessage} /> : null;
}
