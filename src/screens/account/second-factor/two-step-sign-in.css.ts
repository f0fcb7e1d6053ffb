import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// The password step's looks, which the app's other steps share.
export { actions, form, note } from '../shared/current-password-form.css';

/** Below the profile form, as wide as it, like "Your sessions". */
export const card = style({ maxInlineSize: '640px', marginBlockStart: vars.space.xl });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.layout.text });

export const description = style({ marginBlockStart: vars.space.xs, fontSize: vars.font.size.sm, color: vars.color.layout.muted });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginBlockStart: vars.space.lg });



/** The QR code and the same secret as text, side by side where there is room. */
export const scan = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });

export const qr = style({
  inlineSize: '176px',
  blockSize: '176px',
  flexShrink: 0,
  // A QR code reads dark on light in every theme.
  background: '#ffffff',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.layout.border}`,
});

export const secret = style({
  display: 'block',
  marginBlockStart: vars.space.xs,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  color: vars.color.layout.text,
  // A key reads left to right in every language.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const keyLabel = style({ marginBlockStart: vars.space.sm });

export const scanText = style({ flex: '1 1 14rem', minInlineSize: 0, fontSize: vars.font.size.sm, color: vars.color.layout.muted });

/** Ten codes in two columns, figures of one width, each on its own line for copying. */
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: vars.space.md,
  background: vars.color.layout.surfaceMuted,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.md,
  direction: 'ltr',
  listStyle: 'none',
});


/** The super admin's roles, one row each: name and counts, then the switch. */
export const roles = style({ display: 'flex', flexDirection: 'column', borderBlockStart: `1px solid ${vars.color.layout.border}` });

export const role = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});

export const roleWhat = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const roleName = style({ fontWeight: vars.font.weight.medium, color: vars.color.layout.text });
