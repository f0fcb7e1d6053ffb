/** The colours the toolbar offers (any #rrggbb is kept when pasted; these are the ones to pick). */
export type Swatch = { id: 'ink' | 'grey' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink'; value: string };

/** Dark enough to read on white (contrast at least 4.5:1, yellow and orange included). */
export const TEXT_COLOURS: Swatch[] = [
  { id: 'ink', value: '#111827' },
  { id: 'grey', value: '#4b5563' },
  { id: 'red', value: '#b91c1c' },
  { id: 'orange', value: '#c2410c' },
  { id: 'yellow', value: '#a16207' },
  { id: 'green', value: '#15803d' },
  { id: 'teal', value: '#0f766e' },
  { id: 'blue', value: '#1d4ed8' },
  { id: 'purple', value: '#6d28d9' },
  { id: 'pink', value: '#be185d' },
];

/** Light enough that any text colour above stays readable on them. */
export const BACKGROUND_COLOURS: Swatch[] = [
  { id: 'grey', value: '#e5e7eb' },
  { id: 'red', value: '#fecaca' },
  { id: 'orange', value: '#fed7aa' },
  { id: 'yellow', value: '#fef08a' },
  { id: 'green', value: '#bbf7d0' },
  { id: 'teal', value: '#99f6e4' },
  { id: 'blue', value: '#bfdbfe' },
  { id: 'purple', value: '#ddd6fe' },
  { id: 'pink', value: '#fbcfe8' },
];
