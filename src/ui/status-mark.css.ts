import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '30px',
  blockSize: '30px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const mark = styleVariants({
  on: [
    base,
    {
      background: vars.color.success.soft,
      color: vars.color.success.softText,
      selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.success.base } },
    },
  ],
  off: [
    base,
    {
      background: vars.color.danger.soft,
      color: vars.color.danger.softText,
      selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.danger.base } },
    },
  ],
});
