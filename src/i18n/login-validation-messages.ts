/**
 * The login form's validation texts (spec section 5), the only ones /login's first load carries:
 * the first catalogue part has their translations, validation-messages.ts the rest. Machines
 * speak the spec's English; views show it in the active locale, unknown texts as they are.
 */
import { useIntl } from 'react-intl';
import type { MessageId } from './messages/en-US';

export type ValidationIds = Record<string, MessageId>;

export const loginValidationMessages: ValidationIds = {
  'Please enter your email': 'validation.emailEnter',
  'Please enter your password': 'validation.passwordEnter',
  'password is too long': 'validation.passwordTooLong',
};

/**
 * Returns `translate(englishText)`. Some spec texts end with a space (change password); the
 * lookup ignores it and the translation keeps it, so en-US output is the spec's exact text.
 */
export function useTranslateWith(ids: ValidationIds): (message: string) => string {
  const intl = useIntl();
  return (message) => {
    const text = message.trimEnd();
    const id = ids[text];
    return id ? intl.formatMessage({ id }) + message.slice(text.length) : message;
  };
}

export const useTranslateLoginValidation = () => useTranslateWith(loginValidationMessages);
