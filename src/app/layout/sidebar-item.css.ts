/**
 * Sidebar links and group headers, and the five active-link styles of spec section 2
 * (style1..style5), chosen by the sidebar's `data-link-style` and drawn on the entry that has
 * `aria-current="page"`. All five read in every theme: they draw with the theme's
 * sidebar.active* colours, whose pairs the contrast test checks.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The look shared by sidebar links and group headers. */
export const item = style({
  position: 'relative',
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
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.sidebar.hover, color: vars.color.sidebar.strong },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const miniItem = style({ justifyContent: 'center', paddingInline: 0 });

export const nested = style({ minBlockSize: '38px', fontSize: vars.font.size.md });

export const icon = style({ flexShrink: 0, color: vars.color.sidebar.muted, transition: `color ${vars.motion.fast}` });

// Long translations wrap onto a second line rather than being cut (issue #13 item 5).
export const label = style({ minInlineSize: 0, paddingBlock: vars.space.xs, overflowWrap: 'anywhere', lineHeight: 1.3 });

const current = (linkStyle: string, extra = '') => `[data-link-style="${linkStyle}"] ${item}[aria-current="page"]${extra}`;
const currentIcon = (linkStyle: string) => `${current(linkStyle)} ${icon}`;
/** The rule for the current entry in one style, on hover too (hover must not undo it). */
function activeStyle(linkStyle: string, rule: Parameters<typeof globalStyle>[1]) {
  globalStyle(`${current(linkStyle)}, ${current(linkStyle, ':hover')}`, rule);
}

// style1: a filled pill in the accent.
activeStyle('style1', {
  background: vars.color.sidebar.activeBackground,
  color: vars.color.sidebar.activeText,
  boxShadow: vars.shadow.sm,
});
globalStyle(currentIcon('style1'), { color: vars.color.sidebar.activeIcon });

// style2: a soft tint with a bar on the inline-start edge.
activeStyle('style2', {
  background: vars.color.sidebar.activeSoft,
  color: vars.color.sidebar.activeSoftText,
  fontWeight: vars.font.weight.semibold,
});
globalStyle(`${current('style2')}::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: 0,
  insetBlock: '8px',
  inlineSize: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.sidebar.activeBackground,
});
globalStyle(currentIcon('style2'), { color: vars.color.sidebar.activeSoftText });

// style3: outlined, no fill: a ring in the accent around accent text.
activeStyle('style3', {
  background: 'transparent',
  color: vars.color.sidebar.activeSoftText,
  boxShadow: `inset 0 0 0 1.5px ${vars.color.sidebar.activeBackground}`,
  fontWeight: vars.font.weight.semibold,
});
globalStyle(currentIcon('style3'), { color: vars.color.sidebar.activeSoftText });

// style4: a soft tint, the icon bold on a filled tile.
activeStyle('style4', {
  background: vars.color.sidebar.activeSoft,
  color: vars.color.sidebar.activeSoftText,
  fontWeight: vars.font.weight.semibold,
});
globalStyle(currentIcon('style4'), {
  boxSizing: 'content-box',
  margin: '-5px',
  padding: '5px',
  borderRadius: vars.radius.sm,
  background: vars.color.sidebar.activeBackground,
  color: vars.color.sidebar.activeIcon,
  strokeWidth: 2.5,
});

// style5: a rounded gradient from the accent, lifted by its own glow.
activeStyle('style5', {
  background: `linear-gradient(90deg, ${vars.color.sidebar.activeBackground}, ${vars.color.sidebar.activeGradientEnd})`,
  color: vars.color.sidebar.activeText,
  borderRadius: vars.radius.full,
  boxShadow: `0 8px 18px -10px ${vars.color.sidebar.activeBackground}`,
});
globalStyle(`[dir="rtl"] ${current('style5')}`, {
  background: `linear-gradient(270deg, ${vars.color.sidebar.activeBackground}, ${vars.color.sidebar.activeGradientEnd})`,
});
globalStyle(currentIcon('style5'), { color: vars.color.sidebar.activeIcon });
