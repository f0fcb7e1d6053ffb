/** Small helpers shared by many pieces. */
import { style } from '@vanilla-extract/css';

/** Hidden on screen, still read by screen readers (labels of icon-only controls). */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
