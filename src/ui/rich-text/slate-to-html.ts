/**
 * The editor's document as HTML, written one way only, so the same document always gives the
 * same text: `<p>`, `<h1>`–`<h3>`, `<blockquote>`, `<ul>`/`<ol>` of `<li>`, with text-align as
 * the only block style; marks nest as strong > em > u > span(style); links are `<a href>`.
 * Text and attributes are escaped; a line break is `<br>`; spaces HTML would fold are kept as
 * `&nbsp;` (html-whitespace.ts). html-to-slate.ts reads it back to the same document.
 */
import { Text, type Descendant } from 'slate';
import { formatStyle, safeHref, type RichStyle } from '../../api/contract/rich-html';
import { keepSpaces, NBSP } from './html-whitespace';
import { isList, type RichInline, type RichText, type TextBlock, type TextBlockType } from './rich-text-types';

const BLOCK_TAGS: Record<TextBlockType, string> = {
  paragraph: 'p',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'block-quote': 'blockquote',
  'list-item': 'li',
};

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replaceAll(NBSP, '&nbsp;').replace(/\n/g, '<br>');

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const styleAttribute = (style: RichStyle) => {
  const text = formatStyle(style);
  return text ? ` style="${escapeAttribute(text)}"` : '';
};

function markedText(leaf: RichText, text: string): string {
  if (!text) return '';
  let html = escapeText(text);
  const style: RichStyle = {
    'font-family': leaf.fontFamily,
    'font-size': leaf.fontSize,
    color: leaf.color,
    'background-color': leaf.backgroundColor,
  };
  const span = styleAttribute(style);
  if (span) html = `<span${span}>${html}</span>`;
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

/** The texts of a block in order, links included: the unit in which spaces are kept. */
const leavesOf = (children: RichInline[]): RichText[] => children.flatMap((child) => (Text.isText(child) ? [child] : child.children));

function inlineHtml(children: RichInline[]): string {
  const leaves = leavesOf(children);
  const kept = keepSpaces(leaves.map((leaf) => leaf.text));
  const keptText = new Map(leaves.map((leaf, index) => [leaf, kept[index]!]));
  const textOf = (leaf: RichText) => markedText(leaf, keptText.get(leaf)!);
  return children
    .map((child) => {
      if (Text.isText(child)) return textOf(child);
      const inner = child.children.map(textOf).join('');
      // The editor only makes safe links; one that is not (an old value) keeps its text only.
      const href = safeHref(child.url);
      return href === null ? inner : `<a href="${escapeAttribute(href)}">${inner}</a>`;
    })
    .join('');
}

function textBlockHtml(block: TextBlock): string {
  const tag = BLOCK_TAGS[block.type];
  return `<${tag}${styleAttribute({ 'text-align': block.align })}>${inlineHtml(block.children)}</${tag}>`;
}

export function slateToHtml(value: Descendant[]): string {
  return value
    .map((node) => {
      if (Text.isText(node) || node.type === 'link') return `<p>${inlineHtml([node])}</p>`;
      if (isList(node.type)) {
        const tag = node.type === 'bulleted-list' ? 'ul' : 'ol';
        return `<${tag}>${(node.children as TextBlock[]).map(textBlockHtml).join('')}</${tag}>`;
      }
      return textBlockHtml(node as TextBlock);
    })
    .join('');
}
