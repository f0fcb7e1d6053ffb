/**
 * `themedefault` of spec section 2: calm neutral surfaces and one teal accent. Every
 * foreground/background pair here meets WCAG AA (4.5:1) for body text.
 */
import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseTokens } from './tokens';

const neutral = {
  0: '#ffffff',
  50: '#f8fafc',
  100: '#f2f4f7',
  200: '#e4e7ec',
  300: '#d0d5dd',
  500: '#667085',
  600: '#475467',
  700: '#344054',
  900: '#101828',
};

export const themeDefaultClass = createTheme(vars, {
  ...baseTokens,
  color: {
    topbar: { background: neutral[0], text: neutral[900], muted: neutral[600], border: neutral[200] },
    sidebar: {
      background: neutral[0],
      text: neutral[700],
      muted: neutral[500],
      border: neutral[200],
      hover: neutral[100],
      activeBackground: '#0f766e',
      activeText: '#ffffff',
      activeIcon: '#ffffff',
    },
    layout: {
      background: '#f5f6f8',
      text: neutral[900],
      muted: neutral[600],
      border: neutral[200],
      surface: neutral[0],
      surfaceMuted: neutral[50],
      borderStrong: neutral[300],
      hover: neutral[100],
    },
    footer: { background: 'transparent', text: neutral[600], muted: neutral[500], border: neutral[200] },
    accent: { base: '#0f766e', hover: '#115e59', soft: '#e7f5f3', softText: '#0f5f58', contrast: '#ffffff' },
    danger: { base: '#d92d20', hover: '#b42318', soft: '#fef3f2', softText: '#b42318', contrast: '#ffffff' },
    success: { base: '#067647', hover: '#05603a', soft: '#ecfdf3', softText: '#05603a', contrast: '#ffffff' },
    info: { base: '#1570ef', hover: '#175cd3', soft: '#eff8ff', softText: '#175cd3', contrast: '#ffffff' },
    inverse: { background: '#1d2939', text: '#f9fafb' },
    focusRing: '#0e9384',
    overlay: 'rgba(16, 24, 40, 0.45)',
  },
});
