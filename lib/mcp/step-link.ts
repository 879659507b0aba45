import { z } from 'zod';
import { REVISIONS } from './revisions';
import { parseStepKey } from './step-key';

/**
 * A link into the playground written in content (a lesson's « Essayer », a question's step): it
 * names the message to land on rather than its number, so that content survives changes to the
 * scenarios. `at` is a step key (./step-key.ts): `tools/call`, `result:tools/call`,
 * `error:tools/call`, `host:choose-tool`, `transport:closed`, `http:POST`, `http:405`, `http:sse`… `occurrence` (1-based, default 1)
 * picks among repeated keys. Whether the step exists in the scenario is checked against the
 * recorded step index (content/scenarios/step-links.ts).
 */
export const StepLinkSchema = z.strictObject({
  scenario: z.string().regex(/^[a-z][a-z0-9-]*$/, 'identifiant de scénario attendu'),
  version: z.enum(REVISIONS).optional(),
  /** Over Streamable HTTP: `at` is then counted in the HTTP run of the scenario. */
  transport: z.literal('http').optional(),
  /** Land with the HTTP layer on screen. */
  layer: z.literal('http').optional(),
  at: z
    .string()
    .refine((key) => parseStepKey(key) !== undefined, 'clé d’étape inconnue')
    .optional(),
  occurrence: z.number().int().min(1).optional(),
});
export type StepLink = z.infer<typeof StepLinkSchema>;
