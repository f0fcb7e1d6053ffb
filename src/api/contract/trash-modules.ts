/**
 * The modules whose deletes keep the record (each declares `trash` in its server-area.ts; a test
 * holds the two lists together): the SPA's Trash opens to a role that opens one of them. Plain
 * data apart from the trash's schemas, so the shell's access check carries nothing else.
 */
import type { Module } from './modules';

export const TRASH_MODULES = ['admin', 'user', 'chef', 'meal', 'class', 'ingredients', 'subscription', 'blok-price'] as const satisfies readonly Module[];
