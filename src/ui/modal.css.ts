import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const dialog = style({
  inlineSize: 'calc(100% - 32px)',
  maxBlockSize: 'calc(100dvh - 64px)',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.xl,
  background: vars.color.layout.surface,
  color: vars.color.layout.text,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', animation: `${enter} ${vars.motion.normal} ease-out` },
    '&::backdrop': { background: vars.color.overlay, backdropFilter: 'blur(2px)', animation: `${fade} ${vars.motion.normal}` },
  },
});

export const size = styleVariants({
  sm: { maxInlineSize: '440px' },
  md: { maxInlineSize: '560px' },
  lg: { maxInlineSize: '720px' },
});

// While a modal is open the page behind it does not scroll; the gutter stays, so nothing shifts.
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden', scrollbarGutter: 'stable' });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: `${vars.space.xl} ${vars.space.md}`,
  paddingInline: vars.space.xl,
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minInlineSize: 0 });

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.layout.text,
});

export const description = style({ fontSize: vars.font.size.md, color: vars.color.layout.muted });

export const body = style({
  flex: 1,
  overflowY: 'auto',
  paddingBlock: `${vars.space.sm} ${vars.space.xl}`,
  paddingInline: vars.space.xl,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  background: vars.color.layout.surfaceMuted,
  borderBlockStart: `1px solid ${vars.color.layout.border}`,
});

export const close = style({ marginBlockStart: `calc(${vars.space.xs} * -1)`, marginInlineEnd: `calc(${vars.space.sm} * -1)` });

// A question without a body (a confirmation): a little air between its text and the buttons.
globalStyle(`${header} + ${footer}`, { marginBlockStart: vars.space.sm });
