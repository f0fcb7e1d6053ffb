/**
 * What stored rich text may hold (DESIGN.md section 5): exactly what the static-page editor's
 * toolbar makes (spec section 2: bold, underline, italic, strike, links, lists, blockquote,
 * headings, alignment, fonts, sizes, colours), and nothing that runs. Pure rules, applied by
 * sanitise-html.ts; kept apart so they read as the allow-list they are.
 */

export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'span'];

/** Every attribute any tag may keep; which tag may keep which is decided by `keepsAttribute`. */
export const ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'style'];

/** Text styles sit on spans; alignment sits on the block the editor aligns. */
const STYLED_TAGS = new Set(['span', 'p', 'h1', 'h2', 'h3', 'blockquote', 'li']);
const LINK_ATTRIBUTES = new Set(['href', 'target', 'rel']);

export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];
/** DOMPurify's own URI check, a second lock on the same door as `isSafeHref`. */
export const ALLOWED_URI = /^(?:https?|mailto):/i;

/**
 * A link the browser would follow to a web page or a mail client. The WHATWG URL parser is the
 * one browsers use, so it strips the tabs, line breaks and control characters that hide a
 * `javascript:` from simpler checks; entities were already decoded by the HTML parser. Relative
 * links are refused: a page is shown in the admin, the app and the site, where they mean three
 * different things.
 */
export function isSafeHref(href: string): boolean {
  try {
    return LINK_PROTOCOLS.includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** Colours as the editor's palette writes them: #hex, rgb()/hsl() with numbers only, or a name. */
const COLOUR = /^(?:#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(?:rgb|hsl)a?\([\d.%\s,/]{1,60}\)|[a-z]{3,30})$/i;

/** Each allowed property and the values it may take: no url(), expression(), escapes or comments. */
const STYLE_VALUES = new Map<string, RegExp>([
  ['color', COLOUR],
  ['background-color', COLOUR],
  ['font-family', /^[a-z0-9 ,'"-]{1,200}$/i],
  ['font-size', /^(?:\d{1,3}(?:\.\d{1,3})?(?:px|pt|em|rem|%)|xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$/i],
  ['text-align', /^(?:left|right|center|justify|start|end)$/i],
]);

function isAllowedDeclaration(declaration: string): boolean {
  const colon = declaration.indexOf(':');
  if (colon < 0) return false;
  const rule = STYLE_VALUES.get(declaration.slice(0, colon).trim().toLowerCase());
  return rule !== undefined && rule.test(declaration.slice(colon + 1).trim());
}

/**
 * The allowed declarations of a style attribute, or undefined when none is left. A style made
 * only of allowed declarations comes back byte for byte, so saving a page again changes nothing.
 * A `;` inside a value cannot smuggle anything: no allowed value may contain one, so both halves
 * fail their check.
 */
export function cleanStyle(style: string): string | undefined {
  const declarations = style.split(';').filter((declaration) => declaration.trim() !== '');
  const kept = declarations.filter(isAllowedDeclaration);
  if (kept.length === 0) return undefined;
  if (kept.length === declarations.length) return style;
  return `${kept.map((declaration) => declaration.trim()).join('; ')};`;
}

/** Whether `tag` may keep attribute `name` at all (its value is checked separately). */
export function keepsAttribute(tag: string, name: string): boolean {
  if (name === 'style') return STYLED_TAGS.has(tag);
  if (LINK_ATTRIBUTES.has(name)) return tag === 'a';
  return false;
}

const REL_TOKENS = new Set(['noopener', 'noreferrer', 'nofollow']);

/**
 * A link's rel: only tokens that restrict what the target page gets, and always noopener and
 * noreferrer when it opens in a new tab, so that tab cannot reach back into the admin's window.
 * Empty means no rel attribute.
 */
export function linkRel(rel: string | null, target: string | null): string {
  const tokens = (rel ?? '').split(/\s+/).filter((token) => REL_TOKENS.has(token.toLowerCase()));
  if (target === '_blank') {
    for (const needed of ['noopener', 'noreferrer']) if (!tokens.some((token) => token.toLowerCase() === needed)) tokens.push(needed);
  }
  return tokens.join(' ');
}
