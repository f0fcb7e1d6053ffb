/**
 * The committed migrations describe every table: the core schema of server/db and each area's
 * own (areas/<area>/server/tables.ts, drizzle.config.ts). drizzle-kit generates against a copy of
 * them; a table changed or added without its migration would make it write a new one.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../../drizzle.config';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'mise-migrations-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const sqlFiles = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.sql'));

describe('the migrations', () => {
  it("read every area's tables", () => {
    expect(config.schema).toContain('./areas/*/server/tables.ts');
  });

  it('are up to date with every table: generating writes nothing new', () => {
    const out = path.join(work, 'migrations');
    cpSync(path.join(root, 'server/db/migrations'), out, { recursive: true });
    const configFile = path.join(work, 'drizzle.config.json');
    writeFileSync(configFile, JSON.stringify({ ...config, out: path.relative(root, out) }));
    const before = sqlFiles(out);
    const run = spawnSync(path.join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', configFile], { cwd: root, encoding: 'utf8' });
    const said = `${run.stdout}${run.stderr}`;
    expect(run.status, said).toBe(0);
    expect(sqlFiles(out), said).toEqual(before);
    expect(said).toContain('No schema changes');
  });
});
