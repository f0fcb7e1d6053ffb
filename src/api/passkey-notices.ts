/**
 * What the browser's side of a passkey ceremony can end with, in the English our flows speak
 * (i18n/notice-text.tsx shows each in the person's language). Kept apart from the ceremony so the
 * sign-in page's toasts know them without loading the WebAuthn library.
 */
export const PASSKEY_CANCELLED = 'No passkey was used: the request was cancelled or timed out';
export const PASSKEY_UNSUPPORTED = 'This browser cannot use passkeys';
export const PASSKEY_ON_THIS_DEVICE = 'This device already holds one of your passkeys';
