/**
 * The rich-text policy (rich-html.ts) as a DOMPurify pass, for whichever window DOMPurify runs
 * on: the browser's before the SPA renders a page, a jsdom window on the server before it stores
 * one. Only the policy's tags and attributes stay; a style keeps only its allowed, normalised
 * declarations; a link keeps only a safe target. Give it an instance of its own
 * (`DOMPurify(window)`): the hooks stay on that instance.
 */
import type { Config, DOMPurify } from 'dompurify';
import { formatStyle, RICH_ATTRIBUTES, RICH_TAGS, richStyle, safeHref } from './rich-html';

const config: Config = {
  ALLOWED_TAGS: [...RICH_TAGS],
  ALLOWED_ATTR: [...RICH_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

export function richHtmlPurifier(purify: DOMPurify): (html: string) => string {
  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName === 'style') {
      const kept = formatStyle(richStyle(event.attrValue));
      if (kept) event.attrValue = kept;
      else event.keepAttr = false;
    } else if (event.attrName === 'href') {
      const safe = safeHref(event.attrValue);
      if (safe === null) event.keepAttr = false;
      else event.attrValue = safe;
    }
  });
  return (html) => String(purify.sanitize(html, config));
}
