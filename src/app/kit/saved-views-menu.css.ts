import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });
// Its icons keep their size on a phone's narrow toolbar.
globalStyle(`${trigger} > svg`, { flexShrink: 0 });

export const heading = style({ fontSize: vars.font.size.sm, marginBlock: `${vars.space.lg} ${vars.space.xs}` });

export const none = style({ margin: 0, color: vars.color.layout.muted });

export const views = style({ listStyle: 'none', margin: 0, padding: 0 });

export const view = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, paddingBlock: vars.space.xs });
