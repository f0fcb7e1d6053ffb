/**
 * Every answer code the server sends, with its English (issue #34): the answers no area owns
 * (src/api/contract/answer-codes.ts) and each area's own, from its declaration (its contract's
 * table). The API document lists them; a code two tables give is a mistake said at start.
 */
import { CORE_ANSWER_TEXTS, type AnswerCode, type AnswerText } from '../../src/api/contract/answer-codes';
import { SERVER_AREAS } from './index';

export function answerTextsOf(tables: ReadonlyArray<Readonly<Record<string, AnswerText>>>): Readonly<Record<AnswerCode, AnswerText>> {
  const all: Record<string, AnswerText> = {};
  for (const table of tables) {
    for (const [code, text] of Object.entries(table)) {
      if (code in all) throw new Error(`The answer code ${code} is given twice: each code belongs to one table`);
      all[code] = text;
    }
  }
  return all as Record<AnswerCode, AnswerText>;
}

export const ANSWER_TEXTS = answerTextsOf([CORE_ANSWER_TEXTS, ...SERVER_AREAS.map((area) => area.answers)]);
