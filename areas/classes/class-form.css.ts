import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../src/theme/contract.css';

// The form is several sections, one card each, at a page's reading width.
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxInlineSize: '1120px' });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.layout.text });

export const sectionHint = style({ margin: 0, marginBlockStart: vars.space.xs, fontSize: vars.font.size.sm, color: vars.color.layout.muted });

export const actionsCard = style({ paddingBlock: vars.space.lg });
// The foot's own rule and margin are for a foot inside a form card; here it is a card of its own.
globalStyle(`${actionsCard} > div`, { marginBlockStart: 0, paddingBlockStart: 0, borderBlockStart: 0 });

export const blocked = style({ marginBlockEnd: vars.space.md });

export const editorLoading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Rows of instructions and ingredients: a number, the fields, a remove button. */
export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '32px minmax(0, 1fr) 40px',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.layout.surfaceMuted,
});

export const rowNumber = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  marginBlockStart: '30px',
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.softText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const rowFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const ingredientFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: vars.space.md,
  '@media': { '(max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const rowRemove = style({ marginBlockStart: '28px' });

export const rowsEmpty = style({
  margin: 0,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.layout.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.layout.muted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const addRow = style({ marginBlockStart: vars.space.md });

/** Meal types as chips: a hidden checkbox, the icon and the name. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, border: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  border: `1px solid ${vars.color.layout.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.layout.surface,
  color: vars.color.layout.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.layout.muted },
    '&:has(input:checked)': { background: vars.color.accent.soft, borderColor: vars.color.accent.base, color: vars.color.accent.softText },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const chipIcon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '28px',
  blockSize: '28px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.layout.surfaceMuted,
  color: vars.color.layout.muted,
});

export const chipImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'contain' });

export const chipCheck = style({ color: vars.color.accent.base });

/** Live or on-demand: two cards to choose from. */
export const typeChoices = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, margin: 0, padding: 0, border: 0 });

export const typeChoice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  blockSize: '42px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.layout.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.layout.surface,
  color: vars.color.layout.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent.base, background: vars.color.accent.soft, color: vars.color.accent.softText, fontWeight: vars.font.weight.medium },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const fieldset = style({ minInlineSize: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, color: vars.color.layout.text });

/** The chosen video, laid out like the image picker: a tile, its name and facts, the buttons, the refusal. */
export const videoTile = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '144px',
  // 960x360: the tile has the video's shape.
  aspectRatio: '960 / 360',
  borderRadius: vars.radius.md,
  background: vars.color.inverse.background,
  color: vars.color.inverse.text,
  boxShadow: vars.shadow.sm,
});

export const videoName = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.layout.text,
  overflowWrap: 'anywhere',
});

export const videoFacts = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.layout.muted, fontVariantNumeric: 'tabular-nums' });

// Slate sizes an empty editor to its placeholder with an inline min-height; a description gets room to write in.
export const description = style({});
globalStyle(`${description} [data-slate-editor]`, { minBlockSize: '200px !important' });
