/**
 * The look of rich text, the same in the editor and in the view modal, so a page reads as it
 * was written: headings, quotes, lists and links in the theme's type and colours.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const richContent = style({
  color: vars.color.layout.text,
  fontSize: vars.font.size.md,
  lineHeight: 1.65,
  overflowWrap: 'anywhere',
});

/** Each selector of a list, inside rich content only. */
const within = (selectors: string) =>
  selectors
    .split(',')
    .map((selector) => `${richContent} ${selector.trim()}`)
    .join(', ');

globalStyle(within('> * + *'), { marginBlockStart: vars.space.sm });
globalStyle(within('p, h1, h2, h3, blockquote, ul, ol'), { marginBlockEnd: 0 });
globalStyle(within('p:empty'), { minBlockSize: '1lh' });
globalStyle(within('h1, h2, h3'), { lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.bold, marginBlockStart: vars.space.lg });
globalStyle(within('> :first-child'), { marginBlockStart: 0 });
globalStyle(within('h1'), { fontSize: '1.875rem' });
globalStyle(within('h2'), { fontSize: '1.5rem' });
globalStyle(within('h3'), { fontSize: '1.25rem' });
globalStyle(within('blockquote'), {
  marginInline: 0,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.accent.base}`,
  background: vars.color.layout.surfaceMuted,
  color: vars.color.layout.muted,
  fontStyle: 'italic',
});
// A quote split into blocks (one per paragraph) reads as one quote.
globalStyle(within('blockquote + blockquote'), { marginBlockStart: 0 });
// The global reset takes list markers away; rich text wants them back.
globalStyle(within('ul, ol'), { paddingInlineStart: vars.space.xl });
globalStyle(within('ul'), { listStyle: 'disc' });
globalStyle(within('ol'), { listStyle: 'decimal' });
globalStyle(within('li + li'), { marginBlockStart: vars.space.xxs });
globalStyle(within('a'), { color: vars.color.accent.base, textDecoration: 'underline', textUnderlineOffset: '2px' });
