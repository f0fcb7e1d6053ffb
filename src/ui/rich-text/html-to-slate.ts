/**
 * HTML read into the editor's document (the stored page, or what is pasted). Only what the
 * toolbar can make is read: blocks (p, h1–h3, blockquote, lists), marks (bold, italic,
 * underline and the policy's fonts, sizes and colours), safe links and line breaks. Everything
 * else is reduced to its text or dropped: scripts, styles, frames, media, forms and their
 * content go; unknown tags, event handlers and unsafe styles or links leave only their text.
 * Nothing is ever written back from the input but text and normalised values, so what comes out
 * is safe by construction. It reads slate-to-html's output back to the same document.
 */
import { createEditor, Editor, Text } from 'slate';
import { richStyle, safeHref, styleDeclarations, type TextAlign } from '../../api/contract/rich-html';
import { BREAK, foldBlanks } from './html-whitespace';
import { emptyValue, isList, type ListElement, type RichBlock, type RichInline, type RichMarks, type RichText, type TextBlock, type TextBlockType } from './rich-text-types';
import { withInlines } from './with-inlines';

/** Elements whose content is never text a reader sees. */
const DROPPED = new Set([
  'script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed', 'noframes',
  'head', 'title', 'meta', 'link', 'base', 'svg', 'math', 'img', 'picture', 'video', 'audio', 'canvas', 'source', 'track',
  'map', 'area', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'datalist', 'output', 'progress', 'meter', 'dialog',
]);

const TEXT_BLOCKS: Record<string, TextBlockType> = {
  p: 'paragraph',
  h1: 'heading-one',
  h2: 'heading-two',
  h3: 'heading-three',
  // The toolbar has three heading levels; smaller ones read as the smallest.
  h4: 'heading-three',
  h5: 'heading-three',
  h6: 'heading-three',
  blockquote: 'block-quote',
  pre: 'paragraph',
};

/** Elements that hold blocks: their content starts a new block and ends one. */
const CONTAINERS = new Set([
  'div', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside', 'address', 'figure', 'figcaption', 'center',
  'details', 'summary', 'fieldset', 'form', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'dl', 'dt', 'dd', 'li',
]);

const BLOCK_TAGS = [...Object.keys(TEXT_BLOCKS), ...CONTAINERS, 'ul', 'ol', 'hr'];
const BLOCK_SELECTOR = BLOCK_TAGS.join(',');
const isBlockTag = (tag: string) => BLOCK_TAGS.includes(tag);
const tagOf = (node: Node) => (node.nodeType === 1 ? (node as Element).localName : '');
const hasBlockChild = (element: Element) => Array.from(element.children).some((child) => isBlockTag(child.localName));
/** An inline element around blocks (a pasted Google document is one <b> around everything) holds blocks too. */
const holdsBlocks = (node: Node) => node.nodeType === 1 && !DROPPED.has(tagOf(node)) && (node as Element).querySelector(BLOCK_SELECTOR) !== null;

/** `font-weight` as bold (600 and up) or not bold; null when it says neither. */
function boldOf(weight: string): boolean | null {
  const value = weight.trim().toLowerCase();
  if (value === 'bold' || value === 'bolder') return true;
  if (value === 'normal' || value === 'lighter') return false;
  return /^\d{3}$/.test(value) ? Number(value) >= 600 : null;
}

/** The marks an element adds to what it holds: by its tag, and by its style (only the policy's values). */
function marksOf(element: Element, inherited: RichMarks): RichMarks {
  const marks: RichMarks = { ...inherited };
  const tag = element.localName;
  if (tag === 'strong' || tag === 'b') marks.bold = true;
  if (tag === 'em' || tag === 'i') marks.italic = true;
  if (tag === 'u' || tag === 'ins') marks.underline = true;
  const style = element.getAttribute('style');
  if (!style) return marks;
  const rich = richStyle(style);
  if (rich['font-family']) marks.fontFamily = rich['font-family'];
  if (rich['font-size']) marks.fontSize = rich['font-size'];
  if (rich.color) marks.color = rich.color;
  if (rich['background-color']) marks.backgroundColor = rich['background-color'];
  // Pasted documents often say bold, italic and underline with CSS (and "not bold" around everything).
  for (const [property, value] of styleDeclarations(style)) {
    if (property === 'font-weight') {
      const bold = boldOf(value);
      if (bold !== null) marks.bold = bold;
    } else if (property === 'font-style') marks.italic = /^(italic|oblique)/i.test(value);
    else if ((property === 'text-decoration' || property === 'text-decoration-line') && /underline/i.test(value)) marks.underline = true;
  }
  return marks;
}

function alignOf(element: Element): TextAlign | undefined {
  const style = element.getAttribute('style');
  const attribute = element.getAttribute('align');
  return (style ? richStyle(style)['text-align'] : undefined) ?? (attribute ? richStyle(`text-align: ${attribute}`)['text-align'] : undefined);
}

/** Marks are kept only when set, so `{ bold: false }` and `{}` are one and the same text. */
const text = (value: string, marks: RichMarks): RichText => {
  const leaf: RichText = { text: value };
  for (const [mark, on] of Object.entries(marks) as [keyof RichMarks, RichMarks[keyof RichMarks]][]) if (on) Object.assign(leaf, { [mark]: on });
  return leaf;
};

