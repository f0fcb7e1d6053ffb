import { style } from '@vanilla-extract/css';
import { vars } from '../../src/theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const summary = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });

export const summaryText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const summaryName = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.layout.text });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const player = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '960 / 360',
  borderRadius: vars.radius.lg,
  background: '#000',
});

export const playerLoading = style({ aspectRatio: '960 / 360', borderRadius: vars.radius.lg });

export const heading = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.layout.text });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
});

export const headCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.layout.surfaceMuted,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
  color: vars.color.layout.muted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
  color: vars.color.layout.text,
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
  selectors: { 'tr:last-child > &': { borderBlockEnd: 0 } },
});

export const numberCell = style({ inlineSize: '3.5rem', color: vars.color.layout.muted, fontVariantNumeric: 'tabular-nums' });

export const timeCell = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: vars.color.layout.muted });

export const none = style({ margin: 0, color: vars.color.layout.muted, fontSize: vars.font.size.sm });

export const mealType = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const link = style({ color: vars.color.accent.base, overflowWrap: 'anywhere' });
