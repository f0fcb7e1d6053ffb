/**
 * Class rows as the list answers them (areas/classes/class-contract.ts, spec section 2 "/class":
 * image, name, chef email, video progress, status), each with its chef, and the list query.
 */
import { classAnswer } from '../class-contract';
import { count, eq, inArray, or, sql } from 'drizzle-orm';
import type { CLASS_SORTABLE, ClassRow, ClassType } from '../class-contract';
import type { ListPage, ListQuery } from '../../../src/api/contract/list';
import type { Database, Transaction } from '../../../server/db/client';
import { chefs } from '../../chefs/server/tables';
import { classes } from './tables';
import { listShape, readPage, type ListShape } from '../../../server/lists/page';
import { pageStatements } from '../../../server/lists/page-statements';
import { searchCondition } from '../../../server/lists/search';
import { caseless } from '../../../server/lists/sort';
import { fileUrl } from '../../../server/storage/file-url';

export const CLASS_NOT_FOUND = classAnswer('class.not_found');

/** The columns of a row: the class's own and its chef's (every class has one: the key is not null). */
export const classRowColumns = {
  id: classes.id,
  name: classes.name,
  classType: classes.classType,
  image: classes.image,
  videoStatus: classes.videoStatus,
  videoName: classes.videoName,
  isActive: classes.isActive,
  createdAt: classes.createdAt,
  chefId: chefs.id,
  chefName: chefs.name,
  chefEmail: chefs.email,
  chefPhoto: chefs.profilePhoto,
};

type ClassRowRecord = Pick<typeof classes.$inferSelect, 'id' | 'name' | 'classType' | 'image' | 'videoStatus' | 'videoName' | 'isActive' | 'createdAt'> & {
  chefId: number;
  chefName: string;
  chefEmail: string;
  chefPhoto: string | null;
};

export const toClassRow = (row: ClassRowRecord): ClassRow => ({
  id: row.id,
  name: row.name,
  // The table's check constraint admits only the contract's two types.
  class_type: row.classType as ClassType,
  image: fileUrl(row.image),
  chef: { id: row.chefId, name: row.chefName, email: row.chefEmail, profile_photo: fileUrl(row.chefPhoto) },
  video_status: row.videoStatus,
  video_name: row.videoName,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
});

type ClassSortable = (typeof CLASS_SORTABLE)[number];

const sortColumns = {
  created_at: classes.createdAt,
  name: caseless(classes.name),
  is_active: classes.isActive,
  // "Video not submitted" (null) sorts below uploading (1), completed (2) and failed (3).
  video_status: sql`coalesce(${classes.videoStatus}, 0)`,
} satisfies Record<ClassSortable, unknown>;

/**
 * A search finds a class by its name or by its chef's name or e-mail (what the list shows and its
 * search box promises). The chef side goes through the chefs' own search text and trigram index,
 * so no chef text is copied into the class rows and a renamed chef is found at once.
 */
function classSearch(db: Database | Transaction) {
  const chefsFound = db.select({ id: chefs.id }).from(chefs).where(searchCondition([chefs.searchText]));
  return or(searchCondition([classes.searchText]), inArray(classes.chefId, chefsFound));
}

const classesPage = pageStatements({
  rows: (db, total) => db.select({ ...classRowColumns, total }).from(classes).innerJoin(chefs, eq(chefs.id, classes.chefId)).$dynamic(),
  count: (db) => db.select({ n: count() }).from(classes).$dynamic(),
  where: (db, shape: ListShape<ClassSortable>) => (shape.searched ? classSearch(db) : undefined),
  sortColumns,
  id: classes.id,
});

export async function listClasses(db: Database, query: ListQuery & { sort_by: ClassSortable }): Promise<ListPage<ClassRow>> {
  const page = await readPage(query, classesPage(db, listShape(query)));
  return { rows: page.rows.map(toClassRow), count: page.count };
}
