/** The colours the toolbar offers (any #rrggbb is kept when pasted; these are the ones to pick). */
export type Swatch = { id: 'ink' | 'grey' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink'; value: string };

/** Dark enough to read at WCAG AAA (7:1) on white and on every highlight below, yellow and orange included. */
export const TEXT_COLOURS: Swatch[] = [
  { id: 'ink', value: '#111827' },
  { id: 'grey', value: '#374151' },
  { id: 'red', value: '#7f1d1d' },
  { id: 'orange', value: '#7c2d12' },
  { id: 'yellow', value: '#713f12' },
  { id: 'green', value: '#14532d' },
  { id: 'teal', value: '#134e4a' },
  { id: 'blue', value: '#1e40af' },
  { id: 'purple', value: '#5b21b6' },
  { id: 'pink', value: '#831843' },
];

/** Light enough that any text colour above stays readable on them. */
export const BACKGROUND_COLOURS: Swatch[] = [
  { id: 'grey', value: '#f3f4f6' },
  { id: 'red', value: '#fee2e2' },
  { id: 'orange', value: '#ffedd5' },
  { id: 'yellow', value: '#fef9c3' },
  { id: 'green', value: '#dcfce7' },
  { id: 'teal', value: '#ccfbf1' },
  { id: 'blue', value: '#dbeafe' },
  { id: 'purple', value: '#ede9fe' },
  { id: 'pink', value: '#fce7f3' },
];
