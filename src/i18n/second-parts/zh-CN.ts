/** The zh-CN second catalogue part's pieces: the shared texts and every area folder's (gather.ts puts them together). */
import { zhCNAreas } from '../messages/zh-CN.areas';

export const zhCNSecondPart = {
  shared: zhCNAreas,
  areas: import.meta.glob<Record<string, unknown>>('../../../areas/*/texts/zh-CN.ts', { eager: true, import: 'texts' }),
};
