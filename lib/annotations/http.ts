import { z } from 'zod';
import type { Revision } from '@/lib/mcp/revisions';
import type { HttpEntry } from '@/lib/mcp/trace-schema';
import { REVISIONS } from '@/lib/mcp/revisions';
import { CheckedSchema, RevisionSchema, SpecTopicSchema } from './spec-link';

/**
 * What an HTTP annotation speaks about, in one word: the request line (`method:POST`, `url`), a
 * request header (`header:mcp-method`), the status (`status:405`), an answer header
 * (`response-header:mcp-session-id`), a body (`body`, `response-body`), a field of a
 * Server-Sent Event (`sse:data`, `sse:comment`) or how a stream ended (`end:aborted`).
 */
export const HttpTargetSchema = z
  .string()
  .regex(
    /^(url|body|response-body|method:[A-Z]+|header:[a-z0-9-]+|response-header:[a-z0-9-]+|status:[1-5]\d\d|sse:(event|id|data|retry|comment)|end:(complete|aborted|error))$/,
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
}

/** The fields of an HTTP step, in the order an HTTP tool shows them. */
export function httpFields(entry: HttpEntry): HttpField[] {
  switch (entry.part) {
    case 'request':
      return [
        { target: `method:${entry.method}`, name: entry.method, value: entry.url },
        ...Object.entries(entry.headers).map(([name, value]) => ({
          target: `header:${name}`,
          name,
          value,
        })),
        ...(entry.body !== undefined
          ? [{ target: 'body', name: 'body', value: entry.body } as const]
          : []),
      ];
    case 'response':
      return [
        { target: `status:${entry.status}`, name: 'status', value: String(entry.status) },
        ...Object.entries(entry.headers).map(([name, value]) => ({
          target: `response-header:${name}`,
          name,
          value,
        })),
        ...(entry.body !== undefined
          ? [{ target: 'response-body', name: 'body', value: entry.body } as const]
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

/** The rule that annotates a target in a revision: the first written that holds there. */
export function httpAnnotation(
  rules: readonly HttpAnnotationRule[],
  target: string,
  revision: Revision,
): HttpAnnotationRule | undefined {
  return rules.find((rule) => rule.targets.includes(target) && rule.revisions.includes(revision));
}
