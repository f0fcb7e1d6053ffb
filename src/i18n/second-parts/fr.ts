/** The fr second catalogue part's pieces: the shared texts and every area folder's (gather.ts puts them together). */
import { frAreas } from '../messages/fr.areas';

export const frSecondPart = {
  shared: frAreas,
  areas: import.meta.glob<Record<string, unknown>>('../../../areas/*/texts/fr.ts', { eager: true, import: 'texts' }),
};
