/** The es second catalogue part's pieces: the shared texts and every area folder's (gather.ts puts them together). */
import { esAreas } from '../messages/es.areas';

export const esSecondPart = {
  shared: esAreas,
  areas: import.meta.glob<Record<string, unknown>>('../../../areas/*/texts/es.ts', { eager: true, import: 'texts' }),
};
