/**
 * The browser's build never holds server code (issue #34 item 4): build/no-server-code.ts fails a
 * build whose entry reaches server/. The product's own build, which `npm test` runs first, passes it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { noServerCode } from '../../build/no-server-code';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const buildOf = (root: string) =>
  build({ root, configFile: false, logLevel: 'silent', plugins: [noServerCode()], build: { write: false, outDir: path.join(root, 'dist') } });

describe('no server code in the browser build', () => {
  it('a build that would bundle a module of server/ fails and names it', async () => {
    await expect(buildOf(fixture('no-server-code'))).rejects.toThrow(/server code: server\/config\.ts/);
  });

  it("so does one that would bundle an area's server half (areas/<area>/server/)", async () => {
    await expect(buildOf(fixture('no-server-code-area'))).rejects.toThrow(/server code: areas\/pantry\/server\/pantry-records\.ts/);
  });
});
