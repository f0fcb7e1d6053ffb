/**
 * What rich text (static-page content; DESIGN.md section 5) may contain: exactly what the
 * editor's toolbar makes. The editor's HTML conversion, the SPA's DOMPurify pass before
 * rendering and the server's pass on save all read this one policy, so a page saved by one is
 * kept whole by the others. Pure: no DOM, no DOMPurify.
 */

/** Three heading levels, as the server's sanitiser keeps them (server/content/rich-text-policy.ts). */
export const RICH_BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li'] as const;
/** `b` and `i` are read as bold and italic; the editor itself writes `strong` and `em`. */
export const RICH_INLINE_TAGS = ['strong', 'b', 'em', 'i', 'u', 'a', 'span', 'br'] as const;
export const RICH_TAGS: readonly string[] = [...RICH_BLOCK_TAGS, ...RICH_INLINE_TAGS];
export const RICH_ATTRIBUTES: readonly string[] = ['href', 'style'];

/** The font families of the toolbar, as CSS stacks (single quotes, so they sit in a style="…" as they are). */
export const FONT_FAMILIES = {
  sans: 'Arial, Helvetica, sans-serif',
  serif: "Georgia, 'Times New Roman', serif",
  times: "'Times New Roman', Times, serif",
  verdana: 'Verdana, Geneva, sans-serif',
  trebuchet: "'Trebuchet MS', Helvetica, sans-serif",
  mono: "'Courier New', Courier, monospace",
} as const;
export type FontFamilyId = keyof typeof FONT_FAMILIES;

export const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '30px', '36px'] as const;
const FONT_SIZE_RANGE = { min: 8, max: 72 };

export const TEXT_ALIGNS = ['center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** The declarations rich text may carry, each value checked and written one way. */
export type RichStyle = {
  'font-family'?: string;
  'font-size'?: string;
  color?: string;
  'background-color'?: string;
  'text-align'?: TextAlign;
};

/** Splits `a: b; c: d` into lower-cased properties and trimmed values; `;` inside quotes or brackets stays. */
export function styleDeclarations(style: string): [string, string][] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of style) {
    if (quote) quote = char === quote ? null : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.flatMap((part) => {
    const colon = part.indexOf(':');
    if (colon < 0) return [];
    const value = part.slice(colon + 1).replace(/!important\s*$/i, '').trim();
    return value ? [[part.slice(0, colon).trim().toLowerCase(), value] as [string, string]] : [];
  });
}

const hex = (n: number) => n.toString(16).padStart(2, '0');

/** `#abc`, `#aabbcc`, `rgb(…)` or an opaque `rgba(…)`, as lower-case `#aabbcc`; anything else is refused. */
export function normaliseColour(value: string): string | null {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]!.repeat(2)}${short[2]!.repeat(2)}${short[3]!.repeat(2)}`;
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(1|1\.0+)\s*)?\)$/.exec(text);
  if (!rgb) return null;
  const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
  return channels.every((channel) => channel <= 255) ? `#${channels.map(hex).join('')}` : null;
}

const familyName = (name: string) => name.trim().replace(/^['"]|['"]$/g, '').trim().toLowerCase();
const stackHead = Object.fromEntries(
  Object.values(FONT_FAMILIES).map((stack) => [familyName(stack.split(',')[0]!), stack]),
) as Record<string, string>;

/** The toolbar's stack whose first family the value names (a pasted `font-family: Arial` is the sans stack). */
export function normaliseFontFamily(value: string): string | null {
  for (const name of value.split(',')) {
    const stack = stackHead[familyName(name)];
    if (stack) return stack;
  }
  return null;
}

/** Pixel sizes a reader can use (8 to 72); `pt` is turned into pixels. */
export function normaliseFontSize(value: string): string | null {
  const size = /^(\d{1,3}(?:\.\d+)?)(px|pt)$/.exec(value.trim().toLowerCase());
  if (!size) return null;
  const px = Math.round(Number(size[1]) * (size[2] === 'pt' ? 4 / 3 : 1));
  return px >= FONT_SIZE_RANGE.min && px <= FONT_SIZE_RANGE.max ? `${px}px` : null;
}

export function normaliseAlign(value: string): TextAlign | null {
  const align = value.trim().toLowerCase();
  return (TEXT_ALIGNS as readonly string[]).includes(align) ? (align as TextAlign) : null;
}

const normalisers: { [K in keyof RichStyle]-?: (value: string) => RichStyle[K] | null } = {
  'font-family': normaliseFontFamily,
  'font-size': normaliseFontSize,
  color: normaliseColour,
  'background-color': normaliseColour,
  'text-align': normaliseAlign,
};

/** The allowed part of a style attribute, normalised: `url(…)`, `expression(…)` and every other property are dropped. */
export function richStyle(style: string): RichStyle {
  const result: Record<string, string> = {};
  for (const [property, value] of styleDeclarations(style)) {
    const normalise = normalisers[property as keyof RichStyle];
    // `background` is read as a colour only when it is nothing but one.
    const read = normalise ?? (property === 'background' ? normaliseColour : undefined);
    const normalised = read?.(value);
    if (normalised) result[property === 'background' ? 'background-color' : property] = normalised;
  }
  return result as RichStyle;
}

/** A style attribute's text, in a fixed order, so the same style is always written the same way. */
export function formatStyle(style: RichStyle): string {
  return (Object.keys(normalisers) as (keyof RichStyle)[])
    .filter((property) => style[property])
    .map((property) => `${property}: ${style[property]}`)
    .join('; ');
}

export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];

/**
 * A link target that cannot run code: an absolute http(s) or mailto address, as the server
 * keeps them. The WHATWG URL parser is the browsers' own, so the tabs, line breaks and control
 * characters that hide a `javascript:` are read as a browser reads them. Relative links are
 * refused: a page is shown in the admin, the app and the site, where they mean different things.
 */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  try {
    return LINK_PROTOCOLS.includes(new URL(trimmed).protocol) ? trimmed : null;
  } catch {
    return null;
  }
}
