/**
 * The document the rich-text editor holds (slate), named for slate once: text blocks (paragraph,
 * headings, quote, list item) of inline content, lists of list items, links of text. Exactly
 * what the toolbar can make, so slate-to-html and html-to-slate can be each other's inverse.
 */
import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { TextAlign } from '../../api/contract/rich-html';

/** Marks hold the policy's normalised CSS values (rich-html.ts), so they travel to HTML as they are. */
export type RichMarks = {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  fontFamily?: string;
  fontSize?: string;
  color?: string;
  backgroundColor?: string;
};
export type RichText = { text: string } & RichMarks;

export type LinkElement = { type: 'link'; url: string; children: RichText[] };
export type RichInline = RichText | LinkElement;

export const TEXT_BLOCK_TYPES = ['paragraph', 'heading-one', 'heading-two', 'heading-three', 'block-quote', 'list-item'] as const;
export type TextBlockType = (typeof TEXT_BLOCK_TYPES)[number];
/** A block of text; `align` is absent for the default (start) alignment. */
export type TextBlock = { type: TextBlockType; align?: TextAlign; children: RichInline[] };

export const LIST_TYPES = ['bulleted-list', 'numbered-list'] as const;
export type ListType = (typeof LIST_TYPES)[number];
export type ListElement = { type: ListType; children: TextBlock[] };

export type RichElement = TextBlock | ListElement | LinkElement;
export type RichBlock = TextBlock | ListElement;

/** Styles the toolbar's "Text style" menu offers: the paragraph and three heading levels. */
export const BLOCK_STYLES = ['paragraph', 'heading-one', 'heading-two', 'heading-three'] as const;
export type BlockStyle = (typeof BLOCK_STYLES)[number];

export type RichEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: RichEditor;
    Element: RichElement;
    Text: RichText;
  }
}

export type RichValue = Descendant[];

export const isList = (type: string): type is ListType => (LIST_TYPES as readonly string[]).includes(type);

/** A document with one empty paragraph: what an empty editor holds. */
export const emptyValue = (): RichBlock[] => [{ type: 'paragraph', children: [{ text: '' }] }];
