import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The running machines as a row of choices, the chart under them, the chosen one's events last. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minBlockSize: 0,
  overflow: 'auto',
  padding: vars.space.sm,
});

export const actors = style({ maxBlockSize: '7.5em', overflow: 'auto' });
export const actorList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const actor = style({
  display: 'flex',
  flexDirection: 'column',
  textAlign: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.layout.hover },
    '&[aria-current="true"]': { borderColor: vars.color.layout.border, background: vars.color.layout.hover, fontWeight: vars.font.weight.semibold },
  },
});

export const actorName = style({ fontFamily: vars.font.familyMono });
export const actorState = style({ color: vars.color.layout.muted, fontFamily: vars.font.familyMono, overflowWrap: 'anywhere' });

/** The drawing keeps its colours on either theme: it sits on its own white card. */
export const chart = style({
  overflow: 'auto',
  background: '#ffffff',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.layout.border}`,
  padding: vars.space.xs,
  maxBlockSize: '50vh',
});

/** At its own size, scrolled: shrunk to the panel, a chart's text would be too small to read. */
globalStyle(`${chart} svg`, { maxInlineSize: 'none', blockSize: 'auto', display: 'block' });

export const events = style({ maxBlockSize: '8em', overflow: 'auto', fontFamily: vars.font.familyMono });
export const eventList = style({ margin: 0, paddingInlineStart: '1.2em' });

export const event = style({ fontWeight: vars.font.weight.semibold });

export const note = style({ margin: 0, padding: vars.space.md, color: vars.color.layout.muted });
