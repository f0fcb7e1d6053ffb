/**
 * The new-password rules live once in the shared contract (src/api/contract/passwords.ts), so
 * the SPA and the server cannot drift; the server's start-up checks (ADMIN_PASSWORD, the
 * generated first password) read them from here.
 */
export { PASSWORD_SPECIALS, passwordRuleProblem } from '../../src/api/contract/passwords';
