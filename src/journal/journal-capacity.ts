/** How many events the flow journal keeps (the oldest go first), so a long session cannot grow memory without end. */
export const JOURNAL_CAPACITY = 2000;
