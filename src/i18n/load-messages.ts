/**
 * The one way to get a locale's catalogue: every part of every locale is `import()`ed, so each
 * is its own small chunk and a first load carries only the active locale's first part (DESIGN.md
 * section 7), except en-US's first part (the login page's texts, 1 KB), which comes with the
 * entry: a first visit then starts drawing without waiting for one more request. The locale
 * machine asks for the parts it needs.
 */
import type { Catalogue, CatalogueRequest } from '../machines/locale.machine';
import type { Locale } from './locales';
import { enUS } from './messages/en-US';

const firstParts: Record<Locale, () => Promise<Catalogue>> = {
  'en-US': () => Promise.resolve(enUS),
  'zh-CN': () => import('./messages/zh-CN').then((module) => module.zhCN),
  ar: () => import('./messages/ar').then((module) => module.ar),
  it: () => import('./messages/it').then((module) => module.it),
  es: () => import('./messages/es').then((module) => module.es),
  fr: () => import('./messages/fr').then((module) => module.fr),
};

const secondPart = (locale: Locale) => import('./area-loaders').then((module) => module.areaParts[locale]());

/** The parts asked for, merged into one catalogue. */
export async function loadCatalogue({ locale, first, areas }: CatalogueRequest): Promise<Catalogue> {
  const [firstPart, areasPart] = await Promise.all([first ? firstParts[locale]() : {}, areas ? secondPart(locale) : {}]);
  return { ...firstPart, ...areasPart };
}
