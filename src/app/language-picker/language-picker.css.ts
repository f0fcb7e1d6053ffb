import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { PHONE_TOP_BAR } from '../../theme/viewport';

export const picker = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

// A quiet select in the top bar's colours: the icon and chevron sit over it, at its two ends.
export const select = style({
  appearance: 'none',
  blockSize: '40px',
  paddingInlineStart: '36px',
  paddingInlineEnd: '28px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.topbar.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.layout.hover },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
  // On a phone the top bar has room for the icon only; the select keeps its name and its list.
  '@media': { [PHONE_TOP_BAR]: { inlineSize: '40px', paddingInline: 0, color: 'transparent' } },
});

const overlay = { position: 'absolute', pointerEvents: 'none', color: vars.color.topbar.muted } as const;

export const icon = style({ ...overlay, insetInlineStart: '10px' });

export const chevron = style({ ...overlay, insetInlineEnd: '8px', '@media': { [PHONE_TOP_BAR]: { display: 'none' } } });

// The open list is drawn by the platform on the page's own surface, not the top bar's.
globalStyle(`${select} option`, { color: vars.color.layout.text, background: vars.color.layout.surface });
