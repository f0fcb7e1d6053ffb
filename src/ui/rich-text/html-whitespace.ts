/**
 * HTML folds runs of blanks into one space and drops them at the start and end of a line; the
 * editor keeps every space a person typed. So the writer turns each space that HTML would fold
 * into a no-break space, and the reader folds blanks as HTML does, then reads no-break spaces as
 * spaces again: what was typed comes back as typed. Both work on the texts of one block in
 * order, because a run of blanks can span several differently marked texts.
 */
export const NBSP = '\u00a0';
/** Stands for a <br> while a block's text is folded (an HTML parser never leaves a NUL in text). */
export const BREAK = '\u0000';

const HTML_BLANKS = new Set([' ', '\t', '\n', '\r', '\f']);

/** The writer's side: each space HTML would fold (at a line's edge, or after another space) becomes a no-break space. */
export function keepSpaces(texts: readonly string[]): string[] {
  const whole = texts.join('');
  let kept = '';
  for (let index = 0; index < whole.length; index += 1) {
    const char = whole[index]!;
    const before = index === 0 ? '\n' : whole[index - 1];
    const after = index === whole.length - 1 ? '\n' : whole[index + 1];
    kept += char === ' ' && (before === ' ' || before === '\n' || after === '\n') ? NBSP : char;
  }
  let offset = 0;
  return texts.map((text) => kept.slice(offset, (offset += text.length)));
}

/**
 * The reader's side: blanks fold into one space, which stays in the text where the run began;
 * none at the start or end of a line; BREAK becomes a line break and no-break spaces spaces.
 */
export function foldBlanks(texts: readonly string[]): string[] {
  const folded = texts.map(() => '');
  let lineStart = true;
  let pending: number | null = null;
  texts.forEach((text, index) => {
    for (const char of text) {
      if (HTML_BLANKS.has(char)) {
        if (!lineStart && pending === null) pending = index;
      } else if (char === BREAK) {
        pending = null;
        folded[index] += '\n';
        lineStart = true;
      } else {
        if (pending !== null) folded[pending] += ' ';
        pending = null;
        folded[index] += char === NBSP ? ' ' : char;
        lineStart = false;
      }
    }
  });
  return folded;
}
