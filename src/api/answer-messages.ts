/** The client's own messages, for a call that got no answer or one off the contract (translated in notice-text.tsx). */
export const UNEXPECTED_ANSWER = 'The server answered in an unexpected way';
export const NO_ANSWER = 'The server could not be reached';
