/** A key press as the quiz reads it, with what the DOM says about where it happened. */
export interface QuizKeyPress {
  key: string;
  /** A modifier was held (Alt, Ctrl, Cmd): the browser's shortcut, not the quiz's. */
  modified: boolean;
  /** Someone else already handled it. */
  handled: boolean;
  /** Typed in a text field (not a radio button or a checkbox): the characters are the learner's. */
  inTextField: boolean;
  /** On a link, a button or a `<summary>`, which keep their own Entrée. */
  onControl: boolean;
}

/** What a key does in a question: digits pick, Entrée validates or moves on. */
export type QuizKeyAction = { type: 'digit'; n: number } | { type: 'validate' } | { type: 'next' };

/**
 * The quiz's keyboard: 1–9 pick the n-th option while the question is open (when it has
 * options to pick), Entrée validates it, then goes to the next question once answered.
 * Anything else is left to the browser (undefined).
 */
export function quizKeyAction(
  press: QuizKeyPress,
  question: { answered: boolean; pickByDigit: boolean },
): QuizKeyAction | undefined {
  if (press.handled || press.modified || press.inTextField) return undefined;
  if (/^[1-9]$/.test(press.key)) {
    return !question.answered && question.pickByDigit
      ? { type: 'digit', n: Number(press.key) }
      : undefined;
  }
  if (press.key !== 'Enter' || press.onControl) return undefined;
  return question.answered ? { type: 'next' } : { type: 'validate' };
}
