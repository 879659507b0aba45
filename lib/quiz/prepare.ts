import { stepLinkHref } from '@/lib/step-links';
import type { Question, TraceExcerpt, TraceMessage } from './schema';
import type { Revision } from '@/lib/mcp/revisions';

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

/** Finds a recorded trace excerpt by id (the quiz catalogue's `getTrace`). */
export type ExcerptLookup = (id: string) => TraceExcerpt | undefined;

/** Resolves what a view needs and cannot compute cheaply itself (runs on the server). */
export function prepareQuestion(question: Question, getTrace: ExcerptLookup): PreparedQuestion {
  const prepared: PreparedQuestion = { ...question };
  if (question.link) prepared.linkHref = stepLinkHref(question.link);
  if (question.type === 'trace') {
    const excerpt = getTrace(question.trace);
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
  getTrace: ExcerptLookup,
): PreparedQuestion[] {
  return questions.map((question) => prepareQuestion(question, getTrace));
}