function readInlines(nodes: Iterable<Node>, marks: RichMarks, inLink: boolean): RichInline[] {
  return Array.from(nodes).flatMap((node) => readInline(node, marks, inLink));
}

function readInline(node: Node, marks: RichMarks, inLink: boolean): RichInline[] {
  if (node.nodeType === 3) return [text((node as globalThis.Text).data, marks)];
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const tag = element.localName;
  if (DROPPED.has(tag)) return [];
  if (tag === 'br') return [text(BREAK, marks)];
  const inner = marksOf(element, marks);
  if (tag === 'a' && !inLink) {
    const url = safeHref(element.getAttribute('href') ?? '');
    const children = readInlines(element.childNodes, inner, true) as RichText[];
    return url === null ? children : [{ type: 'link', url, children }];
  }
  return readInlines(element.childNodes, inner, inLink);
}

/** A block of text with its blanks folded as HTML folds them, across its texts and links. */
function textBlock(type: TextBlockType, children: RichInline[], align?: TextAlign): TextBlock {
  const leaves = children.flatMap((child) => (Text.isText(child) ? [child] : child.children));
  foldBlanks(leaves.map((leaf) => leaf.text)).forEach((folded, index) => (leaves[index]!.text = folded));
  const content = children.length ? children : [{ text: '' }];
  return align ? { type, align, children: content } : { type, children: content };
}

/** Blank text between blocks (indentation, new lines) makes no paragraph. */
const isBlank = (run: RichInline[]) => run.every((child) => Text.isText(child) && child.text.replaceAll(BREAK, '').trim() === '');

function readBlocks(container: Element, marks: RichMarks): RichBlock[] {
  const blocks: RichBlock[] = [];
  let run: RichInline[] = [];
  const flush = () => {
    // A line break alone between blocks is an empty line, as a browser shows it.
    if (!isBlank(run)) blocks.push(textBlock('paragraph', run));
    else if (run.some((child) => Text.isText(child) && child.text.includes(BREAK))) blocks.push(textBlock('paragraph', []));
    run = [];
  };
  for (const node of Array.from(container.childNodes)) {
    const tag = tagOf(node);
    if (!isBlockTag(tag) && !holdsBlocks(node)) {
      run.push(...readInline(node, marks, false));
      continue;
    }
    flush();
    const element = node as Element;
    if (tag === 'ul' || tag === 'ol') blocks.push(...readList(element, marks));
    else if (tag in TEXT_BLOCKS) blocks.push(...readTextBlock(element, TEXT_BLOCKS[tag]!, marks));
    else if (tag !== 'hr') blocks.push(...readBlocks(element, marksOf(element, marks)));
  }
  flush();
  return blocks;
}

/** A p, heading or quote: one block, even when empty; a quote of paragraphs is one quote block per paragraph. */
function readTextBlock(element: Element, type: TextBlockType, marks: RichMarks): RichBlock[] {
  const inner = marksOf(element, marks);
  if (!hasBlockChild(element)) return [textBlock(type, readInlines(element.childNodes, inner, false), alignOf(element))];
  return readBlocks(element, inner).map((block) => (block.type === 'paragraph' ? { ...block, type } : block));
}

/** The items of a list, flat (the toolbar makes no nested lists): an item holding a list is followed by that list's items. */
function readListItems(item: Element, marks: RichMarks): TextBlock[] {
  const inner = marksOf(item, marks);
  if (!hasBlockChild(item)) return [textBlock('list-item', readInlines(item.childNodes, inner, false), alignOf(item))];
  const itemAlign = alignOf(item);
  return readBlocks(item, inner).flatMap((block): TextBlock[] => {
    if (isList(block.type)) return (block as ListElement).children;
    const { align = itemAlign, children } = block as TextBlock;
    return [align ? { type: 'list-item', align, children } : { type: 'list-item', children }];
  });
}

function readList(list: Element, marks: RichMarks): RichBlock[] {
  const inner = marksOf(list, marks);
  const items = Array.from(list.childNodes).flatMap((node): TextBlock[] => {
    const tag = tagOf(node);
    if (tag === 'li') return readListItems(node as Element, inner);
    if (tag === 'ul' || tag === 'ol') return readList(node as Element, inner).flatMap((block) => block.children as TextBlock[]);
    // Loose content in a list (not valid HTML, but pasted) is an item of its own.
    const loose = readInline(node, inner, false);
    return isBlank(loose) ? [] : [textBlock('list-item', loose)];
  });
  return items.length ? [{ type: list.localName === 'ol' ? 'numbered-list' : 'bulleted-list', children: items }] : [];
}

/** Slate's own rules applied (texts merged, links framed by texts), so the value is what the editor would hold. */
function normalised(blocks: RichBlock[]): RichBlock[] {
  const editor = withInlines(createEditor());
  editor.children = blocks;
  Editor.normalize(editor, { force: true });
  return editor.children as RichBlock[];
}

export function htmlToSlate(html: string): RichBlock[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = readBlocks(body, {});
  return normalised(blocks.length ? blocks : emptyValue());
}
