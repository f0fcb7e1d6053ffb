/**
 * A data table's rows as cards, where the table's columns do not fit its place (a phone for
 * every list; beside the sidebar for a list of many columns): no column is pinned over
 * another and nothing scrolls sideways. Each card: the selection box, the picture and the
 * title on its first line; each field under it with its column's name before the value; the
 * status and the actions along its foot. The header row keeps what acts: the page's selection
 * box and a sort button per sortable column. All in logical properties, so Arabic mirrors it.
 */
import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHiddenRules } from '../theme/visually-hidden';
import { CARD_BREAKPOINTS, type CardBreakpoint } from './card-parts';
import { tableContainer } from './data-table.css';

const part = (name: string) => `[data-card="${name}"]`;
const label = {
  // The column's name, drawn but not read: a screen reader already hears the cell's header.
  content: 'attr(data-label) / ""',
  color: vars.color.layout.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  lineHeight: 1.4,
} as const;
const foot = {
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  marginBlockStart: vars.space.xs,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.layout.border}`,
} as const;
const hidden = visuallyHiddenRules;

function cardRules(scope: string, belowRem: number) {
  const query = `${tableContainer} (max-width: ${belowRem - 0.01}rem)`;
  const rule = (selector: string, style: GlobalStyleRule) => globalStyle(`${scope} ${selector}`, { '@container': { [query]: style } });

  for (const element of ['table', 'thead', 'tbody']) rule(element, { display: 'block' });
  // The header row: the page's selection box and the sort buttons, wrapping; other headers read only.
  rule('thead > tr', {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    background: vars.color.layout.surfaceMuted,
    borderBlockEnd: `1px solid ${vars.color.layout.border}`,
  });
  // [role]: above the table's own first- and last-cell padding.
  rule('thead > tr > th[role]', {
    display: 'block',
    position: 'static',
    // The table's column widths (inline, from column-width.ts) mean nothing here.
    inlineSize: 'auto !important',
    minInlineSize: '0 !important',
    blockSize: 'auto',
    padding: 0,
    border: 0,
    background: 'transparent',
    boxShadow: 'none',
  });
  rule(`thead > tr > th:not([aria-sort]):not(${part('select')})`, hidden);
  rule(`thead > tr > th${part('select')}`, { marginInlineEnd: vars.space.sm });
  rule('thead > tr > th[aria-sort] > button', {
    margin: 0,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.layout.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.layout.surface,
  });
  rule('thead > tr > th:is([aria-sort="ascending"], [aria-sort="descending"]) > button', {
    borderColor: `color-mix(in srgb, ${vars.color.accent.base} 35%, transparent)`,
    background: vars.color.accent.soft,
    color: vars.color.accent.softText,
  });

  // A card: [select] [picture] title … ; fields across; status … actions at the foot.
  rule('tbody > tr', {
    display: 'grid',
    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
    alignItems: 'center',
    rowGap: vars.space.xs,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    borderBlockEnd: `1px solid ${vars.color.layout.border}`,
  });
  rule('tbody > tr:last-child', { borderBlockEnd: 0 });
  rule('tbody > tr:has(> td[colspan])', { display: 'block', padding: 0 });
  rule('tbody > tr > td[role]', {
    display: 'block',
    position: 'static',
    minInlineSize: 0,
    blockSize: 'auto',
    padding: 0,
    border: 0,
    textAlign: 'start',
    background: 'transparent',
    boxShadow: 'none',
  });
  rule(`tbody > tr > td${part('select')}`, { gridRow: 1, gridColumn: 1, marginInlineEnd: vars.space.md, lineHeight: 0 });
  rule(`tbody > tr > td${part('picture')}`, { gridRow: 1, gridColumn: 2, marginInlineEnd: vars.space.md, lineHeight: 0 });
  rule(`tbody > tr > td${part('title')}`, { gridRow: 1, gridColumn: '3 / -1', fontSize: vars.font.size.md, overflowWrap: 'anywhere' });
  rule(`tbody > tr > td${part('field')}`, {
    gridColumn: '1 / -1',
    display: 'grid',
    gridTemplateColumns: 'minmax(4.5rem, min(28%, 9rem)) minmax(0, 1fr)',
    alignItems: 'baseline',
    justifyItems: 'start',
    columnGap: vars.space.md,
    overflowWrap: 'anywhere',
  });
  rule(`tbody > tr > td${part('title')} + td${part('field')}`, { marginBlockStart: vars.space.xs });
  rule(`tbody > tr > td:is(${part('field')}, ${part('status')})::before`, label);
  rule(`tbody > tr > td${part('status')}`, { ...foot, gridColumn: '1 / 4', gap: vars.space.md });
  rule(`tbody > tr > td${part('actions')}`, { ...foot, gridColumn: 4, justifyContent: 'flex-end' });
  rule(`tbody > tr:not(:has(> ${part('status')})) > td${part('actions')}`, { gridColumn: '1 / -1' });
}

/** The scroller's class: cards below its breakpoint (card-parts.ts picks it from the columns). */
export const cardsBelow = Object.fromEntries(
  (Object.entries(CARD_BREAKPOINTS) as [CardBreakpoint, number][]).map(([name, rem]) => {
    const scope = style({});
    cardRules(scope, rem);
    return [name, scope];
  }),
) as Record<CardBreakpoint, string>;
