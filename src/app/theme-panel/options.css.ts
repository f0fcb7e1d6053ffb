import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  float: 'inline-start',
  inlineSize: '100%',
  marginBlockEnd: vars.space.md,
  padding: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.layout.muted,
});

// Three themes a row in the panel's usual width, two on a phone (long names stay whole).
export const themeGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: vars.space.sm });
export const linkGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm });
export const barsGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm });

/** An option is a label around a visually hidden radio and the card that shows it. */
export const option = style({ position: 'relative', display: 'block', cursor: 'pointer' });

export const optionCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.layout.surface,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    [`${option}:hover &`]: { borderColor: vars.color.layout.borderStrong },
    'input:checked + &': { borderColor: vars.color.accent.base, boxShadow: `0 0 0 1px ${vars.color.accent.base}` },
    'input:focus-visible + &': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const checkMark = style({
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineEnd: '-6px',
  boxSizing: 'content-box',
  padding: '3px',
  borderRadius: vars.radius.full,
  background: vars.color.accent.base,
  color: vars.color.accent.contrast,
  boxShadow: `0 0 0 2px ${vars.color.layout.surface}`,
  opacity: 0,
  transform: 'scale(0.6)',
  transition: `opacity ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: { 'input:checked + * &': { opacity: 1, transform: 'none' } },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

// A long name (Spanish, French) takes the dark badge onto its own line rather than past the card.
export const optionName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.layout.text,
});

export const optionHint = style({ fontSize: vars.font.size.xs, color: vars.color.layout.muted, lineHeight: vars.font.lineHeight.tight });

export const darkBadge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.inverse.background,
  color: vars.color.inverse.text,
  fontSize: '0.6875rem',
  fontWeight: vars.font.weight.semibold,
});

// The theme picture: a tiny shell in the theme's own colours (given inline, per option).
export const themePicture = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '30% 1fr',
  gridTemplateRows: '12px 1fr',
  blockSize: '64px',
  overflow: 'hidden',
  border: '1px solid',
  borderRadius: vars.radius.md,
});
export const pictureTop = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  paddingInline: '5px',
  borderBlockEnd: '1px solid',
});
export const pictureDot = style({ inlineSize: '6px', blockSize: '6px', borderRadius: vars.radius.full });
export const pictureSide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  padding: '5px 4px',
  borderInlineEnd: '1px solid',
});
export const pictureActive = style({ blockSize: '6px', borderRadius: '3px' });
export const pictureLine = style({ blockSize: '3px', inlineSize: '70%', borderRadius: '2px', opacity: 0.7 });
export const pictureCard = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  margin: '6px',
  padding: '5px',
  border: '1px solid',
  borderRadius: '4px',
});
export const pictureButton = style({ alignSelf: 'flex-end', inlineSize: '40%', blockSize: '7px', borderRadius: '3px' });

// The link-style picture: real sidebar items on the sidebar's background.
export const linkPicture = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.sidebar.background,
  border: `1px solid ${vars.color.sidebar.border}`,
  pointerEvents: 'none',
});
globalStyle(`${linkPicture} > *`, { minBlockSize: '34px', fontSize: vars.font.size.sm, paddingInline: vars.space.sm });

// The bars picture: a sketch of the shell's grid, the bars in the accent.
export const barsPicture = style({
  display: 'grid',
  gridTemplateColumns: '28% 1fr',
  gridTemplateRows: '10px 1fr 8px',
  gridTemplateAreas: '"side top" "side main" "side foot"',
  gap: '3px',
  blockSize: '64px',
  padding: '4px',
  borderRadius: vars.radius.md,
  background: vars.color.layout.surfaceMuted,
  border: `1px solid ${vars.color.layout.border}`,
});
export const barsAbove = style({ gridTemplateAreas: '"top top" "side main" "foot foot"' });
const block = { borderRadius: '2px' };
export const barsTop = style({ ...block, gridArea: 'top', background: vars.color.accent.base });
export const barsFoot = style({ ...block, gridArea: 'foot', background: vars.color.accent.base, opacity: 0.6 });
export const barsSide = style({ ...block, gridArea: 'side', background: vars.color.layout.borderStrong });
export const barsMain = style({ ...block, gridArea: 'main', background: vars.color.layout.surface, border: `1px dashed ${vars.color.layout.borderStrong}` });

export const switches = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.layout.surface,
});

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.layout.border}` } },
});

export const switchText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const switchLabel = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, color: vars.color.layout.text, cursor: 'pointer' });

/** The checkbox drawn as a switch; the thumb travels along the inline axis, so it mirrors in RTL. */
export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '22px',
  margin: 0,
  borderRadius: vars.radius.full,
  background: vars.color.layout.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.normal}`,
  selectors: {
    '&:checked': { background: vars.color.accent.base },
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '3px',
      insetInlineStart: '3px',
      inlineSize: '16px',
      blockSize: '16px',
      borderRadius: vars.radius.full,
      background: '#ffffff',
      boxShadow: vars.shadow.sm,
      transition: `inset-inline-start ${vars.motion.normal}`,
    },
    '&:checked::before': { insetInlineStart: '21px' },
  },
});
