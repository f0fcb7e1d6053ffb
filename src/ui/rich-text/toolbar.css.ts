import { createContainer, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const toolbarContainer = createContainer();

export const toolbar = style({
  containerType: 'inline-size',
  containerName: toolbarContainer,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
  background: vars.color.layout.surfaceMuted,
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
});

export const group = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2px', maxInlineSize: '100%' });

/**
 * The three choices (style, font, size): side by side at their widths where the toolbar has room;
 * in a narrow editor (a phone) a row of their own, sharing it, two to a line when three do not
 * fit, so the toolbar never grows wider than the editor nor cuts a choice's text.
 */
export const choices = style({
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  '@container': {
    [`${toolbarContainer} (max-width: 30rem)`]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
      inlineSize: '100%',
    },
  },
});

export const divider = style({
  inlineSize: '1px',
  blockSize: '22px',
  marginInline: vars.space.xxs,
  background: vars.color.layout.borderStrong,
});

export const button = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.layout.muted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.layout.hover, color: vars.color.layout.text },
    '&[aria-pressed="true"], &[aria-expanded="true"]': {
      background: vars.color.accent.soft,
      color: vars.color.accent.softText,
      borderColor: `color-mix(in srgb, ${vars.color.accent.base} 35%, transparent)`,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const select = style({
  blockSize: '32px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.layout.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.layout.surface,
  color: vars.color.layout.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const selectWidth = styleVariants({ style: { inlineSize: '9.5rem' }, font: { inlineSize: '10rem' }, size: { inlineSize: '7.5rem' } }, (rule) => ({
  ...rule,
  maxInlineSize: '100%',
  minInlineSize: 0,
  '@container': { [`${toolbarContainer} (max-width: 30rem)`]: { inlineSize: '100%' } },
}));

/** The colour a colour button applies, as a bar under its letter. */
export const colourBar = style({
  position: 'absolute',
  insetInline: '7px',
  insetBlockEnd: '5px',
  blockSize: '3px',
  borderRadius: '2px',
});

export const menuAnchor = style({ position: 'relative', display: 'inline-flex' });

export const menu = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 4px)',
  insetInlineStart: 0,
  zIndex: 5,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 28px)',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.layout.surface,
  boxShadow: vars.shadow.lg,
});

export const none = style({
  gridColumn: '1 / -1',
  blockSize: '28px',
  border: `1px solid ${vars.color.layout.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.layout.surface,
  color: vars.color.layout.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.layout.hover } },
});

export const swatch = style({
  inlineSize: '28px',
  blockSize: '28px',
  padding: 0,
  border: `1px solid color-mix(in srgb, ${vars.color.layout.text} 15%, transparent)`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:hover': { transform: 'scale(1.08)' },
  },
});

// In a narrow editor each group has a line of its own: a divider would only dangle at a line's end.
globalStyle(`${toolbar} > ${divider}`, { '@container': { [`${toolbarContainer} (max-width: 30rem)`]: { display: 'none' } } });
globalStyle(`${toolbar} > ${group}`, { '@container': { [`${toolbarContainer} (max-width: 30rem)`]: { flexBasis: '100%' } } });
