/**
 * The validation messages of the contract are ids (issue #14 item 4): a schema's or a form's
 * message is one of these, the SPA shows the catalogue's text for it (the same id), and the
 * server turns it into the spec's English (spec section 5) for its `message`, exactly as the
 * spec writes it, trailing space included. tests/unit/validation-ids.test.ts checks that every
 * catalogue has every id and that en-US says the English below.
 */
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, TOTP_DIGITS } from '../../constants';

export const VALIDATION_TEXTS = {
  'validation.required': 'This field is required',
  'validation.requiredCapital': 'This Field is required',
  'validation.emailEnter': 'Please enter your email',
  'validation.passwordEnter': 'Please enter your password',
  'validation.emailInvalid': 'Please enter valid email',
  'validation.passwordLength': `Password must have ${PASSWORD_MIN_LENGTH} characters`,
  'validation.passwordSpecial': 'Password must have at-least one special character',
  'validation.passwordCapital': 'Password must have at-least one Capital Letter',
  'validation.passwordNumber': 'Password must have at-least one Number',
  // Change password's wording of the same three rules ends with a space (spec section 5).
  'validation.passwordSpecialSpaced': 'Password must have at-least one special character ',
  'validation.passwordCapitalSpaced': 'Password must have at-least one Capital Letter ',
  'validation.passwordNumberSpaced': 'Password must have at-least one Number ',
  'validation.passwordMismatch': 'Password not matched',
  'validation.passwordTooLong': 'password is too long',
  // Issue #32 item 4: checked by the server only (the list of common passwords stays there).
  'validation.passwordGuessable': 'This password is too easy to guess: do not use a common password, your name or e-mail, or the product’s name',
  'validation.videoResolution': 'You need to upload 960*360 resolution video only.',
  'validation.videoEndTime': 'End time must be lower then video duration time.',
  'validation.ingredientUnknown': 'Ingredient does not exist. Add to Ingredients Management section.',
  'validation.noNul': 'Text must not contain the NUL character (U+0000)',
  'account.validation.otpFormat': `Please enter the ${OTP_LENGTH}-digit OTP`,
  // Issue #32 item 1: the authenticator app's code, and at sign-in that code or a recovery code.
  'account.validation.totpFormat': `Please enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  'account.validation.secondFactorFormat': `Please enter the ${TOTP_DIGITS}-digit code from your authenticator app, or a recovery code`,
  // Rules of our own beside the spec's, on images, phone numbers, plans and classes
  'kit.image.type': 'Only jpg, png or jpeg images are allowed',
  'kit.image.size': 'The image must be at most 5 MB',
  'kit.image.unreadable': 'This file could not be read as an image',
  'kit.phone.invalid': 'Please enter a valid phone number',
  'subscriptions.amountInvalid': 'Please enter a valid amount',
  'subscriptions.timeframeInvalid': 'Please enter a whole number of months',
  'classes.message.pastDate': 'A live class cannot be in the past',
  'classes.message.timeFormat': 'Use the format HH:mm:ss',
  'classes.message.startAfterEnd': 'The start must not be after the end',
  'classes.message.videoLink': 'Enter a web address that starts with http:// or https://',
} as const;

export type ValidationId = keyof typeof VALIDATION_TEXTS;

/** The spec's English for a validation id; any other message (a rule's own words) as it is. */
export const validationEnglish = (message: string): string =>
  Object.hasOwn(VALIDATION_TEXTS, message) ? VALIDATION_TEXTS[message as ValidationId] : message;
