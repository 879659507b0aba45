import { beforeAll, describe, expect, it } from 'vitest';
import { allScenarios } from '@/content/scenarios';
import { LESSONS } from '@/content/lessons';
import type { TraceBlock } from '@/lib/lessons/schema';
import { LESSON_TRACES } from '@/content/lessons/traces';
import { lessonBlocks } from '@/lib/lessons/walk';
import type { TraceExcerpt } from '@/lib/quiz/schema';
import { recordExcerpts } from '@/lib/quiz/trace-recorder';
import { lessonTraceSpecs } from './specs';

const scenarios = allScenarios();

const SCRIPT = 'npx tsx scripts/record-lesson-traces.ts';

const traceBlocks: { lesson: string; block: TraceBlock }[] = LESSONS.flatMap((lesson) =>
  lessonBlocks(lesson).flatMap((block) =>
    block.type === 'trace' ? [{ lesson: lesson.slug, block }] : [],
  ),
);

describe('recorded exchanges quoted by the lessons', () => {
  let recorded: Map<string, TraceExcerpt>;

  beforeAll(async () => {
    recorded = await recordExcerpts(lessonTraceSpecs, scenarios);
  });

  it('still match what the simulation sends, message for message', () => {
    expect(
      [...LESSON_TRACES.keys()].sort(),
      `content/lessons/traces/excerpts.ts doit avoir un extrait par spec\u00A0: lancez «\u00A0${SCRIPT}\u00A0»`,
    ).toEqual(lessonTraceSpecs.map((s) => s.id).sort());
    for (const spec of lessonTraceSpecs) {
      expect(
        LESSON_TRACES.get(spec.id),
        `L’extrait «\u00A0${spec.id}\u00A0» ne correspond plus à la simulation\u00A0: lancez «\u00A0${SCRIPT}\u00A0», puis relisez les leçons qui le citent.`,
      ).toEqual(recorded.get(spec.id));
    }
  });

  it('name excerpts and messages that exist, and every excerpt is quoted', () => {
    for (const { lesson, block } of traceBlocks) {
      const excerpt = LESSON_TRACES.get(block.excerpt);
      expect(excerpt, `${lesson}\u00A0: ${block.excerpt}`).toBeDefined();
      for (const i of block.messages ?? []) {
        expect(excerpt?.messages[i], `${lesson}\u00A0: ${block.excerpt}[${i}]`).toBeDefined();
      }
    }
    const quoted = new Set(traceBlocks.map((t) => t.block.excerpt));
    expect([...LESSON_TRACES.keys()].filter((id) => !quoted.has(id))).toEqual([]);
  });
});
