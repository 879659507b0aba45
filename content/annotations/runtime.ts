import { compileRules, Annotator } from '@/lib/annotations/match';
import type { AnnotationRule, StepExplanation } from '@/lib/annotations/schema';
import type { MessageEntry, TraceEntry } from '@/lib/mcp/trace';
import { summarise } from '@/lib/playground/steps';
import compiled from './compiled.json';

/*
 * The annotations as the pages use them: the rules, summaries and explanations of ./index.ts,
 * validated by their schemas when compiled.json was written (scripts/record-compiled-content.ts, and
 * a test that fails when it is stale). Reading them here costs no schema library in the
 * browser: zod, and its French messages, stay out of the playground's first view.
 */

/** What scripts/record-annotations.ts writes: the validated content, defaults filled in. */
export interface CompiledAnnotations {
  rules: AnnotationRule[];
  summaries: Record<string, string>;
  explanations: Record<string, StepExplanation>;
}

const content = compiled as unknown as CompiledAnnotations;

export const { summaries, explanations } = content;

/** The shared annotator: finds the annotation of any field of any recorded message. */
export const annotator = new Annotator(compileRules(content.rules));

/**
 * One French sentence saying what happens at a step, from the tables above (for an HTTP step,
 * with the messages it carried).
 */
export function summariseStep(entry: TraceEntry, carried?: readonly MessageEntry[]): string {
  return summarise(entry, { summaries, explanations }, carried);
}
