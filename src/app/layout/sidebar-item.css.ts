import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The look shared by sidebar links and group headers. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: '42px',
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.sidebar.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.sidebar.hover, color: vars.color.layout.text },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const miniItem = style({ justifyContent: 'center', paddingInline: 0 });

export const nested = style({ minBlockSize: '38px', fontSize: vars.font.size.md });

export const icon = style({ flexShrink: 0, color: vars.color.sidebar.muted, transition: `color ${vars.motion.fast}` });

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

// Active-link style1 of spec section 2: a filled accent pill (style2..5 arrive later).
export const active = style({
  background: vars.color.sidebar.activeBackground,
  color: vars.color.sidebar.activeText,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { background: vars.color.sidebar.activeBackground, color: vars.color.sidebar.activeText },
  },
});

export const activeIcon = style({ color: vars.color.sidebar.activeIcon });
