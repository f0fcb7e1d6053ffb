/**
 * The classes area's tables (spec sections 2, 3): classes with their instruction rows, ingredient
 * rows and meal types.
 *
 * A class's look-ups are kept by restriction, not cascade: deleting a chef, an ingredient or a
 * meal type that a class uses is refused (409) rather than silently changing the class.
 */
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, time, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { admins } from '../../../server/db/people-schema';
import { chefs } from '../../chefs/server/tables';
import { ingredients } from '../../ingredients/server/tables';
import { mealIcons } from '../../meals/server/tables';
import { createdAt, searchText, updatedAt, version } from '../../../server/db/columns';

export const CLASS_TYPES_STORED = ['live', 'on-demand'] as const;

export const classes = pgTable(
  'classes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 150 }).notNull(),
    classType: varchar('class_type', { length: 20 }).notNull(),
    /** Sanitised HTML (server/content/sanitise-html.ts). */
    description: text('description').notNull().default(''),
    chefId: integer('chef_id')
      .notNull()
      .references(() => chefs.id, { onDelete: 'restrict' }),
    /** UTC date and time of a live class; null for on-demand. */
    classDate: date('class_date', { mode: 'string' }),
    classTime: time('class_time'),
    /** Seconds, from the chosen video. */
    duration: integer('duration'),
    /** A storage key, not a URL. */
    image: text('image'),
    /** `<8 random>_<timestamp>.<ext>`: the video's object is `videos/<video_name>`. */
    videoName: varchar('video_name', { length: 80 }),
    videoOriginalName: varchar('video_original_name', { length: 255 }),
    /** 1 uploading, 2 completed, 3 failed, null not submitted (spec section 4). */
    videoStatus: smallint('video_status'),
    /** The admin whose browser uploads the video: failed-video-status reports only their own. */
    videoUploadedBy: integer('video_uploaded_by').references(() => admins.id, { onDelete: 'set null' }),
    videoLink: text('video_link').notNull().default(''),
    recipeNameStartTime: time('recipe_name_start_time'),
    recipeNameEndTime: time('recipe_name_end_time'),
    ingredientStartTime: time('ingredient_start_time'),
    ingredientEndTime: time('ingredient_end_time'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchText: searchText((): SQL[] => [sql`${classes.name}`]),
  },
  (table) => [
    check('classes_class_type_known', sql`${table.classType} in ('live', 'on-demand')`),
    check('classes_video_status_known', sql`${table.videoStatus} is null or ${table.videoStatus} between 1 and 3`),
    check('classes_duration_not_negative', sql`${table.duration} is null or ${table.duration} >= 0`),
    uniqueIndex('classes_video_name_unique').on(table.videoName),
    index('classes_chef_id_index').on(table.chefId),
    index('classes_created_at_id_index').on(table.createdAt, table.id),
    index('classes_name_lower_id_index').on(sql`lower(${table.name})`, table.id),
    index('classes_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

export const classInstructions = pgTable(
  'class_instructions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** Rows keep the order the admin gave them. */
    position: integer('position').notNull(),
    text: varchar('text', { length: 124 }).notNull(),
    timestamp: time('timestamp'),
    endTimestamp: time('end_timestamp'),
  },
  (table) => [index('class_instructions_class_id_position_index').on(table.classId, table.position)],
);

export const classIngredients = pgTable(
  'class_ingredients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    measurement: varchar('measurement', { length: 100 }).notNull(),
  },
  (table) => [
    index('class_ingredients_class_id_position_index').on(table.classId, table.position),
    index('class_ingredients_ingredient_id_index').on(table.ingredientId),
  ],
);

export const classMealIcons = pgTable(
  'class_meal_icons',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    mealIconId: integer('meal_icon_id')
      .notNull()
      .references(() => mealIcons.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.classId, table.mealIconId] }), index('class_meal_icons_meal_icon_id_index').on(table.mealIconId)],
);
