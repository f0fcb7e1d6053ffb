/**
 * The browser's build never holds server code (issue #34 item 4): build/no-server-code.ts fails a
 * build whose entry reaches server/. The product's own build, which `npm test` runs first, passes it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { noServerCode } from '../../build/no-server-code';

const FIXTURE = fileURLToPath(new URL('../fixtures/no-server-code', import.meta.url));

describe('no server code in the browser build', () => {
  it('a build that would bundle a module of server/ fails and names it', async () => {
    await expect(
      build({ root: FIXTURE, configFile: false, logLevel: 'silent', plugins: [noServerCode()], build: { write: false, outDir: path.join(FIXTURE, 'dist') } }),
    ).rejects.toThrow(/server code: server\/config\.ts/);
  });
});
