/**
 * The QA path report (issue #35 item 2): each path is written as steps a person performs, and the
 * page's compact form gives back every path whole, its steps in order and its title as the test
 * named it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactPaths, stepAction, stepEffects, survivorsSection, type RecordedMachine } from '../support/paths-html';

const start = { event: { type: 'xstate.init' }, state: 'editing', effects: [], label: 'xstate.init' };
const typeEmail = { event: { type: 'login.change', field: 'email', value: 'ada@mise.local' }, state: 'editing', effects: [], label: 'login.change(field=email,value=ada@mise.local)' };
const submit = {
  event: { type: 'login.submit' },
  state: 'submitting',
  effects: [{ kind: 'call', name: 'signIn', input: { email: 'ada@mise.local', password: 'x' } }],
  label: 'login.submit',
};
const refused = { event: { type: 'xstate.error.actor.signIn', error: 'ApiError(Invalid credentials)' }, state: 'editing', effects: [{ kind: 'action', name: 'notify', params: { kind: 'error', message: 'Invalid credentials' } }], label: 'xstate.error.actor.signIn(error=ApiError(Invalid credentials))' };

const recorded: RecordedMachine = {
  machine: 'login',
  covered: [],
  missing: [],
  paths: [
    { title: 'initial state', steps: [start] },
    { title: 'login.change(field=email,value=ada@mise.local) → login.submit', steps: [start, typeEmail, submit] },
    { title: 'again: login.change(field=email,value=ada@mise.local) → login.submit → xstate.error.actor.signIn(error=ApiError(Invalid credentials))', steps: [start, typeEmail, submit, refused] },
  ],
};

/** What the page's script does with the data, written again here. */
function unpack(data: ReturnType<typeof compactPaths>) {
  const chain = (last: number) => {
    const out: number[] = [];
    for (let node = last; node >= 0; node = data.nodes[node]![0]) out.unshift(data.nodes[node]![1]);
    return out;
  };
  return data.paths.map(([prefix, last]) => ({
    title: prefix + (chain(last).slice(1).map((step) => data.labels[step]).join(data.join) || data.empty),
    steps: chain(last).map((step) => data.steps[step]),
  }));
}

describe('QA path report', () => {
  it('says each step as a person does it, with what must follow', () => {
    expect(stepAction(start.event, 0)).toBe('Start');
    // Quotes are escaped as HTML writes them.
    expect(stepAction(typeEmail.event, 1)).toBe('Do <code>login.change</code> <code>{&quot;field&quot;:&quot;email&quot;,&quot;value&quot;:&quot;ada@mise.local&quot;}</code>');
    expect(stepAction(refused.event, 3)).toBe('The call <code>signIn</code> fails with <code>ApiError(Invalid credentials)</code>');
    expect(stepAction({ type: 'xstate.after.redirectAfterLogin.login.succeeded' }, 4)).toBe('Wait (after redirectAfterLogin)');
    expect(stepEffects([])).toBe('nothing');
    expect(stepEffects(submit.effects)).toBe('call <code>signIn</code> with <code>{&quot;email&quot;:&quot;ada@mise.local&quot;,&quot;password&quot;:&quot;x&quot;}</code>');
    expect(stepEffects([{ kind: 'cancel', name: 'signIn' }])).toBe('drop the request <code>signIn</code>');
  });

  it('keeps every path whole, each shared step once', () => {
    const data = compactPaths(recorded);
    expect(data.steps).toHaveLength(4);
    const paths = unpack(data);
    expect(paths.map((path) => path.title)).toEqual(recorded.paths.map((path) => path.title));
    expect(paths.map((path) => path.steps.length)).toEqual([1, 3, 4]);
    expect(paths[2]!.steps[3]).toContain('fails with <code>ApiError(Invalid credentials)</code>');
    expect(paths[2]!.steps[3]).toContain('Expect: <code>notify</code> <code>{&quot;kind&quot;:&quot;error&quot;,&quot;message&quot;:&quot;Invalid credentials&quot;}</code>');
  });

  it('refuses a recording whose steps do not spell its title', () => {
    const broken: RecordedMachine = { ...recorded, paths: [{ title: 'login.submit', steps: [start, typeEmail] }] };
    expect(() => compactPaths(broken)).toThrow(/do not spell its title/);
  });

  it('lists each mutant left alive and each judged equivalent in the source, with the judgement', () => {
    const at = (line: number) => ({ start: { line, column: 5 }, end: { line, column: 9 } });
    const report = join(mkdtempSync(join(tmpdir(), 'mutants-')), 'mutation.json');
    writeFileSync(
      report,
      JSON.stringify({
        files: {
          'src/machines/list.machine.ts': {
            mutants: [
              { status: 'Killed', mutatorName: 'BooleanLiteral', replacement: 'false', location: at(12) },
              { status: 'Survived', mutatorName: 'ConditionalExpression', replacement: 'true', location: at(53) },
              { status: 'NoCoverage', mutatorName: 'StringLiteral', replacement: '""', location: at(60) },
              { status: 'Ignored', mutatorName: 'ObjectLiteral', replacement: '{}', statusReason: 'equivalent, the types only guide TypeScript', location: at(71) },
            ],
          },
        },
      }),
    );
    const rows = [...survivorsSection(report).matchAll(/<tr><td>(.*?)<\/td><td>(\d+)<\/td><td>(.*?)<\/td><td>.*?<\/td><td>(.*?)<\/td><\/tr>/g)].map((row) => [row[2], row[3], row[4]]);
    expect(rows).toEqual([
      ['53', 'ConditionalExpression', 'left: no path notices it yet'],
      ['60', 'StringLiteral', 'left: no test runs it'],
      ['71', 'ObjectLiteral', 'equivalent, the types only guide TypeScript'],
    ]);
  });
});
