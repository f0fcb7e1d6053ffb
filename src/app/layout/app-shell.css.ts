import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { TOPBAR_HEIGHT_PX } from './layout-sizes';

export const shell = style({ display: 'flex', flexDirection: 'column', minBlockSize: '100vh' });

export const body = style({ display: 'flex', flex: 1, alignItems: 'flex-start' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  minBlockSize: `calc(100vh - ${TOPBAR_HEIGHT_PX}px)`,
});

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '1440px',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xxl,
  // Focus lands here after "skip to content"; a ring around the whole page would only distract.
  outline: 'none',
  '@media': { '(max-width: 640px)': { padding: vars.space.lg } },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.lg,
  insetBlockStart: '-100px',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent.base,
  color: vars.color.accent.contrast,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:focus': { insetBlockStart: vars.space.md } },
});
