/** drizzle-kit: `npm run db:generate` writes SQL migrations from the schema; they are committed. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
