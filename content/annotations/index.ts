import { compileRules, Annotator } from '@/lib/annotations/match';
import { AnnotationRuleSchema } from '@/lib/annotations/schema';
import { parseContent } from '@/lib/content/parse';
import type { MessageEntry, TraceEntry } from '@/lib/mcp/trace';
import { summarise } from '@/lib/playground/steps';
import { explanations, summaries } from './steps';
import { envelopeAnnotations } from './envelope';
import { extensionAnnotations } from './extensions';
import { lifecycleAnnotations } from './lifecycle';
import { fallbackAnnotations, resourcePromptAnnotations } from './resources-prompts';
import { toolAnnotations } from './tools';

/** Every annotation rule, validated: a broken one stops the build with the field at fault. */
export const annotationRules = [
  ...envelopeAnnotations,
  ...lifecycleAnnotations,
  ...toolAnnotations,
  ...extensionAnnotations,
  ...resourcePromptAnnotations,
  ...fallbackAnnotations,
].map((input, i) => parseContent(AnnotationRuleSchema, input, `content/annotations[${i}]`));

/** The shared annotator: finds the annotation of any field of any recorded message. */
export const annotator = new Annotator(compileRules(annotationRules));

export { explanations, summaries, summaryChecks } from './steps';

/**
 * One French sentence saying what happens at a step, from the tables above (for an HTTP step,
 * with the messages it carried).
 */
export function summariseStep(entry: TraceEntry, carried?: readonly MessageEntry[]): string {
  return summarise(entry, { summaries, explanations }, carried);
}
