/** What the trash keeps of a deleted chef (issue #33 item 2): the row and its photo. */
import type { Trashable } from '../../../server/trash/trashable';
import { chefs } from './tables';

export const chefTrash: Trashable = { area: 'chef', table: chefs, files: (row) => [row.profile_photo] };
