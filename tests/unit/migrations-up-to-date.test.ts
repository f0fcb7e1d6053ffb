/**
 * The committed migrations describe every table: the core schema of server/db and each area's
 * own (areas/<area>/server/tables.ts, drizzle.config.ts). drizzle-kit generates against a copy of
 * them; a table changed or added without its migration would make it write a new one.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../../drizzle.config';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'mise-migrations-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const sqlFiles = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.sql'));

/**
 * drizzle-kit's generate with the product's own config, run in `tree` (a checkout, or a copy
 * that has more areas), against a copy of the committed migrations: the new SQL and what it said.
 */
function generate(name: string, tree = root) {
  const out = path.join(work, name);
  cpSync(path.join(root, 'server/db/migrations'), out, { recursive: true });
  const configFile = path.join(work, `${name}.config.json`);
  writeFileSync(configFile, JSON.stringify({ ...config, out: path.relative(tree, out) }));
  const before = new Set(sqlFiles(out));
  const run = spawnSync(path.join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', configFile], { cwd: tree, encoding: 'utf8' });
  const said = `${run.stdout}${run.stderr}`;
  expect(run.status, said).toBe(0);
  const written = sqlFiles(out).filter((file) => !before.has(file));
  return { said, written: written.map((file) => readFileSync(path.join(out, file), 'utf8')) };
}

describe('the migrations', () => {
  it("read every area's tables", () => {
    expect(config.schema).toContain('./areas/*/server/tables.ts');
  });

  it('are up to date with every table: generating writes nothing new', () => {
    const { said, written } = generate('as-committed');
    expect(written, said).toEqual([]);
    expect(said).toContain('No schema changes');
  });

  it("take a new area's tables from its folder alone: the fixture area as areas/pantry gets its table's migration", () => {
    // The product's tree as it is, with one more folder in areas/ and nothing else changed.
    const tree = path.join(work, 'tree');
    mkdirSync(path.join(tree, 'areas'), { recursive: true });
    for (const entry of ['server', 'src', 'node_modules']) symlinkSync(path.join(root, entry), path.join(tree, entry));
    for (const folder of readdirSync(path.join(root, 'areas'))) symlinkSync(path.join(root, 'areas', folder), path.join(tree, 'areas', folder));
    symlinkSync(path.join(root, 'tests/fixtures/fixture-area'), path.join(tree, 'areas', 'pantry'));
    const { written } = generate('with-pantry', tree);
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('CREATE TABLE "pantry_shelves"');
    expect(written[0]).toContain('REFERENCES "public"."ingredients"("id") ON DELETE restrict');
  });
});
