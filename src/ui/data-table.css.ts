import { createContainer, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Narrow screens scroll the table sideways instead of squeezing its columns. Positioned, so that
// what a cell positions absolutely (a screen-reader-only note) is clipped here too: with the page
// as its containing block, a note in a column scrolled out of view widened the whole page. A size
// container, so the empty list's message can be as wide as the part of the table in view, and
// the rows turn into cards where the columns do not fit (data-table-cards.css.ts).
export const tableContainer = createContainer();
export const scroller = style({ overflowX: 'auto', position: 'relative', containerType: 'inline-size', containerName: tableContainer });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.md,
});

// Cells are 12 px apart at each side and 16 px from the table's edges: eight columns fit beside the open sidebar at 1280 px.
const edgePadding = { selectors: { '&:first-child': { paddingInlineStart: vars.space.lg }, '&:last-child': { paddingInlineEnd: vars.space.lg } } };

export const headCell = style({
  ...edgePadding,
  position: 'relative',
  blockSize: '44px',
  paddingBlock: 0,
  paddingInline: vars.space.md,
  background: vars.color.layout.surfaceMuted,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
  color: vars.color.layout.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const cell = style({
  ...edgePadding,
  blockSize: '64px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
  color: vars.color.layout.text,
  verticalAlign: 'middle',
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const row = style({
  transition: `background-color ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.layout.surfaceMuted } },
});

globalStyle(`${row}:last-child > ${cell}`, { borderBlockEnd: 0 });

/** The row actions stay in view at the inline end; rows scroll under them (data-table.tsx). */
export const pinnedEnd = style({
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  background: vars.color.layout.surface,
  selectors: { [`${headCell}&`]: { background: vars.color.layout.surfaceMuted } },
});
globalStyle(`${row}:hover > ${pinnedEnd}`, { background: vars.color.layout.surfaceMuted });
// The cue that more of the table lies under the pinned column: a soft shadow on its start edge.
const edge = (sign: 1 | -1) => `inset ${sign}px 0 0 ${vars.color.layout.border}, ${sign * -6}px 0 8px -6px rgba(16, 24, 40, 0.14)`;
globalStyle(`${scroller}[data-overflows="true"] ${pinnedEnd}`, { boxShadow: edge(1) });
globalStyle(`[dir="rtl"] ${scroller}[data-overflows="true"] ${pinnedEnd}`, { boxShadow: edge(-1) });

// A new page is on its way: the rows stay readable but visibly stale.
export const stale = style({ opacity: 0.55, transition: `opacity ${vars.motion.normal}` });

export const messageCell = style({ padding: 0 });

/**
 * The empty or failed list's message, in the window's part of the table: on a phone the columns
 * keep their widths and the table scrolls sideways, and a message centred on the whole table
 * showed cut off at the window's edge, its action out of reach.
 */
export const messageBox = style({ position: 'sticky', insetInlineStart: 0, inlineSize: '100cqi' });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInline: `calc(${vars.space.sm} * -1)`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  selectors: { '&:hover': { background: vars.color.layout.hover, color: vars.color.layout.text } },
});

// The icon keeps its size when the auto table layout squeezes its column to the header's text.
export const sortIcon = style({ flexShrink: 0, opacity: 0.45 });
export const sortIconActive = style({ flexShrink: 0, opacity: 1, color: vars.color.accent.base });
export const sortedHead = style({ color: vars.color.layout.text });
