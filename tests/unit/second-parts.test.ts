/**
 * A language's second catalogue part gathers the shared texts and each area folder's own
 * (src/i18n/second-parts/, issue #34): every folder of the area list brings its texts in every
 * language, under ids of its own, and an id given twice is refused rather than one shown at random.
 */
import { describe, expect, it } from 'vitest';
import { AREA_FOLDERS, AREA_LIST } from '../../areas';
import { gatherSecondPart } from '../../src/i18n/second-parts/gather';
import { enUSSecondPart } from '../../src/i18n/second-parts/en-US';
import { arSecondPart } from '../../src/i18n/second-parts/ar';

describe('second catalogue parts', () => {
  it('take each area folder’s texts, in each language, from its own folder', () => {
    for (const pieces of [enUSSecondPart, arSecondPart]) {
      const folders = Object.keys(pieces.areas).map((path) => /areas\/([^/]+)\/texts\//.exec(path)?.[1]);
      expect(folders.sort()).toEqual([...AREA_FOLDERS].sort());
    }
    const english = gatherSecondPart(enUSSecondPart);
    expect(english['chefs.title']).toBe('Chefs');
    expect(english['kit.list.retry']).toBe(enUSSecondPart.shared['kit.list.retry']);
    expect(gatherSecondPart(arSecondPart)['chefs.title']).not.toBe('Chefs');
  });

  it('give each folder ids of its own, none of the shared part’s, and one sidebar name (its module’s, or the folder’s when it has none)', () => {
    const named: string[] = [];
    const prefixes = Object.entries(enUSSecondPart.areas).map(([path, texts]) => {
      const ids = Object.keys(texts);
      const moduleNames = ids.filter((id) => id.startsWith('nav.'));
      expect(moduleNames.length, `${path} names one module`).toBe(1);
      named.push(moduleNames[0]!);
      // Its answers' texts (answer.<code>) share one code prefix of its own (answer.chef.*).
      const answerPrefix = new Set(ids.filter((id) => id.startsWith('answer.')).map((id) => id.split('.').slice(0, 2).join('.')));
      expect(answerPrefix.size, `${path} answers under one prefix`).toBeLessThanOrEqual(1);
      const prefix = new Set(ids.filter((id) => !id.startsWith('nav.') && !id.startsWith('answer.')).map((id) => id.split('.')[0]));
      expect(prefix.size, path).toBe(1);
      return [...prefix, ...answerPrefix];
    }).flat();
    // Every module is named by one folder (the trash, which has none, by its folder), and the shared part names none.
    expect(named.sort()).toEqual(AREA_LIST.map((area) => `nav.${'module' in area ? area.module : area.folder}`).sort());
    expect(Object.keys(enUSSecondPart.shared).filter((id) => named.includes(id))).toEqual([]);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(Object.keys(enUSSecondPart.shared).filter((id) => id.startsWith(`${prefix}.`))).toEqual([]);
  });

  it('refuse an id given twice, naming it and the file', () => {
    expect(() => gatherSecondPart({ shared: { 'kit.save': 'Save' }, areas: { '../../../areas/pantry/texts/en-US.ts': { 'kit.save': 'Keep' } } })).toThrow(
      'The text id "kit.save" of ../../../areas/pantry/texts/en-US.ts is given twice',
    );
  });
});
