/**
 * Vite plugin (build tooling, not app code): the build fails when the kit chunk, which every
 * signed-in screen runs, imports the form screens' chunk (issue #37). The two are split by
 * FORM_KIT in vite.config.ts; one import from a kit module into a form module makes rolldown tie
 * them together again, and every list screen would compile and run the form code once more
 * without any other sign than a slower load.
 */
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; name: string; fileName: string; imports: string[] };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** The message when the chunk named `kit` imports the one named `formKit`; null when it does not. */
export function kitImportsForms(bundle: Bundle, kit = 'kit', formKit = 'form-kit'): string | null {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const kitChunk = chunks.find((chunk) => chunk.name === kit);
  const formChunk = chunks.find((chunk) => chunk.name === formKit);
  if (!kitChunk || !formChunk || !kitChunk.imports.includes(formChunk.fileName)) return null;
  return `the ${kit} chunk imports ${formChunk.fileName}: a module of the kit imports one of FORM_KIT's (vite.config.ts), so every signed-in screen would load the form code`;
}

export function kitWithoutForms(): Plugin {
  return {
    name: 'mise:kit-without-forms',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problem = kitImportsForms(bundle as unknown as Bundle);
      if (problem) this.error(problem);
    },
  };
}
