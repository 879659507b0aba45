import { checkDefinitionsText } from '@/lib/editor/definition-rules';
import type { Diagnostic } from '@/lib/editor/diagnostic';
import type { ToolDefinition } from '@/lib/mcp/scenario';
import type { FixQuestion } from './schema';

/** What the rules say of a text, before any call: why it cannot be run yet, or that it can. */
export type FixRulesVerdict =
  /** The JSON itself is broken. */
  | 'syntax'
  /** The editor's rules find errors. */
  | 'errors'
  /** No error, but a defect the question names is still there (a vague description…). */
  | 'defects'
  /** The rules pass but the text is not a list of tool definitions the server can take. */
  | 'shape'
  | 'ok';

export interface FixRulesCheck {
  verdict: FixRulesVerdict;
  /** Every finding of the editor's rules, in French, on its exact range. */
  diagnostics: Diagnostic[];
  /** The findings that stop the call: errors, and the question's own defects still present. */
  blocking: Diagnostic[];
  /** The definitions to serve, when nothing blocks. */
  definitions?: ToolDefinition[];
}

/** The part of a question the rules need: the defects it names. */
export type FixRulesQuestion = Pick<FixQuestion, 'defects'>;

/**
 * Runs the tool editor's own rules on the learner's text (pure, total, no SDK). A defect the
 * question names blocks even when the editor only warns about it: a « vague description »
 * question is solved when the description says enough, not merely when nothing is an error.
 */
export function checkFixRules(question: FixRulesQuestion, text: string): FixRulesCheck {
  const { diagnostics, definitions } = checkDefinitionsText(text);
  const named = new Set(question.defects.map((d) => d.code));
  const blocking = diagnostics.filter((d) => d.severity === 'error' || named.has(d.code));
  const verdict: FixRulesVerdict = diagnostics.some((d) => d.code === 'syntax')
    ? 'syntax'
    : blocking.some((d) => d.severity === 'error')
      ? 'errors'
      : blocking.length > 0
        ? 'defects'
        : definitions
          ? 'ok'
          : 'shape';
  return {
    verdict,
    diagnostics,
    blocking,
    ...(verdict === 'ok' && definitions && { definitions }),
  };
}
