import { RAW_BANKS } from '../../content/quiz/banks';
import type { QuestionInput } from '../../lib/quiz/schema';

/**
 * A theme's questions as written, in the order its quiz lists them before shuffling: every bank
 * in catalogue order, filtered by theme (a bank may file questions under another theme).
 */
export function themeQuestions(theme: string): QuestionInput[] {
  return (Object.values(RAW_BANKS) as QuestionInput[][]).flat().filter((q) => q.theme === theme);
}
