/**
 * The import rules (tools/import-rules/.dependency-cruiser.cjs, issue #34 item 4): the product
 * keeps every one, and every one catches its own break in a small tree made to break them
 * (tests/fixtures/import-rules), so a rule that matched nothing would fail here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TOOL_DIR = path.join(root, 'tools', 'import-rules');
const DEPCRUISE = path.join(TOOL_DIR, 'node_modules', '.bin', 'depcruise');
const CONFIG = path.join(TOOL_DIR, '.dependency-cruiser.cjs');
const FIXTURE = path.join(root, 'tests', 'fixtures', 'import-rules');

type Violation = { from: string; to: string; rule: { name: string; severity: string }; cycle?: Array<{ name: string }> };
type Cruise = { summary: { violations: Violation[]; totalCruised: number } };

/** dependency-cruiser's JSON report; it exits 1 when it finds a violation, with the report all the same. */
function cruise(cwd: string, folders: string[]): Cruise {
  try {
    return JSON.parse(execFileSync(DEPCRUISE, [...folders, '--config', CONFIG, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }));
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout?.startsWith('{')) return JSON.parse(stdout);
    throw error;
  }
}

const described = (violation: Violation) =>
  `${violation.rule.name}: ${violation.cycle ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' → ') : `${violation.from} → ${violation.to}`}`;

describe('import rules', () => {
  it('the tool is installed with the product (scripts/setup.mjs)', () => {
    expect(existsSync(DEPCRUISE), 'npm test installs it; alone: npm ci --prefix tools/import-rules').toBe(true);
  });

  it('the SPA and the server keep every rule: no circle, no import back up a layer, no area importing another', () => {
    const { summary } = cruise(root, ['src', 'areas', 'server']);
    expect(summary.totalCruised).toBeGreaterThan(500);
    expect(summary.violations.map(described)).toEqual([]);
  });

  it('each rule catches its own break', () => {
    const { summary } = cruise(FIXTURE, ['src', 'areas', 'server']);
    const caught = summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);
    expect(caught.sort()).toEqual(
      [
        'app-below-the-screens: src/app/second.ts → src/screens/chefs/chef-list.ts',
        'areas-stand-alone: src/screens/chefs/chef-list.ts → src/screens/meals/meal-list.ts',
        'area-folders-stand-alone: areas/pantry/pantry-list.ts → areas/larder/larder-list.ts',
        // Another area's server/tables.ts is open to an area's server; its other files are not.
        'area-folders-stand-alone: areas/pantry/server/pantry-records.ts → areas/larder/server/larder-records.ts',
        'browser-code-never-imports-the-server: areas/pantry/pantry-list.ts → areas/pantry/server/pantry-records.ts',
        'server-imports-only-the-contract: areas/pantry/server/pantry-records.ts → areas/pantry/pantry-list.ts',
        'screens-leave-the-area-folders-alone: src/screens/meals/meal-list.ts → areas/larder/larder-list.ts',
        'browser-code-never-imports-the-server: src/screens/chefs/chef-list.ts → server/records.ts',
        'contract-stands-alone: src/api/contract/fields.ts → src/ui/button.ts',
        'kit-below-the-app: src/ui/field.ts → src/app/first.ts',
        'machines-stay-pure: src/machines/form.machine.ts → src/ui/button.ts',
        // A circle is reported once, from its first module.
        'no-circular: areas/pantry/pantry-list.ts → areas/pantry/server/pantry-records.ts',
        'no-circular: src/app/first.ts → src/app/second.ts',
        'runtimes-below-the-app: src/journal/journal.ts → src/app/first.ts',
        'screens-below-the-composition: src/screens/meals/meal-list.ts → src/app/areas.ts',
        'server-imports-only-the-contract: server/records.ts → src/ui/button.ts',
        'services-below-the-views: src/api/calls.ts → src/ui/button.ts',
      ].sort(),
    );
  });
});
