/**
 * The text of a « corriger une définition » question, kept in this tab (sessionStorage) while
 * the question is open, so that a reload does not lose it. Storage may be missing (private
 * mode) or full: then only a reload would lose the text, which stays in the card.
 */

const draftKey = (questionId: string) => `atelier-mcp:quiz-corriger:${questionId}`;

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The text the learner left in this question before a reload, if any. */
export function readFixDraft(questionId: string): string | undefined {
  try {
    return session()?.getItem(draftKey(questionId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the learner's text for a reload. The starting text needs no keeping, and once the
 * question has ended (`undefined`), its recorded answer holds the text instead.
 */
export function saveFixDraft(
  question: { id: string; broken: string },
  text: string | undefined,
): void {
  try {
    if (text === undefined || text === question.broken) {
      session()?.removeItem(draftKey(question.id));
    } else {
      session()?.setItem(draftKey(question.id), text);
    }
  } catch {
    // No storage: the text stays in the card; only a reload would lose it.
  }
}
