import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { input } from './text-field.css';

// The text field's box, grown to several lines.
export const textArea = style([
  input,
  {
    blockSize: 'auto',
    minBlockSize: '112px',
    paddingBlock: vars.space.sm,
    lineHeight: vars.font.lineHeight.normal,
    resize: 'vertical',
  },
]);
