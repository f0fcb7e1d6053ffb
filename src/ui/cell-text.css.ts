import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const tone = styleVariants({
  strong: { fontWeight: vars.font.weight.medium, color: vars.color.layout.text },
  // An e-mail breaks after its @ (cell-text.tsx), and inside a part only when its column is narrower still.
  muted: { color: vars.color.layout.muted, overflowWrap: 'anywhere' },
  // Words that name something (an area): muted, but broken only between words, never inside one.
  quiet: { color: vars.color.layout.muted },
  code: {
    fontFamily: vars.font.familyMono,
    fontSize: vars.font.size.sm,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.layout.hover,
    color: vars.color.layout.text,
  },
  date: { color: vars.color.layout.muted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  // Amounts line up digit under digit.
  number: { color: vars.color.layout.text, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});
