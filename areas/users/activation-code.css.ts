import { style } from '@vanilla-extract/css';
import { vars } from '../../src/theme/contract.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const code = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.sm });

export const none = style({ color: vars.color.layout.muted });
