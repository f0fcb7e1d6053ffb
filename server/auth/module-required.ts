/** The 403 of a call the caller's role does not open (the module guard's, server/auth/area-access.ts, and a handler's own check). */
import { answer } from '../../src/api/contract/answer-codes';

export const MODULE_REQUIRED = answer('auth.module_required');
