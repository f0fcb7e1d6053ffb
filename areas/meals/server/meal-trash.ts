/** What the trash keeps of a deleted meal type (issue #33 item 2): the row and its icon. */
import type { Trashable } from '../../../server/trash/trashable';
import { mealIcons } from './tables';

export const mealTrash: Trashable = { area: 'meal', table: mealIcons, files: (row) => [row.image] };
