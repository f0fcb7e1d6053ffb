import { style } from '@vanilla-extract/css';
import { SIDEBAR_MINI_WIDTH_PX, SIDEBAR_WIDTH_PX } from '../../constants';
import { vars } from '../../theme/contract.css';
import { TOPBAR_HEIGHT_PX } from './layout-sizes';

export const sidebar = style({
  position: 'sticky',
  insetBlockStart: `${TOPBAR_HEIGHT_PX}px`,
  flexShrink: 0,
  inlineSize: `${SIDEBAR_WIDTH_PX}px`,
  blockSize: `calc(100vh - ${TOPBAR_HEIGHT_PX}px)`,
  overflowX: 'hidden',
  overflowY: 'auto',
  background: vars.color.sidebar.background,
  borderInlineEnd: `1px solid ${vars.color.sidebar.border}`,
  transition: `inline-size ${vars.motion.normal} ease`,
});

export const mini = style({ inlineSize: `${SIDEBAR_MINI_WIDTH_PX}px` });

export const nav = style({ padding: `${vars.space.lg} ${vars.space.md}` });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** In the mini sidebar a rule marks where a (flattened) group begins. */
export const groupStart = style({
  marginBlockStart: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.sidebar.border}`,
});
