import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.layout.border}`,
});

export const title = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.layout.text });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const entry = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.sm, rowGap: vars.space.xxs, fontSize: vars.font.size.sm });

export const when = style({ color: vars.color.layout.muted, fontVariantNumeric: 'tabular-nums' });

export const who = style({ fontWeight: vars.font.weight.medium, color: vars.color.layout.text });

export const changed = style({ flexBasis: '100%', color: vars.color.layout.muted });

export const quiet = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.layout.muted });

export const version = style({ flexBasis: '100%' });
