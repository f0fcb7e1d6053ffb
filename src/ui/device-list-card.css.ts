/**
 * A card that lists where the admin is signed in or what signs them in: the sessions
 * (areas/sessions) and the passkeys (src/screens/account/passkeys), each row an icon, a name and
 * its facts, and an action at the end.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Below the profile form, as wide as it. */
export const card = style({ maxInlineSize: '640px', marginBlockStart: vars.space.xl });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.layout.text });

export const description = style({ marginBlockStart: vars.space.xs, fontSize: vars.font.size.sm, color: vars.color.layout.muted });

export const list = style({ display: 'flex', flexDirection: 'column', marginBlockStart: vars.space.lg, borderBlockStart: `1px solid ${vars.color.layout.border}` });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});

export const icon = style({ flexShrink: 0, color: vars.color.layout.muted });

export const what = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: '1 1 16rem', minInlineSize: 0 });

export const name = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.font.weight.medium, color: vars.color.layout.text });

export const facts = style({ fontSize: vars.font.size.sm, color: vars.color.layout.muted, overflowWrap: 'anywhere' });

export const loading = style({ marginBlockStart: vars.space.lg, fontSize: vars.font.size.sm, color: vars.color.layout.muted });

export const failed = style({ marginBlockStart: vars.space.lg });

/** A name, an address or a time inside a sentence: kept whole on one line. */
export const value = style({ whiteSpace: 'nowrap' });

/** "Show all N sessions", under the first ones. */
export const more = style({ display: 'flex', justifyContent: 'center', marginBlockStart: vars.space.sm });

/** The card as a page's own (the sessions screen), under its header, as wide as a list. */
export const page = style({ inlineSize: '100%' });

/** The list as the page card's whole content: no rule above its first row, none below its last. */
export const pageList = style({ display: 'flex', flexDirection: 'column' });
globalStyle(`${pageList} > li:first-child`, { paddingBlockStart: 0 });
globalStyle(`${pageList} > li:last-child`, { borderBlockEnd: 'none', paddingBlockEnd: 0 });
