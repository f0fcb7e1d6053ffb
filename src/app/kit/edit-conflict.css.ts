import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const place = style({ marginBlockEnd: vars.space.lg });

export const stash = style({
  marginBlockEnd: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.info.base}`,
  borderRadius: vars.radius.md,
  background: vars.color.info.soft,
  color: vars.color.info.softText,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: `${vars.space.sm} 0 0` });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, max-content) 1fr',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

globalStyle(`${row} dt`, { fontWeight: vars.font.weight.medium });
globalStyle(`${row} dd`, { margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.md });

export const hint = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.size.sm });
