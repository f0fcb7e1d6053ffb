/** The multipart video uploads in flight (server/uploads). */
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './people-schema';
import { createdAt } from './columns';

/**
 * A multipart upload in flight (spec section 7 "Video upload"): the storage driver's upload id
 * (the contract's `fileId`) bound to its object key (`fileKey`) and to the admin who began it, so
 * no call can finish or abort someone else's upload or swap the key. Rows older than a day are
 * aborted and removed by the stale-upload sweep.
 */
export const multipartUploads = pgTable(
  'multipart_uploads',
  {
    uploadId: text('upload_id').primaryKey(),
    objectKey: text('object_key').notNull(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('multipart_uploads_object_key_unique').on(table.objectKey), index('multipart_uploads_created_at_index').on(table.createdAt)],
);
