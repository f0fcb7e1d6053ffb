import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  margin: 0,
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  '@media': { '(max-width: 480px)': { gridTemplateColumns: '1fr' } },
});

export const term = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  background: vars.color.layout.surfaceMuted,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
  color: vars.color.layout.muted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:nth-last-child(2)': { borderBlockEnd: 0 } },
});

export const value = style({
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
  color: vars.color.layout.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
});
