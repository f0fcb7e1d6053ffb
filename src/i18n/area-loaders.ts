/**
 * The loaders of each locale's second part (every screen's texts but the login page's:
 * second-parts/, the shared texts with every area folder's), apart
 * from load-messages.ts so that /login's first load does not carry them either.
 */
import type { Catalogue } from '../machines/locale.machine';
import type { Locale } from './locales';
import { gatherSecondPart } from './second-parts/gather';

export const areaParts: Record<Locale, () => Promise<Catalogue>> = {
  'en-US': () => import('./second-parts/en-US').then((module) => gatherSecondPart(module.enUSSecondPart)),
  'zh-CN': () => import('./second-parts/zh-CN').then((module) => gatherSecondPart(module.zhCNSecondPart)),
  ar: () => import('./second-parts/ar').then((module) => gatherSecondPart(module.arSecondPart)),
  it: () => import('./second-parts/it').then((module) => gatherSecondPart(module.itSecondPart)),
  es: () => import('./second-parts/es').then((module) => gatherSecondPart(module.esSecondPart)),
  fr: () => import('./second-parts/fr').then((module) => gatherSecondPart(module.frSecondPart)),
};
