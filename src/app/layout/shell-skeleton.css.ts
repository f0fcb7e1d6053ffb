import { style } from '@vanilla-extract/css';
import { SIDEBAR_WIDTH_PX } from '../../constants';
import { vars } from '../../theme/contract.css';
import { TOPBAR_HEIGHT_PX } from './layout-sizes';

/** The shell's default grid (app-shell.css.ts), drawn before its chunk has arrived. */
export const shell = style({
  display: 'grid',
  gridTemplateColumns: `${SIDEBAR_WIDTH_PX}px minmax(0, 1fr)`,
  gridTemplateRows: `${TOPBAR_HEIGHT_PX}px 1fr`,
  gridTemplateAreas: '"side top" "side main"',
  minBlockSize: '100vh',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: '0 minmax(0, 1fr)' } },
});

export const sidebar = style({
  gridArea: 'side',
  background: vars.color.sidebar.background,
  boxShadow: `inset -1px 0 0 ${vars.color.sidebar.border}`,
  overflow: 'hidden',
});

export const topBar = style({
  gridArea: 'top',
  background: vars.color.topbar.background,
  boxShadow: `inset 0 -1px 0 ${vars.color.topbar.border}`,
});

// As the shell's page (app-shell.css.ts).
export const main = style({ gridArea: 'main', padding: vars.space.xxl, maxInlineSize: '1440px', '@media': { '(max-width: 640px)': { padding: vars.space.lg } } });
