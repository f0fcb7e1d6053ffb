/**
 * The colour themes the document root can wear (spec section 2 "Shell": themedefault now,
 * theme1..theme8 in a later issue). main.tsx adds one class to <html>; switching themes is
 * swapping that class.
 */
import { themeDefaultClass } from './theme-default.css';

export { themeDefaultClass };

export const themeClasses = { themedefault: themeDefaultClass } as const;
export type ThemeName = keyof typeof themeClasses;
