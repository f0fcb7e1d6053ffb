import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { main } from './app-shell.css';
import { FOOTER_HEIGHT_PX } from './layout-sizes';

/**
 * Not drawn while the page holds a skeleton (its chunk, its record or a list's first rows still
 * loading). The shell keeps the footer at the bottom of the window on a short page, so a skeleton
 * shorter than the page to come would show it there, then push it away: a layout shift (Lighthouse
 * counted 0.05 on /class/add). A list's ten skeleton rows do the opposite: an empty list's short
 * message pulled the footer up into view (0.02 at 412 px). Drawn once the page is in, it simply
 * appears, and moves nothing.
 */
export const footer = style({
  gridArea: 'foot',
  display: 'flex',
  alignItems: 'center',
  minBlockSize: `${FOOTER_HEIGHT_PX}px`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xxl,
  borderBlockStart: `1px solid ${vars.color.footer.border}`,
  background: vars.color.footer.background,
  color: vars.color.footer.text,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  '@media': { '(max-width: 640px)': { paddingInline: vars.space.lg } },
  selectors: { [`${main}:has([data-skeleton]) ~ &`]: { display: 'none' } },
});
