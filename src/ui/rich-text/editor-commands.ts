/**
 * What the toolbar and the shortcuts do to the document, and what they read back to show
 * which buttons are on. Every command works on the editor's selection; with none yet (the
 * editor was never focused), on the end of the document.
 */
import { Editor, Element, Range, Transforms, type NodeEntry } from 'slate';
import type { TextAlign } from '../../api/contract/rich-html';
import { isList, type BlockStyle, type LinkElement, type ListType, type RichMarks, type TextBlock, type TextBlockType } from './rich-text-types';

export type ToggleMark = 'bold' | 'italic' | 'underline';
export type ValueMark = 'fontFamily' | 'fontSize' | 'color' | 'backgroundColor';
export type Align = TextAlign | 'left';

const isTextBlock = (node: unknown): node is TextBlock => Element.isElement(node) && node.type !== 'link' && !isList(node.type);
const isLink = (node: unknown): node is LinkElement => Element.isElement(node) && node.type === 'link';

export function ensureSelection(editor: Editor) {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
}

const marks = (editor: Editor): RichMarks => Editor.marks(editor) ?? {};

export const isMarkActive = (editor: Editor, mark: ToggleMark) => marks(editor)[mark] === true;
export const markValue = (editor: Editor, mark: ValueMark) => marks(editor)[mark];

export function toggleMark(editor: Editor, mark: ToggleMark) {
  ensureSelection(editor);
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

/** Sets a font, size or colour; null goes back to the default. */
export function setMarkValue(editor: Editor, mark: ValueMark, value: string | null) {
  ensureSelection(editor);
  if (value) Editor.addMark(editor, mark, value);
  else Editor.removeMark(editor, mark);
}

function textBlocks(editor: Editor): NodeEntry<TextBlock>[] {
  if (!editor.selection) return [];
  return Array.from(Editor.nodes(editor, { at: Editor.unhangRange(editor, editor.selection), match: isTextBlock, mode: 'lowest' }));
}

/** The type shared by every selected text block, or null when they differ. */
function selectedType(editor: Editor): TextBlockType | null {
  const types = new Set(textBlocks(editor).map(([block]) => block.type));
  return types.size === 1 ? [...types][0]! : null;
}

/** On for a list when the selection is in one of that kind; on for a quote when every selected block is one. */
export function isBlockActive(editor: Editor, type: ListType | 'block-quote') {
  if (type === 'block-quote') return selectedType(editor) === 'block-quote';
  if (!editor.selection) return false;
  const [list] = Editor.nodes(editor, { at: Editor.unhangRange(editor, editor.selection), match: (node) => Element.isElement(node) && node.type === type });
  return list !== undefined;
}

/** Lists and the quote toggle: on, the selected blocks become items of one list (or quotes); off, paragraphs. */
export function toggleBlock(editor: Editor, type: ListType | 'block-quote') {
  ensureSelection(editor);
  const active = isBlockActive(editor, type);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && isList(node.type), split: true });
    const next: TextBlockType = active ? 'paragraph' : type === 'block-quote' ? 'block-quote' : 'list-item';
    Transforms.setNodes<TextBlock>(editor, { type: next }, { match: isTextBlock });
    if (!active && isList(type)) Transforms.wrapNodes(editor, { type, children: [] }, { match: (node) => isTextBlock(node) && node.type === 'list-item' });
  });
}

/** The "Text style" menu: null when the selection is a quote, a list or a mix. */
export function blockStyle(editor: Editor): BlockStyle | null {
  const type = selectedType(editor);
  return type === null || type === 'block-quote' || type === 'list-item' ? null : type;
}

/** A paragraph or a heading (out of any list). */
export function setBlockStyle(editor: Editor, style: BlockStyle) {
  ensureSelection(editor);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && isList(node.type), split: true });
    Transforms.setNodes<TextBlock>(editor, { type: style }, { match: isTextBlock });
  });
}

export function activeAlign(editor: Editor): Align | null {
  const aligns = new Set(textBlocks(editor).map(([block]) => block.align ?? 'left'));
  return aligns.size === 1 ? [...aligns][0]! : null;
}

export function setAlign(editor: Editor, align: Align) {
  ensureSelection(editor);
  if (align === 'left') Transforms.unsetNodes(editor, 'align', { match: isTextBlock });
  else Transforms.setNodes<TextBlock>(editor, { align }, { match: isTextBlock });
}

export function activeLink(editor: Editor): LinkElement | null {
  if (!editor.selection) return null;
  const [entry] = Editor.nodes(editor, { match: isLink });
  return entry ? entry[0] : null;
}

/** Changes the link under the selection, links the selected text, or inserts the address as a linked text. */
export function applyLink(editor: Editor, url: string) {
  ensureSelection(editor);
  if (activeLink(editor)) {
    Transforms.setNodes<LinkElement>(editor, { url }, { match: isLink });
  } else if (editor.selection && Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: url }] });
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

export function removeLink(editor: Editor) {
  Transforms.unwrapNodes(editor, { match: isLink });
}
