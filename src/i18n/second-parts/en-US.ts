/** The en-US second catalogue part's pieces: the shared texts and every area folder's (gather.ts puts them together). */
import { enUSAreas } from '../messages/en-US.areas';

export const enUSSecondPart = {
  shared: enUSAreas,
  areas: import.meta.glob<Record<string, unknown>>('../../../areas/*/texts/en-US.ts', { eager: true, import: 'texts' }),
};
