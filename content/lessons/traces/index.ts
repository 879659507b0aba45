import { parseContent } from '@/lib/content/parse';
import { TraceExcerptSchema, type TraceExcerpt } from '@/lib/quiz/schema';
import { lessonExcerpts } from './excerpts';

/**
 * The recorded exchanges lessons quote, by id: generated from the simulation by
 * scripts/record-lesson-traces.ts (see content/lessons/traces/specs.ts), validated here.
 */
export const LESSON_TRACES: ReadonlyMap<string, TraceExcerpt> = new Map(
  Object.entries(lessonExcerpts).map(([id, raw]) => [
    id,
    parseContent(TraceExcerptSchema, raw, `content/lessons/traces/excerpts.ts (${id})`),
  ]),
);

export function lessonTrace(id: string): TraceExcerpt | undefined {
  return LESSON_TRACES.get(id);
}
