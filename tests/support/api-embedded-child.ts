/**
 * A stand-in for a server process, for tests/api/embedded-postgres.test.ts: starts the embedded
 * PostgreSQL on the folder given as argument, prints "ready", and waits to be killed.
 */
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { consoleLogger } from '../../server/logger';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: api-embedded-child.ts <dataDir>');
await startEmbeddedPostgres({ dataDir, logger: consoleLogger, ownSignals: true });
console.log('ready');
setInterval(() => undefined, 60_000);
