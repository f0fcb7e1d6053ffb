/**
 * Form messages in the active locale. The contract's and the machines' validation messages are
 * ids (src/api/contract/validation-ids.ts), looked up in the catalogue by id: a missing text is
 * said loudly (text.tsx, as react-intl's MISSING_TRANSLATION; tests/unit/validation-ids.test.ts fails), never an
 * English text shown silently. Anything else (a rule's own words) is shown as it is. The login
 * form's three ids are in the first catalogue part, so /login needs nothing more.
 */
import type { MessageId } from './messages/en-US';
import { useText } from './text';

/** An id is dotted words, no spaces (`validation.required`, `kit.image.type`); a text has spaces. */
const isValidationId = (message: string) => /^[a-z]\w*(\.\w+)+$/.test(message);

export function useTranslateLoginValidation(): (message: string) => string {
  const text = useText();
  return (message) => (isValidationId(message) ? text(message as MessageId) : message);
}
