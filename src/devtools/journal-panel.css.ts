import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const panel = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineStart: vars.space.md, // over the login's brand side and the sidebar's foot, not a form's buttons
  zIndex: 9000,
  inlineSize: 'min(480px, calc(100vw - 32px))',
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

/**
 * With the Flows view: room for a chart, on the panel's side of the page only (the login's brand
 * side, the sidebar), so the form it watches stays in reach beside it.
 */
export const wide = style({ inlineSize: 'min(760px, calc(50vw - 16px))', minInlineSize: 'min(480px, calc(100vw - 32px))', maxBlockSize: 'calc(100vh - 32px)' });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});

export const title = style({ flex: '1 1 100%', margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

/** The list scrolls inside the panel's height; hidden when the panel is folded. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  overflow: 'hidden',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const list = style({ overflow: 'auto', margin: 0, padding: 0, listStyle: 'none', fontFamily: vars.font.familyMono });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '3.5em 9em 1fr',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});

export const muted = style({ color: vars.color.layout.muted });

/** A replayed run that did not end where it was recorded. */
export const different = style({ color: vars.color.danger.softText, fontWeight: vars.font.weight.semibold });
