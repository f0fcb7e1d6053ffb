/** The ar second catalogue part's pieces: the shared texts and every area folder's (gather.ts puts them together). */
import { arAreas } from '../messages/ar.areas';

export const arSecondPart = {
  shared: arAreas,
  areas: import.meta.glob<Record<string, unknown>>('../../../areas/*/texts/ar.ts', { eager: true, import: 'texts' }),
};
