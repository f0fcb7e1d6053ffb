import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xl} ${vars.space.xl}`,
  '@media': { '(max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

globalStyle(`${grid} > [data-span="full"]`, { gridColumn: '1 / -1' });
