import { z } from 'zod';
// The French locale alone: `z.locales` would put every language zod ships into the browser bundle.
import fr from 'zod/v4/locales/fr.js';

/**
 * French messages for the app's own schemas, passed to each parse (`schema.safeParse(data,
 * inFrench)`). Never set globally with `z.config`: the SDK shares this zod, and its own error
 * texts (« Invalid input… », « Unrecognized key… ») must reach the wire as the SDK writes them.
 */
export const inFrench: z.core.ParseContext<z.core.$ZodIssue> = { error: fr().localeError };

/** One problem found in a piece of content, with the path of the field at fault. */
export interface ContentIssue {
  /** Dotted path such as `servers[0].tools[1].name`, or `(racine)`. */
  path: string;
  message: string;
}

/** Thrown when shipped content fails its schema: the build and the tests stop on it. */
export class ContentError extends Error {
  constructor(
    readonly source: string,
    readonly issues: readonly ContentIssue[],
  ) {
    super(`Contenu invalide (${source})\u00A0:\n${issues.map(formatIssue).join('\n')}`);
    this.name = 'ContentError';
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(racine)';
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

export function formatIssue(issue: ContentIssue): string {
  return `« ${issue.path} »\u00A0: ${issue.message}`
    .replace('« ', '«\u00A0')
    .replace(' »', '\u00A0»');
}

export function toContentIssues(error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
}

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; issues: ContentIssue[] };

/** Validates data that may come from a learner, a file or a URL: never throws. */
export function safeParseContent<S extends z.ZodType>(
  schema: S,
  data: unknown,
): ParseOutcome<z.output<S>> {
  const result = schema.safeParse(data, inFrench);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: toContentIssues(result.error) };
}

/** Validates shipped content: a failure is an authoring bug, so it throws a ContentError. */
export function parseContent<S extends z.ZodType>(
  schema: S,
  data: unknown,
  source: string,
): z.output<S> {
  const outcome = safeParseContent(schema, data);
  if (!outcome.ok) throw new ContentError(source, outcome.issues);
  return outcome.value;
}
