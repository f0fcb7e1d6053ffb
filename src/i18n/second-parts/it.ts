/** The it second catalogue part's pieces: the shared texts and every area folder's (gather.ts puts them together). */
import { itAreas } from '../messages/it.areas';

export const itSecondPart = {
  shared: itAreas,
  areas: import.meta.glob<Record<string, unknown>>('../../../areas/*/texts/it.ts', { eager: true, import: 'texts' }),
};
