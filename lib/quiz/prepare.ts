import type { Question, TraceExcerpt, TraceMessage } from './schema';
import type { Revision } from '@/lib/mcp/revisions';
import type { StepLink } from '@/lib/links';

/** The part of a trace excerpt a question shows, and what really came next. */
export interface PreparedExcerpt {
  version: Revision;
  recording: string;
  messages: TraceMessage[];
  /** For « quel message vient ensuite ? »: revealed once the learner has answered. */
  next?: TraceMessage;
  /** The last shown message never got an answer. */
  unanswered: boolean;
}

/** A question ready for the views: its playground URL and trace excerpt resolved. */
export type PreparedQuestion = Question & {
  linkHref?: string;
  excerpt?: PreparedExcerpt;
};

/** What preparing a question looks up in the catalogues (content/quiz, content/scenarios). */
export interface QuestionLookups {
  /** A recorded trace excerpt by id (the quiz catalogue's `getTrace`). */
  trace: (id: string) => TraceExcerpt | undefined;
  /** The playground address of a step link (content/scenarios/step-links.ts). */
  linkHref: (link: StepLink) => string;
}

/** Resolves what a view needs and cannot compute cheaply itself (runs on the server). */
export function prepareQuestion(question: Question, lookups: QuestionLookups): PreparedQuestion {
  const prepared: PreparedQuestion = { ...question };
  if (question.link) prepared.linkHref = lookups.linkHref(question.link);
  if (question.type === 'trace') {
    const excerpt = lookups.trace(question.trace);
    if (excerpt) {
      const shown = question.shown ?? excerpt.messages.length;
      const next = excerpt.messages[shown];
      prepared.excerpt = {
        version: excerpt.source.version,
        recording: excerpt.source.recording,
        messages: excerpt.messages.slice(0, shown),
        ...(next ? { next } : {}),
        unanswered: shown === excerpt.messages.length && excerpt.unanswered === true,
      };
    }
  }
  return prepared;
}

export function prepareQuestions(
  questions: readonly Question[],
  lookups: QuestionLookups,
): PreparedQuestion[] {
  return questions.map((question) => prepareQuestion(question, lookups));
}
