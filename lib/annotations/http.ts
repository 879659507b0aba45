import { z } from 'zod';
import type { Revision } from '@/lib/mcp/revisions';
import type { HttpEntry } from '@/lib/mcp/trace-schema';
import { REVISIONS } from '@/lib/mcp/revisions';
import { CheckedSchema, RevisionSchema, SpecTopicSchema } from './spec-link';

/**
 * What an HTTP annotation speaks about, in one word: the request line (`method:POST`, `url`), a
 * request header (`header:mcp-method`), the status (`status:405`), an answer header
 * (`response-header:mcp-session-id`), a body (`body`, `response-body`), a field of a
 * Server-Sent Event (`sse:data`, `sse:comment`) or how a stream ended (`end:aborted`). OAuth
 * puts its meaning one level down, so a parameter of a query string, of a form body or of a
 * redirect's `Location` is `param:state`, a parameter of `WWW-Authenticate` is
 * `challenge:scope`, and a field of a JSON document that is not JSON-RPC is `field:issuer`.
 */
export const HttpTargetSchema = z
  .string()
  .regex(
    /^(url|body|response-body|method:[A-Z]+|header:[a-z0-9-]+|response-header:[a-z0-9-]+|status:[1-5]\d\d|param:[a-z0-9_]+|challenge:[a-z0-9_]+|field:[a-z0-9_]+|sse:(event|id|data|retry|comment)|end:(complete|aborted|error))$/,
    'cible attendue («\u00A0header:mcp-method\u00A0», «\u00A0status:405\u00A0», «\u00A0sse:data\u00A0»…)',
  );
export type HttpTarget = z.infer<typeof HttpTargetSchema>;

/** One annotation of the HTTP layer: what it speaks about, in which revisions, and what it says. */
export const HttpAnnotationRuleSchema = z.object({
  targets: z.array(HttpTargetSchema).min(1),
  /** The field's name in French, a few words. */
  label: z.string().min(1),
  /** What it is and why it is there, true for every revision listed. */
  text: z.string().min(10),
  /**
   * The URL paths this rule speaks for (`/token`, `/.well-known/oauth-authorization-server`):
   * one header or status means different things at different addresses. A rule without paths
   * holds wherever no rule for the path does.
   */
  paths: z
    .array(z.string().regex(/^\//, 'chemin attendu («\u00A0/token\u00A0»)'))
    .min(1)
    .optional(),
  /** The revisions this rule is true for (all by default): where eras differ, each has its own. */
  revisions: z
    .array(RevisionSchema)
    .min(1)
    .default([...REVISIONS]),
  /** Notes for particular values (`text/event-stream`, `no`…). */
  values: z.record(z.string(), z.string().min(5)).optional(),
  /** The section of `basic/transports` that defines it, in the revision on screen. */
  spec: SpecTopicSchema,
  checked: CheckedSchema,
});
export type HttpAnnotationRule = z.infer<typeof HttpAnnotationRuleSchema>;
export type HttpAnnotationRuleInput = z.input<typeof HttpAnnotationRuleSchema>;

/** One line of an HTTP step as the inspector lists it: the target annotated, the name, the value. */
export interface HttpField {
  target: HttpTarget;
  name: string;
  value: string;
  /**
   * The line this one is read out of (the URL, a header, the body): a parameter of a query
   * string, of a challenge or of a form is part of that line, and the inspector shows it so.
   */
  within?: HttpTarget;
}

/** The lines read out of one line, marked as its parts. */
function inside(parent: HttpTarget, fields: HttpField[]): HttpField[] {
  return fields.map((field) => ({ ...field, within: parent }));
}

/** A few thousand characters are plenty for the lines of a form or a document. */
const MAX_PARSED = 20_000;

/** The parameters of a query string or of a form body, one line each. */
function paramFields(query: string): HttpField[] {
  if (query.length > MAX_PARSED) return [];
  return [...new URLSearchParams(query)].map(([name, value]) => ({
    target: `param:${name.toLowerCase()}`,
    name,
    value,
  }));
}

/** The parameters of a `WWW-Authenticate` challenge (`Bearer error="…", scope="…"`). */
function challengeFields(header: string): HttpField[] {
  if (header.length > MAX_PARSED) return [];
  return [...header.matchAll(/([A-Za-z0-9_]+)="((?:[^"\\]|\\.)*)"/g)].map(
    ([, name = '', value = '']) => ({
      target: `challenge:${name.toLowerCase()}`,
      name,
      value,
    }),
  );
}

