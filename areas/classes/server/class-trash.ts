/**
 * What the trash keeps of a deleted class (issue #33 item 2): the row with its instructions,
 * ingredients and meal types, its image and its video. A restore whose chef, ingredient or meal
 * type was removed for good meanwhile is refused by their foreign keys.
 */
import type { Trashable } from '../../../server/trash/trashable';
import { videoKey } from './class-video';
import { classIngredients, classInstructions, classMealIcons, classes } from './tables';

export const classTrash: Trashable = {
  area: 'class',
  table: classes,
  children: [
    { table: classInstructions, column: 'class_id' },
    { table: classIngredients, column: 'class_id' },
    { table: classMealIcons, column: 'class_id' },
  ],
  files: (row) => [row.image, typeof row.video_name === 'string' ? videoKey(row.video_name) : null],
};
