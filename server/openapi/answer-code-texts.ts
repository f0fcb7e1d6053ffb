/**
 * The answer codes with their English, for the API document: a text that names values shows
 * them as `{name}`, the way the catalogues' ICU messages do.
 */
type Texts = Record<string, string | ((values: never) => string)>;

/** Values that print as their own name: `{field}: {problem}`. */
const placeholders = new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? `{${name}}` : undefined) });

export function answerCodeTexts(texts: Texts): Array<{ code: string; text: string }> {
  return Object.entries(texts).map(([code, text]) => {
    if (typeof text === 'string') return { code, text };
    try {
      return { code, text: (text as (values: unknown) => string)(placeholders) };
    } catch {
      // A text that computes with its values (a plural, a sum) cannot print them as names.
      return { code, text: '(a text made from its values)' };
    }
  });
}
