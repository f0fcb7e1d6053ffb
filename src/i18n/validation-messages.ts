/**
 * Validation messages in the active locale: ids from the catalogue (login-validation-messages.ts),
 * and the contract's length cap, whatever its number.
 */
import { useIntl } from 'react-intl';
import { useTranslateLoginValidation } from './login-validation-messages';

/** The contract's length cap on text fields (api/contract/fields.ts), whatever its number. */
const TOO_LONG = /^Must be at most (\d+) characters$/;

/** Returns `translate(message)`: a validation id's text in the active locale. */
export function useTranslateValidation(): (message: string) => string {
  const intl = useIntl();
  const translate = useTranslateLoginValidation();
  return (message) => {
    const tooLong = TOO_LONG.exec(message);
    return tooLong ? intl.formatMessage({ id: 'validation.tooLong' }, { max: Number(tooLong[1]) }) : translate(message);
  };
}
