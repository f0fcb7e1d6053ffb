/** CSV export cells (issue #15 item 4): RFC 4180 quoting, formula neutralising, nested columns. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { csvCell, csvColumns, csvLine, csvValues } from '../../server/lists/csv';

describe('csvCell', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Bottura, Massimo')).toBe('"Bottura, Massimo"');
    expect(csvCell('the "best" risotto')).toBe('"the ""best"" risotto"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const formula of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      const cell = csvCell(formula);
      expect(cell.replace(/^"/, '').startsWith("'"), formula).toBe(true);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });

  it('neutralises the full-width signs a spreadsheet folds into formula signs (issue #32 item 6)', () => {
    expect(csvCell('\uFF1D1+2')).toBe("'\uFF1D1+2"); // ＝1+2
    expect(csvCell('\uFF0B1')).toBe("'\uFF0B1"); // ＋1
    expect(csvCell('\uFF20SUM(A1)')).toBe("'\uFF20SUM(A1)"); // ＠SUM(A1)
    expect(csvCell('Café ＝ ok')).toBe('Café ＝ ok');
  });

  it('writes numbers and booleans as they are, and nothing for null', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('joins lists with semicolons, neutralised like any text', () => {
    expect(csvCell(['chef', 'class'])).toBe('chef; class');
    expect(csvCell(['=cmd', 'x'])).toBe("'=cmd; x");
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('csvColumns', () => {
  const row = v.object({
    id: v.number(),
    name: v.string(),
    chef: v.object({ id: v.number(), name: v.string() }),
    role: v.nullable(v.object({ role: v.string() })),
    kind: v.optional(v.string(), 'x'),
  });

  it('lists fields in order, an object field as its fields beside it', () => {
    expect(csvColumns(row).map((column) => column.header)).toEqual(['id', 'name', 'chef.id', 'chef.name', 'role.role', 'kind']);
  });

  it('reads nested values, empty where an object is null', () => {
    const columns = csvColumns(row);
    expect(csvValues({ id: 1, name: 'Risotto', chef: { id: 4, name: 'Ana' }, role: null, kind: 'x' }, columns)).toEqual([1, 'Risotto', 4, 'Ana', null, 'x']);
  });
});
