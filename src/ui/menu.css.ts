import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.layout.hover },
  },
});

// The padding (not a margin) bridges the gap to the trigger, so the pointer can travel
// from the trigger to the items without leaving the menu and closing it.
export const popover = style({
  position: 'absolute',
  insetBlockStart: '100%',
  zIndex: 40,
  minInlineSize: '240px',
  paddingBlockStart: vars.space.sm,
  opacity: 0,
  visibility: 'hidden',
  transform: 'translateY(-4px)',
  transition: `opacity ${vars.motion.fast}, transform ${vars.motion.fast}, visibility 0s linear ${vars.motion.fast}`,
  selectors: {
    '&[data-open]': {
      opacity: 1,
      visibility: 'visible',
      transform: 'none',
      transitionDelay: '0s',
    },
  },
});

export const align = styleVariants({
  start: { insetInlineStart: 0 },
  end: { insetInlineEnd: 0 },
});

export const panel = style({
  overflow: 'hidden',
  background: vars.color.layout.surface,
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const header = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});

export const list = style({ display: 'flex', flexDirection: 'column', padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.layout.text,
  fontSize: vars.font.size.md,
  textAlign: 'start',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.layout.hover, outline: 'none' },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const itemIcon = style({ display: 'inline-flex', color: vars.color.layout.muted });

export const danger = style({
  color: vars.color.danger.softText,
  selectors: { '&:hover, &:focus-visible': { background: vars.color.danger.soft } },
});

export const separator = style({
  blockSize: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.layout.border,
});

globalStyle(`${danger} ${itemIcon}`, { color: 'inherit' });
