/** Every locale's catalogue as the tests read it: its two parts (the second with every area folder's texts), and both merged (what a signed-in page shows). */
import type { Locale } from '../../src/i18n/locales';
import { gatherSecondPart } from '../../src/i18n/second-parts/gather';
import { ar } from '../../src/i18n/messages/ar';
import { arSecondPart } from '../../src/i18n/second-parts/ar';
import { enUS } from '../../src/i18n/messages/en-US';
import { enUSSecondPart } from '../../src/i18n/second-parts/en-US';
import { es } from '../../src/i18n/messages/es';
import { esSecondPart } from '../../src/i18n/second-parts/es';
import { fr } from '../../src/i18n/messages/fr';
import { frSecondPart } from '../../src/i18n/second-parts/fr';
import { it } from '../../src/i18n/messages/it';
import { itSecondPart } from '../../src/i18n/second-parts/it';
import { zhCN } from '../../src/i18n/messages/zh-CN';
import { zhCNSecondPart } from '../../src/i18n/second-parts/zh-CN';

export type Catalogue = Record<string, string>;

export const catalogueParts: Record<Locale, { first: Catalogue; areas: Catalogue }> = {
  'en-US': { first: enUS, areas: gatherSecondPart(enUSSecondPart) as Catalogue },
  'zh-CN': { first: zhCN, areas: gatherSecondPart(zhCNSecondPart) as Catalogue },
  ar: { first: ar, areas: gatherSecondPart(arSecondPart) as Catalogue },
  it: { first: it, areas: gatherSecondPart(itSecondPart) as Catalogue },
  es: { first: es, areas: gatherSecondPart(esSecondPart) as Catalogue },
  fr: { first: fr, areas: gatherSecondPart(frSecondPart) as Catalogue },
};

export const allTexts = Object.fromEntries(
  Object.entries(catalogueParts).map(([locale, { first, areas }]) => [locale, { ...first, ...areas }]),
) as Record<Locale, Catalogue>;
