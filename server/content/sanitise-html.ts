/**
 * Rich text is sanitised on save (DESIGN.md section 5) with DOMPurify, the library the SPA renders
 * it with, over jsdom: an HTML parser that follows the standard, as browsers do, so what is
 * checked here is what a browser will build (no parser-differential tricks). The output is the
 * standard serialisation, which is what a browser's innerHTML gives, so formatting the editor
 * made comes back byte for byte. The rules are in rich-text-policy.ts.
 *
 * jsdom takes over a second to load, so it is loaded on the first save, not at every start.
 */
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, ALLOWED_URI, cleanStyle, isSafeHref, keepsAttribute, linkRel } from './rich-text-policy';

export type SanitisedHtml = {
  html: string;
  /** The text a reader sees; blank when nothing readable survived. */
  text: string;
};

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  // DOMPurify holds every attribute not named here to the URI pattern; these two are no URIs.
  ADD_URI_SAFE_ATTR: ['target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_DOM: true as const,
} satisfies Config;

function withPolicy(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (!keepsAttribute(tag, data.attrName)) {
      data.keepAttr = false;
    } else if (data.attrName === 'href') {
      data.keepAttr = isSafeHref(data.attrValue);
    } else if (data.attrName === 'target') {
      data.keepAttr = data.attrValue === '_blank';
    } else if (data.attrName === 'style') {
      const style = cleanStyle(data.attrValue);
      if (style === undefined) data.keepAttr = false;
      else data.attrValue = style;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') return;
    const current = node.getAttribute('rel');
    const rel = linkRel(current, node.getAttribute('target'));
    if (rel === '') node.removeAttribute('rel');
    else if (rel !== current) node.setAttribute('rel', rel);
  });
  return purify;
}

let purifier: Promise<DOMPurify> | undefined;

function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('jsdom').then(({ JSDOM }) => withPolicy(createDOMPurify(new JSDOM('').window as unknown as WindowLike)));
  return purifier;
}

export async function sanitiseHtml(html: string): Promise<SanitisedHtml> {
  const purify = await loadPurifier();
  // With RETURN_DOM, DOMPurify answers the <body> holding the sanitised nodes.
  const body = purify.sanitize(html, CONFIG) as Element;
  return { html: body.innerHTML, text: body.textContent ?? '' };
}
