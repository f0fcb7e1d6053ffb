/** The rules that hide a thing on screen and leave it to screen readers: one class, and a table's cards (as a global rule). */
export const visuallyHiddenRules = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
