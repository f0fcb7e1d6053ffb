import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const panel = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: 9000,
  inlineSize: 'min(560px, calc(100vw - 32px))',
  maxBlockSize: '45vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.layout.surface,
  color: vars.color.layout.text,
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.xs,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});

export const title = style({ flex: 1, margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const list = style({ overflow: 'auto', margin: 0, padding: 0, listStyle: 'none', fontFamily: vars.font.familyMono });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '3.5em 7em 1fr',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});

export const muted = style({ color: vars.color.layout.muted });
