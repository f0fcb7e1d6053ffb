/** A password changed, set or reset: the row says so and names the account, never what was typed. */
import { accountEntry } from './account-entry';
import type { ActivityWho } from './activity-who';
import type { ActivityEntry } from './record-activity';

export const passwordEntry = (owner: ActivityWho): ActivityEntry => accountEntry('password', owner);
