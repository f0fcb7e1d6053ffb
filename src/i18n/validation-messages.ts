/**
 * Machines speak the spec's English validation texts (spec section 5, from the contract's
 * valibot schemas); views show them in the active locale. Unknown texts pass through as is.
 */
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { MessageId } from './messages/en-US';

type Descriptor = MessageDescriptor & { id: MessageId };

export const validationMessages: Record<string, Descriptor> = {
  'This field is required': { id: 'validation.required' },
  'This Field is required': { id: 'validation.requiredCapital' },
  'Please enter your email': { id: 'validation.emailEnter' },
  'Please enter your password': { id: 'validation.passwordEnter' },
  'Please enter valid email': { id: 'validation.emailInvalid' },
  'Password must have 8 characters': { id: 'validation.passwordLength' },
  'Password must have at-least one special character': { id: 'validation.passwordSpecial' },
  'Password must have at-least one Capital Letter': { id: 'validation.passwordCapital' },
  'Password must have at-least one Number': { id: 'validation.passwordNumber' },
  'Password not matched': { id: 'validation.passwordMismatch' },
  'password is too long': { id: 'validation.passwordTooLong' },
  'You need to upload 960*360 resolution video only.': { id: 'validation.videoResolution' },
  'End time must be lower then video duration time.': { id: 'validation.videoEndTime' },
  'Ingredient does not exist. Add to Ingredients Management section.': { id: 'validation.ingredientUnknown' },
  'Please enter the 6-digit OTP': { id: 'account.validation.otpFormat' },
};

/**
 * Returns `translate(englishText)`. Some spec texts end with a space (change password);
 * the lookup ignores it and the translation keeps it, so en-US output is the spec's exact text.
 */
export function useTranslateValidation(): (message: string) => string {
  const intl = useIntl();
  return (message) => {
    const text = message.trimEnd();
    const descriptor = validationMessages[text];
    return descriptor ? intl.formatMessage(descriptor) + message.slice(text.length) : message;
  };
}
