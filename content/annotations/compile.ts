import { annotationRules, explanations, summaries } from '.';
import type { CompiledAnnotations } from './runtime';

/** The text of compiled.json: the validated annotations, as the pages read them. */
export function compiledAnnotationsText(): string {
  const compiled: CompiledAnnotations = { rules: annotationRules, summaries, explanations };
  return `${JSON.stringify(compiled, null, 1)}\n`;
}
