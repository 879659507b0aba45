import type { TraceExcerpt } from '@/lib/quiz/schema';

/** The messages a trace block shows: the ones it names by index, or the whole excerpt. */
export function shownMessages(
  excerpt: TraceExcerpt,
  indices: readonly number[] | undefined,
): TraceExcerpt['messages'] {
  if (!indices) return excerpt.messages;
  return indices.flatMap((i) => {
    const message = excerpt.messages[i];
    return message ? [message] : [];
  });
}
