/**
 * The refusal of an edit based on an older version of its record (issue #15 item 2): 409 with
 * this message and code. Forms recognise it by the code; 409 alone also means "e-mail in use".
 */
export const STALE_EDIT_CODE = 'edit.stale';
export const STALE_EDIT_MESSAGE = 'This record was changed by someone else. Reload to see the current values.';
