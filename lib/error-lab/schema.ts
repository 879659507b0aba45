import { z } from 'zod';
import { TRANSPORT_EVENTS } from '@/lib/mcp/vocabulary';

/** What the SDK records for one lab scenario in one revision: the learner sees it, tests check it. */
export const LabExpectationSchema = z.object({
  /** JSON-RPC error codes answered, in order. */
  codes: z.array(z.number().int()).default([]),
  /** Number of `tools/call` results carrying `isError: true`. */
  isErrorResults: z.number().int().min(0).default(0),
  /** Transport events recorded (parse-error, no-reply, timeout…), in order, without `closed`. */
  transport: z.array(z.enum(TRANSPORT_EVENTS).exclude(['closed'])).default([]),
  /** HTTP answers that refuse (400 and above), in order: over Streamable HTTP only. */
  statuses: z.array(z.number().int().min(400).max(599)).default([]),
  /** Request streams the client closed to cancel (2026-07-28 over HTTP). */
  aborted: z.number().int().min(0).default(0),
  /**
   * OAuth: what the authorization server sent back to the client's redirect URI, in order
   * (`code`, or the `error` it carried, such as `access_denied`).
   */
  redirects: z.array(z.string()).default([]),
  /** OAuth: the status of each answer of the token endpoint (`/token`), in order. */
  tokens: z.array(z.number().int().min(100).max(599)).default([]),
});
export type LabExpectation = z.infer<typeof LabExpectationSchema>;

/** A short French explanation of one error scenario, in five questions. */
export const LabExplanationSchema = z.object({
  /** The scenario's id in content/scenarios/lab. */
  scenario: z.string().regex(/^erreur-[a-z-]+$/),
  /** What goes wrong, in one or two sentences. */
  whatGoesWrong: z.string().min(1),
  /** Where it breaks: the bytes on the wire, or the JSON-RPC messages they carry. */
  layer: z.enum(['transport', 'donnees']),
  layerWhy: z.string().min(1),
  /** What the specification (MCP, or JSON-RPC 2.0 beneath it) says. */
  spec: z.string().min(1),
  /** What this SDK (v2.4.0) actually does, measured by the tests. */
  sdk: z.string().min(1),
  /** True when the SDK departs from the specification: the panel says so. */
  differs: z.boolean().default(false),
  /** How a server author should react. */
  advice: z.string().min(1),
  /** Two columns side by side (good pattern vs anti-pattern, protocol vs execution). */
  comparison: z
    .object({
      caption: z.string().min(1),
      left: z.object({ title: z.string().min(1), text: z.string().min(1) }),
      right: z.object({ title: z.string().min(1), text: z.string().min(1) }),
    })
    .optional(),
  /** What the SDK records, per revision (`*` for every revision the scenario runs in). */
  expected: z.record(z.string(), LabExpectationSchema),
  /**
   * What changes when the scenario is played over Streamable HTTP: what this SDK does there and
   * records. Absent, the texts and expectations above hold over HTTP too (a test checks them).
   */
  http: z
    .object({
      spec: z.string().min(1).optional(),
      sdk: z.string().min(1),
      differs: z.boolean().default(false),
      expected: z.record(z.string(), LabExpectationSchema),
    })
    .optional(),
});
export type LabExplanation = z.infer<typeof LabExplanationSchema>;
export type LabExplanationInput = z.input<typeof LabExplanationSchema>;
