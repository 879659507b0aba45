import { parseInline, toPlainText } from './inline';
import type { Lesson } from './schema';
import { lessonBlocks, lessonTexts } from './walk';

/** Technical French is read slowly: about 170 words a minute, diagrams and code on top. */
const WORDS_PER_MINUTE = 170;
const MINUTES_PER_DIAGRAM = 0.5;
const MINUTES_PER_CODE_LINE = 0.04;
const MINUTES_FOR_WORKSHEET = 3;
/** A recorded message is skimmed for the fields the caption names, not read line by line. */
const MINUTES_PER_TRACE_MESSAGE = 0.25;

export function countWords(text: string): number {
  return toPlainText(parseInline(text)).split(/\s+/).filter(Boolean).length;
}

/**
 * The reading time shown for a lesson, computed from its content so that it never drifts from
 * what the learner actually reads. `traceLength` counts the messages of a recorded excerpt.
 */
export function readingMinutes(lesson: Lesson, traceLength: (excerpt: string) => number): number {
  const words = lessonTexts(lesson).reduce((sum, text) => sum + countWords(text), 0);
  let minutes = words / WORDS_PER_MINUTE;
  for (const block of lessonBlocks(lesson)) {
    if (block.type === 'diagram' || block.type === 'table') minutes += MINUTES_PER_DIAGRAM;
    if (block.type === 'code') minutes += block.code.split('\n').length * MINUTES_PER_CODE_LINE;
    if (block.type === 'worksheet') minutes += MINUTES_FOR_WORKSHEET;
    if (block.type === 'trace') {
      minutes += (block.messages?.length ?? traceLength(block.excerpt)) * MINUTES_PER_TRACE_MESSAGE;
    }
  }
  return Math.max(1, Math.round(minutes));
}
