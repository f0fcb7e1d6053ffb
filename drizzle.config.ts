/**
 * drizzle-kit: `npm run db:generate` writes SQL migrations from the schema, the core tables of
 * server/db and each area's own (areas/<area>/server/tables.ts); they are committed.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './areas/*/server/tables.ts'],
  out: './server/db/migrations',
});
