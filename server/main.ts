/**
 * The server's entry: starts the product when run (`tsx server/main.ts`) or imported
 * (scripts/start.mjs imports it after registering tsx). The import settles once the server listens.
 */
import { main } from './program';

await main();
