import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const name = style({
  maxInlineSize: '160px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.topbar.text,
  '@media': { '(max-width: 640px)': { display: 'none' } },
});

export const chevron = style({ color: vars.color.topbar.muted });

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const whoText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const fullName = style({ fontWeight: vars.font.weight.semibold, color: vars.color.layout.text });

export const email = style({
  fontSize: vars.font.size.sm,
  color: vars.color.layout.muted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
