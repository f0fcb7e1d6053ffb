/**
 * Machines speak the spec's English validation texts (spec section 5, from the contract's
 * valibot schemas); views show them in the active locale. Unknown texts pass through as is.
 * The login form's few are in login-validation-messages.ts, so /login does not carry these.
 */
import { useIntl } from 'react-intl';
import { NUL_MESSAGE } from '../api/contract/fields';
import { loginValidationMessages, useTranslateWith, type ValidationIds } from './login-validation-messages';

export const validationMessages: ValidationIds = {
  ...loginValidationMessages,
  'This field is required': 'validation.required',
  'This Field is required': 'validation.requiredCapital',
  'Please enter valid email': 'validation.emailInvalid',
  'Password must have 8 characters': 'validation.passwordLength',
  'Password must have at-least one special character': 'validation.passwordSpecial',
  'Password must have at-least one Capital Letter': 'validation.passwordCapital',
  'Password must have at-least one Number': 'validation.passwordNumber',
  'Password not matched': 'validation.passwordMismatch',
  'You need to upload 960*360 resolution video only.': 'validation.videoResolution',
  'End time must be lower then video duration time.': 'validation.videoEndTime',
  'Ingredient does not exist. Add to Ingredients Management section.': 'validation.ingredientUnknown',
  'Please enter the 6-digit OTP': 'account.validation.otpFormat',
  [NUL_MESSAGE]: 'validation.noNul',
};

/** The contract's length cap on text fields (api/contract/fields.ts), whatever its number. */
const TOO_LONG = /^Must be at most (\d+) characters$/;

/** Returns `translate(englishText)`: a spec text in the active locale (its trailing space kept). */
export function useTranslateValidation(): (message: string) => string {
  const intl = useIntl();
  const translate = useTranslateWith(validationMessages);
  return (message) => {
    const tooLong = TOO_LONG.exec(message);
    return tooLong ? intl.formatMessage({ id: 'validation.tooLong' }, { max: Number(tooLong[1]) }) : translate(message);
  };
}
