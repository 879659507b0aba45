import { editorMessages } from '@/messages/editor';

export type Severity = 'error' | 'warning' | 'info';

/**
 * One finding of the editor's rules, in French, on an exact range of the learner's text
 * (offsets in UTF-16 code units, as Monaco's `getPositionAt` expects).
 */
export interface Diagnostic {
  severity: Severity;
  /** Stable identifier of the rule, for tests and for grouping. */
  code: string;
  message: string;
  offset: number;
  length: number;
}

export const rules = editorMessages.rules;

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

export function countErrors(diagnostics: readonly Diagnostic[]): number {
  return diagnostics.filter((d) => d.severity === 'error').length;
}
