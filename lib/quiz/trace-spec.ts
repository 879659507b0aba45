import { z } from 'zod';
import { parseStepKey } from '@/lib/mcp/step-key';
import { RevisionSchema } from './schema';

/**
 * One step of a scenario's run, named the way content links name it (lib/step-links.ts): its step
 * key (`tools/call`, `result:tools/call`, `transport:parse-error`…) and which occurrence of that
 * key. Never a step number: numbers drift when a scenario changes, keys fail loudly instead.
 */
export const StepRefSchema = z.strictObject({
  at: z.string().refine((key) => parseStepKey(key) !== undefined, 'clé d’étape attendue'),
  occurrence: z.number().int().min(1).optional(),
});
export type StepRef = z.infer<typeof StepRefSchema>;

/** A run of steps, both ends included; host decisions and other non-messages in it are left out. */
export const StepRangeSchema = z.strictObject({ from: StepRefSchema, to: StepRefSchema });
export type StepRange = z.infer<typeof StepRangeSchema>;

/** How to regenerate one excerpt of content/quiz/traces/ from the simulation. */
export const TraceSpecSchema = z.strictObject({
  /** The excerpt's id: its file is content/quiz/traces/<id>.json. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'identifiant attendu en kebab-case'),
  /** A shipped scenario (content/scenarios, lab scenarios included). */
  scenario: z.string().min(1),
  version: RevisionSchema,
  /** Played over Streamable HTTP: its HTTP steps (`http:POST`, `http:200`…) can be shown too. */
  transport: z.literal('http').optional(),
  /** The messages shown, in order: single steps or ranges of steps. */
  steps: z.array(z.union([StepRefSchema, StepRangeSchema])).min(1),
  /**
   * Says that the last message never gets an answer in the whole run (the SDK stays silent).
   * The recorder checks it against the trace, both ways.
   */
  unanswered: z.boolean().optional(),
});
export type TraceSpec = z.infer<typeof TraceSpecSchema>;
export type TraceSpecInput = z.input<typeof TraceSpecSchema>;

export const TraceSpecsSchema = z
  .array(TraceSpecSchema)
  .min(1)
  .refine((specs) => new Set(specs.map((s) => s.id)).size === specs.length, {
    message: 'deux extraits ont le même identifiant',
  });
