/** What the trash keeps of a deleted ingredient (issue #33 item 2): its row. */
import type { Trashable } from '../../../server/trash/trashable';
import { ingredients } from './tables';

export const ingredientTrash: Trashable = { area: 'ingredients', table: ingredients };
