import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const placeholder = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '1fr minmax(280px, 380px)' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.lg,
  background: vars.color.accent.soft,
  color: vars.color.accent.softText,
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.layout.text,
});

export const body = style({ maxInlineSize: '56ch', color: vars.color.layout.muted, fontSize: vars.font.size.lg });

// A quiet sketch of a chart, so the empty space reads as "charts go here".
export const chart = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  blockSize: '160px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.layout.surfaceMuted,
  border: `1px dashed ${vars.color.layout.borderStrong}`,
});

export const bar = style({
  flex: 1,
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  background: vars.color.accent.soft,
});

export const BAR_HEIGHTS = [38, 52, 45, 66, 58, 74, 62, 85, 70, 92];

BAR_HEIGHTS.forEach((height, index) => {
  globalStyle(`${bar}:nth-child(${index + 1})`, { blockSize: `${height}%` });
});

globalStyle(`${bar}:last-child`, { background: vars.color.accent.base, opacity: 0.55 });
