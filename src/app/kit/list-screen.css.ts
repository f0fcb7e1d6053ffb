import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({ overflow: 'hidden' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});

// At the end of the row, with or without a search box before it (on a narrow screen, on a row
// of its own under the search, still at the end). It takes the rest of the row and puts its
// content at the end, so its own box does not move when the count arrives with the first page
// (a group as wide as its content grew towards the start: a layout shift on every list's load).
export const toolbarEnd = style({
  display: 'flex',
  flexGrow: 1,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.md,
});

export const count = style({
  fontSize: vars.font.size.sm,
  color: vars.color.layout.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const footer = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.layout.border}`,
});

/** The filters' row under the search: controls side by side, wrapping on a narrow screen. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
  background: vars.color.layout.surfaceMuted,
});
