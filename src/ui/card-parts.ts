/**
 * Where each column of a data table goes when its rows show as cards (data-table-cards.css.ts):
 * the selection box and the picture side by side before the title, the fields one under the
 * other with their header's name, then the status and the actions along the card's foot.
 */
export type CardPart = 'select' | 'picture' | 'title' | 'field' | 'status' | 'actions';

type CardColumn = { card?: CardPart | undefined; pinned?: boolean | undefined; width?: string | undefined };

/** Each column's part: its own, else actions when pinned, else a field; the first field is the title unless a column names one. */
export function cardPartsOf(columns: readonly CardColumn[]): CardPart[] {
  const parts = columns.map((column) => column.card ?? (column.pinned ? 'actions' : 'field'));
  if (!parts.includes('title')) {
    const first = columns.findIndex((column, at) => column.card === undefined && parts[at] === 'field');
    if (first >= 0) parts[first] = 'title';
  }
  return parts;
}

/** The container widths (rem) under which a table shows cards: phones for every list, wider for a list of many columns. */
export const CARD_BREAKPOINTS = { phone: 36, tablet: 44, narrowDesktop: 52, desktop: 60 } as const;
export type CardBreakpoint = keyof typeof CARD_BREAKPOINTS;

/** What a column of no set width needs at least, its padding included, for the estimate below. */
const FLEXIBLE_PX = 80;

/**
 * The narrowest container a table's columns fit in, estimated from their set widths (text
 * columns wrap, so they need little), rounded up to the next breakpoint: below it, cards. A
 * static estimate rather than a measure, so a list never switches layout once shown.
 */
export function cardsBelowOf(columns: readonly CardColumn[]): CardBreakpoint {
  const px = columns.reduce((sum, column) => sum + (column.width?.endsWith('px') ? Number.parseFloat(column.width) : FLEXIBLE_PX), 0);
  const entries = Object.entries(CARD_BREAKPOINTS) as [CardBreakpoint, number][];
  return (entries.find(([, rem]) => px <= rem * 16) ?? entries[entries.length - 1]!)[0];
}
