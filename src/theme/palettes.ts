/**
 * The colour sets of the nine themes of spec section 2 (themedefault, theme1..theme8): top
 * bar, sidebar, layout and footer, plus the tones the kit draws with. Plain data, so the
 * theme classes (themes.css.ts), the panel's swatches and the contrast test read the same
 * values. Every text/background pair meets WCAG AAA (7:1, issue #31 item 7: axe's
 * color-contrast-enhanced), the non-text ones 3:1; tests/unit/theme-contrast.test.ts checks it.
 * theme5 (Midnight) and theme7 (Graphite) are dark.
 */
import type { vars } from './contract.css';
import type { ThemeName } from './theme-names';

/** The colour half of the contract, with a colour (not a variable) at every leaf. */
type Colours<T> = { [K in keyof T]: T[K] extends string ? string : Colours<T[K]> };
export type ThemeColors = Colours<typeof vars.color>;
type Tone = ThemeColors['accent'];

/** Status tones on light pages, shared by the light themes. */
const lightStatus = {
  danger: { base: '#a51f15', hover: '#912018', soft: '#fef3f2', softText: '#912018', contrast: '#ffffff' },
  success: { base: '#05603a', hover: '#054f31', soft: '#ecfdf3', softText: '#05603a', contrast: '#ffffff' },
  info: { base: '#1849a9', hover: '#194185', soft: '#eff8ff', softText: '#1849a9', contrast: '#ffffff' },
} satisfies Record<string, Tone>;

const lightLayout = {
  background: '#f5f6f8',
  text: '#101828',
  muted: '#3f4b5c',
  border: '#e4e7ec',
  surface: '#ffffff',
  surfaceMuted: '#f8fafc',
  borderStrong: '#7d8594',
  hover: '#f2f4f7',
};

const whiteBar = { background: '#ffffff', text: '#101828', muted: '#3f4b5c', border: '#e4e7ec', hover: '#f2f4f7' };

/** A light theme: the page and status tones are shared; bars, sidebar and accent are its own. */
function light(colors: Pick<ThemeColors, 'topbar' | 'sidebar' | 'accent' | 'focusRing'> & { layout?: Partial<ThemeColors['layout']> }): ThemeColors {
  const layout = { ...lightLayout, ...colors.layout };
  return {
    scheme: 'light',
    ...lightStatus,
    ...colors,
    layout,
    footer: { background: 'transparent', text: layout.muted, muted: layout.muted, border: layout.border },
    inverse: { background: '#1d2939', text: '#f9fafb' },
    overlay: 'rgba(16, 24, 40, 0.45)',
  };
}

