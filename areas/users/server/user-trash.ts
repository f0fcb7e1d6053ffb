/** What the trash keeps of a deleted app user (issue #33 item 2): the row and its photo. */
import type { Trashable } from '../../../server/trash/trashable';
import { users } from './tables';

export const userTrash: Trashable = { area: 'user', table: users, files: (row) => [row.profile_photo] };
