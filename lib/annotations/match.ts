import type { Revision } from '@/lib/mcp/revisions';
import { messageKey } from '@/lib/mcp/step-key';
import {
  formatFieldPath,
  listFieldPaths,
  matchesPattern,
  parsePattern,
  patternSpecificity,
  valueAt,
  type FieldPath,
  type PatternSegment,
} from './path';
import type { AnnotationRule } from './schema';

// The key a message is selected by belongs to the step-key grammar; rules and views use it here.
export { messageKey };

interface CompiledPattern {
  segments: PatternSegment[];
  specificity: number;
}

/** Annotation rules made ready for matching: selectors as regular expressions, paths parsed. */
export interface CompiledRule {
  rule: AnnotationRule;
  order: number;
  selectors: { regex: RegExp; specificity: number }[];
  patterns: CompiledPattern[];
}

/** What the inspector shows for one field. */
export interface FieldAnnotation {
  rule: AnnotationRule;
  /** The note for this particular value, when the rule has one. */
  valueNote?: string;
}

function selectorRegex(selector: string): RegExp {
  const body = selector
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`);
}

function selectorSpecificity(selector: string): number {
  if (selector === '*') return 0;
  return selector.replace(/\*/g, '').length;
}

/** Prepares rules once; matching then costs a few comparisons per field. */
export function compileRules(rules: readonly AnnotationRule[]): CompiledRule[] {
  return rules.map((rule, order) => ({
    rule,
    order,
    selectors: rule.on.map((selector) => ({
      regex: selectorRegex(selector),
      specificity: selectorSpecificity(selector),
    })),
    patterns: rule.paths.map((path) => {
      const segments = parsePattern(path);
      return { segments, specificity: patternSpecificity(segments) };
    }),
  }));
}

/**
 * The rules that can speak about a kind of message in a protocol revision, with how precisely
 * they select it. A rule is only a candidate in the revisions it declares.
 */
export class Annotator {
  private readonly byKey = new Map<string, { rule: CompiledRule; selector: number }[]>();
  /** Per revision, the methods named literally by a non-fallback rule (`tools/call`…). */
  private readonly known = new Map<Revision, Set<string>>();

  constructor(private readonly rules: readonly CompiledRule[]) {
    for (const rule of rules) {
      if (rule.rule.fallback) continue;
      for (const revision of rule.rule.revisions) {
        let known = this.known.get(revision);
        if (!known) this.known.set(revision, (known = new Set()));
        for (const selector of rule.rule.on) {
          const method = selector.split(':')[1];
          if (method && !method.includes('*')) known.add(method);
        }
      }
    }
  }

  private candidates(key: string, revision: Revision): { rule: CompiledRule; selector: number }[] {
    const cacheKey = `${revision} ${key}`;
    let list = this.byKey.get(cacheKey);
    if (!list) {
      list = [];
      const known = this.known.get(revision)?.has(key.slice(key.indexOf(':') + 1)) ?? false;
      for (const rule of this.rules) {
        if (!rule.rule.revisions.includes(revision)) continue;
        if (rule.rule.fallback && known) continue;
        let best = -1;
        for (const selector of rule.selectors) {
          if (selector.regex.test(key)) best = Math.max(best, selector.specificity);
        }
        if (best >= 0) list.push({ rule, selector: best });
      }
      this.byKey.set(cacheKey, list);
    }
    return list;
  }

  /** The annotation of one field of a message of the given key, shown in a revision. */
  annotate(
    key: string,
    path: FieldPath,
    revision: Revision,
    message?: unknown,
  ): FieldAnnotation | undefined {
    let best: { rule: CompiledRule; score: [number, number, number] } | undefined;
    for (const candidate of this.candidates(key, revision)) {
      for (const pattern of candidate.rule.patterns) {
        if (!matchesPattern(pattern.segments, path)) continue;
        const score: [number, number, number] = [
          pattern.specificity,
          candidate.selector,
          -candidate.rule.order,
        ];
        if (!best || compareScores(score, best.score) > 0) best = { rule: candidate.rule, score };
      }
    }
    if (!best) return undefined;
    const rule = best.rule.rule;
    if (rule.values && message !== undefined) {
      const value = valueAt(message, path);
      const note =
        value !== null && typeof value === 'object'
          ? undefined
          : rule.values[JSON.stringify(value)];
      if (note) return { rule, valueNote: note };
    }
    return { rule };
  }

  /** Every field of a message that no rule speaks about, as display paths. */
  missing(key: string, message: unknown, revision: Revision): string[] {
    return listFieldPaths(message)
      .filter((path) => !this.annotate(key, path, revision))
      .map(formatFieldPath);
  }
}

function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