/** The top-level fields of a JSON document that is not a JSON-RPC message (OAuth metadata, tokens). */
function documentFields(body: string): HttpField[] {
  if (body.length > MAX_PARSED) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  if ('jsonrpc' in parsed) return [];
  return Object.entries(parsed).map(([name, value]) => ({
    target: `field:${name.toLowerCase()}`,
    name,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
}

/**
 * The lines a request's body brings: its form parameters. A JSON request body is a JSON-RPC
 * message, or a broken one that the JSON-RPC layer shows: it brings no lines here.
 */
function formFields(headers: Readonly<Record<string, string>>, body: string): HttpField[] {
  const type = headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded') ? paramFields(body) : [];
}

/** The lines an answer's body brings: its form parameters, or the fields of its JSON document. */
function bodyFields(headers: Readonly<Record<string, string>>, body: string): HttpField[] {
  const type = headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) return paramFields(body);
  if (type.startsWith('application/json')) return documentFields(body);
  return [];
}

/** The path of a URL (`/token`), or undefined when it is not one. */
export function urlPath(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

/** The fields of an HTTP step, in the order an HTTP tool shows them. */
export function httpFields(entry: HttpEntry): HttpField[] {
  switch (entry.part) {
    case 'request': {
      let query = '';
      try {
        query = new URL(entry.url).search;
      } catch {
        // An address the URL parser refuses has no parameters to list.
      }
      const requestLine: HttpTarget = `method:${entry.method}`;
      return [
        { target: requestLine, name: entry.method, value: entry.url },
        ...inside(requestLine, paramFields(query)),
        ...Object.entries(entry.headers).map(([name, value]) => ({
          target: `header:${name}`,
          name,
          value,
        })),
        ...(entry.body !== undefined
          ? [
              { target: 'body', name: 'body', value: entry.body } as const,
              ...inside('body', formFields(entry.headers, entry.body)),
            ]
          : []),
      ];
    }
    case 'response':
      return [
        { target: `status:${entry.status}`, name: 'status', value: String(entry.status) },
        ...Object.entries(entry.headers).flatMap(([name, value]) => {
          const header: HttpTarget = `response-header:${name}`;
          return [
            { target: header, name, value },
            ...inside(header, name === 'www-authenticate' ? challengeFields(value) : []),
            ...inside(header, name === 'location' ? paramFields(locationQuery(value)) : []),
          ];
        }),
        ...(entry.body !== undefined
          ? [
              { target: 'response-body', name: 'body', value: entry.body } as const,
              ...inside('response-body', bodyFields(entry.headers, entry.body)),
            ]
          : []),
      ];
    case 'event': {
      const fields: HttpField[] = [];
      for (const name of ['event', 'id', 'retry', 'data', 'comment'] as const) {
        const value = entry[name];
        if (value !== undefined) fields.push({ target: `sse:${name}`, name, value: String(value) });
      }
      return fields;
    }
    case 'end':
      return [{ target: `end:${entry.reason}`, name: 'end', value: entry.reason }];
  }
}

function locationQuery(location: string): string {
  try {
    return new URL(location).search;
  } catch {
    return '';
  }
}

/**
 * The rule that annotates a target in a revision, at the step's URL path: the first written for
 * that path, else the first written for no path in particular.
 */
export function httpAnnotation(
  rules: readonly HttpAnnotationRule[],
  target: string,
  revision: Revision,
  path?: string,
): HttpAnnotationRule | undefined {
  const holds = (rule: HttpAnnotationRule) =>
    rule.targets.includes(target) && rule.revisions.includes(revision);
  return (
    (path !== undefined
      ? rules.find((rule) => rule.paths?.includes(path) && holds(rule))
      : undefined) ?? rules.find((rule) => rule.paths === undefined && holds(rule))
  );
}
