/** The build refuses a kit chunk that imports the form screens' chunk (build/kit-without-forms.ts, issue #37). */
import { describe, expect, it } from 'vitest';
import { kitImportsForms } from '../../build/kit-without-forms';

const chunk = (name: string, fileName: string, imports: string[] = []) => ({ type: 'chunk' as const, name, fileName, imports });

describe('the kit without the forms', () => {
  it('names the form chunk when the kit imports it', () => {
    const bundle = { a: chunk('kit', 'assets/kit-1.js', ['assets/index-1.js', 'assets/form-kit-1.js']), b: chunk('form-kit', 'assets/form-kit-1.js', ['assets/kit-1.js']) };
    expect(kitImportsForms(bundle)).toMatch(/^the kit chunk imports assets\/form-kit-1\.js/);
  });

  it('lets the form chunk import the kit, and a build without either chunk pass', () => {
    expect(kitImportsForms({ a: chunk('kit', 'assets/kit-1.js'), b: chunk('form-kit', 'assets/form-kit-1.js', ['assets/kit-1.js']) })).toBeNull();
    expect(kitImportsForms({ a: chunk('index', 'assets/index-1.js'), c: { type: 'asset' as const } })).toBeNull();
  });
});
