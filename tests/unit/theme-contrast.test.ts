/**
 * Every colour theme reads at WCAG AAA (issue #31 item 7, axe's color-contrast-enhanced, WCAG
 * 1.4.6): each pair the kit draws text with reaches 7:1, and the non-text parts a person must
 * see (icons, the focus ring, a switch's track) 3:1 (WCAG 1.4.11), computed from the palettes
 * the theme classes are made of. The luminance and ratio are WCAG's own formulas, written here
 * and not taken from the product; the thresholds are WCAG's numbers.
 */
import { describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../../src/theme/appearance-settings';
import { themePalettes, type ThemeColors } from '../../src/theme/palettes';
import { BACKGROUND_COLOURS, TEXT_COLOURS } from '../../src/ui/rich-text/palette';

/** WCAG 2.x 1.4.6: normal text 7:1 (large text, ≥ 24 px or ≥ 18.66 px bold, 4.5:1). */
const AAA_TEXT = 7;
/** WCAG 2.x 1.4.11: user-interface components and graphical objects 3:1. */
const NON_TEXT = 3;

/** WCAG's relative luminance of an sRGB colour written `#rrggbb`. */
function luminance(hex: string): number {
  expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
  const channels = hex.slice(1).match(/../g)!.map((pair) => parseInt(pair, 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** [what, foreground, background, minimum] */
type Pair = [string, string, string, number];

function pairsOf(c: ThemeColors): Pair[] {
  const footerBackground = c.footer.background === 'transparent' ? c.layout.background : c.footer.background;
  const text: Array<[string, string, string]> = [
    ['top bar text', c.topbar.text, c.topbar.background],
    ['top bar muted text (language, icons with labels)', c.topbar.muted, c.topbar.background],
    ['top bar text on hover', c.topbar.text, c.topbar.hover],
    ['sidebar text', c.sidebar.text, c.sidebar.background],
    ['sidebar strong text (the open group)', c.sidebar.strong, c.sidebar.background],
    ['sidebar muted text (group labels)', c.sidebar.muted, c.sidebar.background],
    ['sidebar text on hover', c.sidebar.strong, c.sidebar.hover],
    ['active link, filled (style1)', c.sidebar.activeText, c.sidebar.activeBackground],
    ['active link, gradient end (style5)', c.sidebar.activeText, c.sidebar.activeGradientEnd],
    ['active link, tinted (style2, style4)', c.sidebar.activeSoftText, c.sidebar.activeSoft],
    ['active link, outlined (style3)', c.sidebar.activeSoftText, c.sidebar.background],
    ['page text', c.layout.text, c.layout.background],
    ['text on a card', c.layout.text, c.layout.surface],
    ['text on a muted surface (table head, read-only field)', c.layout.text, c.layout.surfaceMuted],
    ['text on a hovered row', c.layout.text, c.layout.hover],
    ['muted page text', c.layout.muted, c.layout.background],
    ['muted text and placeholders on a card', c.layout.muted, c.layout.surface],
    ['muted text on a muted surface (table headers)', c.layout.muted, c.layout.surfaceMuted],
    ['muted text on a hovered row (neutral badge)', c.layout.muted, c.layout.hover],
    ['footer text', c.footer.text, footerBackground],
    ['footer muted text', c.footer.muted, footerBackground],
    ['text link on a card', c.accent.base, c.layout.surface],
    ['text link on the page', c.accent.base, c.layout.background],
    ['text link on a muted surface', c.accent.base, c.layout.surfaceMuted],
    ['text link, hovered', c.accent.hover, c.layout.surface],
    ['accent soft text on a card (avatar ring, status page)', c.accent.softText, c.layout.surface],
    ['error text on a card', c.danger.softText, c.layout.surface],
    ['met password rule on a muted surface', c.success.softText, c.layout.surfaceMuted],
    ['success text on a card', c.success.softText, c.layout.surface],
    ['inverse notice (info toast, tooltip)', c.inverse.text, c.inverse.background],
  ];
  for (const tone of ['accent', 'danger', 'success', 'info'] as const) {
    text.push([`${tone} button and toast`, c[tone].contrast, c[tone].base]);
    text.push([`${tone} button, hovered`, c[tone].contrast, c[tone].hover]);
    text.push([`${tone} badge`, c[tone].softText, c[tone].soft]);
  }
  return [
    ...text.map(([what, fg, bg]): Pair => [what, fg, bg, AAA_TEXT]),
    ['sidebar icons', c.sidebar.muted, c.sidebar.background, NON_TEXT],
    ['active link icon, tile (style4)', c.sidebar.activeIcon, c.sidebar.activeBackground, NON_TEXT],
    ['focus ring on a card', c.focusRing, c.layout.surface, NON_TEXT],
    ['focus ring on the page', c.focusRing, c.layout.background, NON_TEXT],
    ['switch on, against the card', c.success.base, c.layout.surface, NON_TEXT],
    ['field border and switch track off, on a card', c.layout.borderStrong, c.layout.surface, NON_TEXT],
    ['field border on a muted surface', c.layout.borderStrong, c.layout.surfaceMuted, NON_TEXT],
    ['search box border on the page', c.layout.borderStrong, c.layout.background, NON_TEXT],
    ['switch track off in a hovered row', c.layout.borderStrong, c.layout.hover, NON_TEXT],
    ['invalid field border on a card', c.danger.base, c.layout.surface, NON_TEXT],
  ];
}

describe('the contrast formula', () => {
  it('gives WCAG’s extremes and a known middle value', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the lightest grey that passes AA, at 4.54:1.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // #595959 on white passes AAA at 7.0:1.
    expect(contrast('#595959', '#ffffff')).toBeCloseTo(7.0, 1);
  });
});

describe('colour themes', () => {
  it.each(THEME_NAMES)('%s: every text pair reaches 7:1 (AAA), icons, the focus ring and controls 3:1', (name) => {
    const failing = pairsOf(themePalettes[name])
      .filter(([, fg, bg, minimum]) => contrast(fg, bg) < minimum)
      .map(([what, fg, bg, minimum]) => ({ what, fg, bg, minimum, ratio: Math.floor(contrast(fg, bg) * 100) / 100 }));
    expect(failing).toEqual([]);
  });
});

describe('the set of themes', () => {
  it('has at least two dark themes', () => {
    expect(THEME_NAMES.filter((name) => themePalettes[name].scheme === 'dark').length).toBeGreaterThanOrEqual(2);
  });

  it('gives each theme a colour set of its own', () => {
    const keys = THEME_NAMES.map((name) => JSON.stringify(themePalettes[name]));
    expect(new Set(keys).size).toBe(THEME_NAMES.length);
  });
});

describe('the rich-text editor’s colours (outside the palettes)', () => {
  it('every text colour reaches 7:1 on white and on every highlight', () => {
    const failing = TEXT_COLOURS.flatMap((text) =>
      [{ id: 'white', value: '#ffffff' }, ...BACKGROUND_COLOURS]
        .filter((highlight) => contrast(text.value, highlight.value) < AAA_TEXT)
        .map((highlight) => `${text.id} on ${highlight.id}: ${Math.floor(contrast(text.value, highlight.value) * 100) / 100}`),
    );
    expect(failing).toEqual([]);
  });
});