export const themePalettes: Record<ThemeName, ThemeColors> = {
  // Calm neutral surfaces and one teal accent.
  themedefault: light({
    topbar: whiteBar,
    sidebar: {
      background: '#ffffff',
      text: '#344054',
      muted: '#4b5565',
      border: '#e4e7ec',
      hover: '#f2f4f7',
      strong: '#101828',
      activeBackground: '#115e59',
      activeText: '#ffffff',
      activeIcon: '#ffffff',
      activeGradientEnd: '#0e5a8a',
      activeSoft: '#e7f5f3',
      activeSoftText: '#0d534d',
    },
    accent: { base: '#115e59', hover: '#134e4a', soft: '#e7f5f3', softText: '#0d534d', contrast: '#ffffff' },
    focusRing: '#0e9384',
  }),
  // Ocean: a navy sidebar under a white bar, cobalt accent.
  theme1: light({
    topbar: whiteBar,
    sidebar: {
      background: '#0b1f3a',
      text: '#c6d3e8',
      muted: '#9aaecb',
      border: '#1c3354',
      hover: '#15294a',
      strong: '#ffffff',
      activeBackground: '#1e45c8',
      activeText: '#ffffff',
      activeIcon: '#ffffff',
      activeGradientEnd: '#6d28d9',
      activeSoft: '#1a3560',
      activeSoftText: '#c4d9ff',
    },
    accent: { base: '#1e40af', hover: '#1e3a8a', soft: '#eaf1ff', softText: '#1e40af', contrast: '#ffffff' },
    focusRing: '#2563eb',
    layout: { background: '#f3f6fb', border: '#e1e7ef', hover: '#eef2f8' },
  }),
  // Basil: a deep green bar over a white sidebar, herb-green accent.
  theme2: light({
    topbar: { background: '#14532d', text: '#ffffff', muted: '#d6efdf', border: '#14532d', hover: '#17603a' },
    sidebar: {
      background: '#ffffff',
      text: '#344054',
      muted: '#4b5565',
      border: '#e3e9e4',
      hover: '#f0f6f1',
      strong: '#0f2a19',
      activeBackground: '#145c30',
      activeText: '#ffffff',
      activeIcon: '#ffffff',
      activeGradientEnd: '#115e59',
      activeSoft: '#e6f4ea',
      activeSoftText: '#14532d',
    },
    accent: { base: '#145c30', hover: '#0f4a26', soft: '#e6f4ea', softText: '#14532d', contrast: '#ffffff' },
    focusRing: '#16a34a',
    layout: { background: '#f4f7f4', border: '#e3e9e4', hover: '#eef3ef' },
  }),
  // Saffron: warm cream chrome, burnt-orange accent.
  theme3: light({
    topbar: { background: '#fffbf5', text: '#2b1a0e', muted: '#6b4f3a', border: '#f1e4d3', hover: '#fbefe0' },
    sidebar: {
      background: '#fffbf5',
      text: '#4a3526',
      muted: '#6b4f3a',
      border: '#f1e4d3',
      hover: '#fbefe0',
      strong: '#2b1a0e',
      activeBackground: '#9a3412',
      activeText: '#ffffff',
      activeIcon: '#ffffff',
      activeGradientEnd: '#991b1b',
      activeSoft: '#fde8d7',
      activeSoftText: '#8a2e0f',
    },
    accent: { base: '#8f3010', hover: '#7c2d12', soft: '#fff1e6', softText: '#8a2e0f', contrast: '#ffffff' },
    focusRing: '#ea580c',
    layout: { background: '#faf6f0', border: '#efe4d6', borderStrong: '#958572', hover: '#f6eee3', surfaceMuted: '#fdfaf5' },
  }),
  // Aubergine: plum chrome, violet accent.
  theme4: light({
    topbar: { background: '#2e1045', text: '#ffffff', muted: '#d7c3ea', border: '#2e1045', hover: '#42195f' },
    sidebar: {
      background: '#2e1045',
      text: '#e0d2ee',
      muted: '#bfaad6',
      border: '#44215f',
      hover: '#3d1a59',
      strong: '#ffffff',
      activeBackground: '#ad92fd',
      activeText: '#1a0830',
      activeIcon: '#1a0830',
      activeGradientEnd: '#e879f9',
      activeSoft: '#4a2470',
      activeSoftText: '#f0e4ff',
    },
    accent: { base: '#5b21b6', hover: '#4c1d95', soft: '#f3ecff', softText: '#5b21b6', contrast: '#ffffff' },
    focusRing: '#7c3aed',
    layout: { background: '#f6f4fa', border: '#e7e2f0', hover: '#f0ecf6' },
  }),
  // Midnight (dark): navy surfaces, periwinkle accent with dark text on it.
  theme5: {
    scheme: 'dark',
    topbar: { background: '#121829', text: '#e6eaf2', muted: '#a3afc5', border: '#232c44', hover: '#1f2840' },
    sidebar: {
      background: '#0f1526',
      text: '#c3ccdd',
      muted: '#9aa7c0',
      border: '#212a41',
      hover: '#1b2339',
      strong: '#ffffff',
      activeBackground: '#8ab4ff',
      activeText: '#0b1020',
      activeIcon: '#0b1020',
      activeGradientEnd: '#c4a5ff',
      activeSoft: '#1e2c4d',
      activeSoftText: '#b9d1ff',
    },
    layout: {
      background: '#0c111d',
      text: '#e6eaf2',
      muted: '#aab6cc',
      border: '#262f47',
      surface: '#151b2c',
      surfaceMuted: '#1a2134',
      borderStrong: '#657493',
      hover: '#1f2740',
    },
    footer: { background: 'transparent', text: '#aab6cc', muted: '#9aa7c0', border: '#262f47' },
    accent: { base: '#8ab4ff', hover: '#a9c8ff', soft: '#1e2c4d', softText: '#b9d1ff', contrast: '#0b1020' },
    danger: { base: '#ff8a80', hover: '#ffa89f', soft: '#3b1d24', softText: '#ffb4ab', contrast: '#1f0a0c' },
    success: { base: '#5fd39a', hover: '#7fe0b0', soft: '#143027', softText: '#8ee8b9', contrast: '#04180f' },
    info: { base: '#7cb8ff', hover: '#9ccaff', soft: '#172a45', softText: '#a8cfff', contrast: '#06182e' },
    inverse: { background: '#e6eaf2', text: '#111827' },
    focusRing: '#8ab4ff',
    overlay: 'rgba(2, 6, 16, 0.66)',
  },
  // Paprika: a red bar over a charcoal sidebar, brick-red accent.
  theme6: light({
    topbar: { background: '#8f1a11', text: '#ffffff', muted: '#fde2de', border: '#8f1a11', hover: '#a01f15' },
    sidebar: {
      background: '#1f1d1d',
      text: '#d9d3d2',
      muted: '#b3a9a7',
      border: '#2f2b2b',
      hover: '#2b2727',
      strong: '#ffffff',
      activeBackground: '#a8281d',
      activeText: '#ffffff',
      activeIcon: '#ffffff',
      activeGradientEnd: '#9a3412',
      activeSoft: '#3a2624',
      activeSoftText: '#ffc9c2',
    },
    accent: { base: '#9f1f15', hover: '#86180f', soft: '#fdecea', softText: '#8c1b12', contrast: '#ffffff' },
    focusRing: '#d92d20',
    layout: { background: '#f7f5f4', border: '#ebe6e4', hover: '#f2eeec' },
  }),
  // Graphite (dark): neutral greys, amber accent with dark text on it.
  theme7: {
    scheme: 'dark',
    topbar: { background: '#1b1c20', text: '#ececf0', muted: '#a9acb6', border: '#2c2e35', hover: '#27282e' },
    sidebar: {
      background: '#17181c',
      text: '#cfd1d8',
      muted: '#a2a6b1',
      border: '#2a2c33',
      hover: '#24262c',
      strong: '#ffffff',
      activeBackground: '#f5b83d',
      activeText: '#1a1203',
      activeIcon: '#1a1203',
      activeGradientEnd: '#fb923c',
      activeSoft: '#3a2f17',
      activeSoftText: '#f9d27f',
    },
    layout: {
      background: '#111214',
      text: '#ececf0',
      muted: '#b3b6c0',
      border: '#2c2e35',
      surface: '#1b1c20',
      surfaceMuted: '#202126',
      borderStrong: '#70737d',
      hover: '#27282e',
    },
    footer: { background: 'transparent', text: '#b3b6c0', muted: '#a2a6b1', border: '#2c2e35' },
    accent: { base: '#f5b83d', hover: '#f8c96a', soft: '#3a2f17', softText: '#f9d27f', contrast: '#1a1203' },
    danger: { base: '#fb7d74', hover: '#fc958e', soft: '#3b1f1e', softText: '#fdaaa3', contrast: '#1f0a09' },
    success: { base: '#4ccf8c', hover: '#6fdca4', soft: '#16302a', softText: '#86e5b3', contrast: '#04180f' },
    info: { base: '#6cb2ff', hover: '#90c5ff', soft: '#182a40', softText: '#a3cdff', contrast: '#06182e' },
    inverse: { background: '#ececf0', text: '#141518' },
    focusRing: '#f5b83d',
    overlay: 'rgba(0, 0, 0, 0.66)',
  },
  // Lagoon: a teal bar, pale aqua sidebar, deep cyan accent.
  theme8: light({
    topbar: { background: '#0a4f5f', text: '#ffffff', muted: '#d5f1f6', border: '#0a4f5f', hover: '#0f5f71' },
    sidebar: {
      background: '#f0fafb',
      text: '#24424a',
      muted: '#3a5860',
      border: '#d5ecef',
      hover: '#e0f3f5',
      strong: '#0b2a31',
      activeBackground: '#155e75',
      activeText: '#ffffff',
      activeIcon: '#ffffff',
      activeGradientEnd: '#1e40af',
      activeSoft: '#d3eff3',
      activeSoftText: '#0b5366',
    },
    accent: { base: '#11576c', hover: '#164e63', soft: '#e2f5f8', softText: '#124f63', contrast: '#ffffff' },
    focusRing: '#0891b2',
    layout: { background: '#f3f8f9', border: '#dfeaec', hover: '#eaf3f4' },
  }),
};

