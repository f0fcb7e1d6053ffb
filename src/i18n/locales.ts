/**
 * The locales the product speaks. A later issue adds zh-CN, ar, it, es and fr (DESIGN.md
 * section 6), each loaded on demand by load-messages.ts; en-US ships in the first bundle.
 */
export const DEFAULT_LOCALE = 'en-US';
export const LOCALES = [DEFAULT_LOCALE] as const;
export type Locale = (typeof LOCALES)[number];
