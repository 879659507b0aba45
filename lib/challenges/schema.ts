import { z } from 'zod';
import { LESSON_SLUGS } from '@/lib/content/lesson-slugs';
import { REVISIONS } from '@/lib/mcp/revisions';
import { HOST_ACTIONS, TRANSPORT_EVENTS } from '@/lib/mcp/vocabulary';
import { ToolSpecSchema } from '@/lib/mcp/scenario';
import { THEME_SLUGS } from '@/lib/quiz/slugs';
import type { Check, EntryMatch } from './check';

/** The themes challenges are grouped by on /defis: the quiz's, so both speak the same map. */
export const ChallengeThemeSchema = z.enum(THEME_SLUGS);
export type ChallengeTheme = z.infer<typeof ChallengeThemeSchema>;

const Text = z.string().trim().min(1);
const Id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'identifiant en minuscules et tirets');

const FieldTestSchema = z.strictObject({
  path: z.string().min(1),
  equals: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
  startsWith: z.string().optional(),
  present: z.boolean().optional(),
  notIn: z
    .array(z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .min(1)
    .optional(),
});

export const EntryMatchSchema: z.ZodType<EntryMatch> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('message'),
      method: z.string().optional(),
      direction: z.enum(['client-to-server', 'server-to-client']).optional(),
      type: z.enum(['request', 'result', 'error', 'notification']).optional(),
      link: z.string().optional(),
      errorCode: z.number().int().optional(),
      where: z.array(FieldTestSchema).optional(),
      answers: EntryMatchSchema.optional(),
    }),
    z.strictObject({
      kind: z.literal('host'),
      action: z.enum(HOST_ACTIONS),
      where: z.array(FieldTestSchema).optional(),
      directly: z.boolean().optional(),
    }),
    z.strictObject({
      kind: z.literal('transport'),
      event: z.enum(TRANSPORT_EVENTS),
      link: z.string().optional(),
      notJson: z.boolean().optional(),
    }),
    z.strictObject({
      kind: z.literal('http'),
      part: z.enum(['request', 'response', 'event', 'end']).optional(),
      method: z.string().optional(),
      path: z.string().startsWith('/').optional(),
      status: z.number().int().optional(),
      header: z
        .strictObject({
          name: z.string().min(1),
          equals: z.string().optional(),
          contains: z.string().min(1).optional(),
          present: z.boolean().optional(),
        })
        .optional(),
      carries: z.string().optional(),
    }),
  ]),
);

export const CheckSchema: z.ZodType<Check> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('exists'), match: EntryMatchSchema }),
    z.strictObject({
      kind: z.literal('count'),
      match: EntryMatchSchema,
      min: z.number().int().min(0).optional(),
      max: z.number().int().min(0).optional(),
    }),
    z.strictObject({ kind: z.literal('order'), steps: z.array(EntryMatchSchema).min(2) }),
    z.strictObject({ kind: z.literal('all'), of: z.array(CheckSchema).min(1) }),
    z.strictObject({ kind: z.literal('any'), of: z.array(CheckSchema).min(1) }),
    z.strictObject({ kind: z.literal('not'), check: CheckSchema }),
    z.strictObject({ kind: z.literal('revision'), is: z.enum(REVISIONS) }),
    z.strictObject({ kind: z.literal('scenario'), is: Id }),
    z.strictObject({
      kind: z.literal('edited'),
      server: z.string(),
      tool: z.string(),
      only: z.array(z.string()).min(1),
    }),
    z.strictObject({ kind: z.literal('untouched') }),
  ]),
);

/**
 * What a learner does in the playground, as data: each kind is one control of the page (the
 * scenario and revision switch, the host's question box and its dialogs, the editor's « Appliquer »
 * and « Appeler », the terminal's prompt). Reference solutions and wrong attempts are written
 * with them and replayed through the real controller in the tests.
 */
export const LearnerStepSchema = z.discriminatedUnion('do', [
  z.strictObject({
    do: z.literal('switch'),
    scenario: Id.optional(),
    revision: z.enum(REVISIONS).optional(),
    /** The transport control: Streamable HTTP, or the scenario's own link. */
    transport: z.enum(['http', 'own']).optional(),
    /**
     * The learner's answers, in order, to the OAuth consent pages that open while the new
     * session plays: allow with the scopes kept ticked, or refuse.
     */
    consent: z
      .array(
        z.strictObject({
          allow: z.boolean(),
          scopes: z.array(z.string()).optional(),
        }),
      )
      .min(1)
      .optional(),
  }),
  z.strictObject({
    do: z.literal('ask'),
    question: Text.optional(),
    /** The learner's answer in the approval dialog. */
    approve: z.boolean(),
    /** The answer in the server's confirmation form, if one opens. */
    elicitation: z.enum(['accept', 'decline', 'cancel']).optional(),
    /** The answer to a sampling request, if one comes. */
    sampling: z.enum(['accept', 'refuse']).optional(),
    /**
     * A page the server sends you to (URL mode), once you agreed to open it: completed, or left
     * before the end. Completed by default.
     */
    page: z.enum(['complete', 'leave']).optional(),
  }),
  z.strictObject({
    do: z.literal('apply-tools'),
    server: z.string(),
    tools: z.array(ToolSpecSchema),
  }),
  z.strictObject({
    do: z.literal('call'),
    server: z.string(),
    tool: z.string(),
    arguments: z.record(z.string(), z.unknown()).default({}),
  }),
  z.strictObject({ do: z.literal('type'), server: z.string().optional(), line: z.string() }),
  z.strictObject({ do: z.literal('attach'), server: z.string(), uri: z.string() }),
  /** « Première page » / « Page suivante » of a list in the host panel. */
  z.strictObject({
    do: z.literal('page'),
    server: z.string(),
    what: z.enum(['tools', 'resources', 'resourceTemplates', 'prompts']),
    page: z.enum(['first', 'next']),
  }),
  z.strictObject({
    do: z.literal('invoke'),
    server: z.string(),
    name: z.string(),
    arguments: z.record(z.string(), z.string()).default({}),
  }),
]);
export type LearnerStep = z.infer<typeof LearnerStepSchema>;
export type LearnerStepInput = z.input<typeof LearnerStepSchema>;

export const ChallengeSchema = z
  .strictObject({
    id: Id,
    theme: ChallengeThemeSchema,
    title: Text,
    /** The goal, in French; `code` between backquotes is shown as code. */
    goal: Text,
    /** Where the learner acts (the panel of the playground), in one sentence. */
    where: Text,
    lessons: z.array(z.enum(LESSON_SLUGS)).min(1),
    start: z.strictObject({
      scenario: Id,
      revision: z.enum(REVISIONS),
      /** Played over Streamable HTTP. */
      transport: z.literal('http').optional(),
      /** Tool definitions served instead of the scenario's, per server. */
      tools: z.record(z.string(), z.array(ToolSpecSchema)).optional(),
    }),
    /** Asked before acting; its answer is revealed once the check passes. */
    prediction: z.strictObject({
      question: Text,
      options: z.array(z.strictObject({ id: Id, text: Text })).min(2),
      /** The right options (several: the learner ticks them all). */
      answer: z.array(Id).min(1),
      explanation: Text,
    }),
    /** Each must hold on the live session for the challenge to pass. */
    criteria: z.array(z.strictObject({ label: Text, check: CheckSchema })).min(1),
    hints: z.array(Text).min(1),
    /** Said once it passes: what the learner has just seen. */
    debrief: Text,
    solution: z.array(LearnerStepSchema).min(1),
    wrongAttempt: z.array(LearnerStepSchema).min(1),
    /**
     * An attempt that fulfils the letter of the goal but not its point (a shortcut a learner
     * could take): the tests replay it and the criteria must refuse it.
     */
    loophole: z.array(LearnerStepSchema).min(1),
  })
  .superRefine((challenge, ctx) => {
    const ids = challenge.prediction.options.map((o) => o.id);
    for (const answer of challenge.prediction.answer) {
      if (!ids.includes(answer)) {
        ctx.addIssue({
          code: 'custom',
          path: ['prediction', 'answer'],
          message: `option inconnue\u00A0: ${answer}`,
        });
      }
    }
  });
export type Challenge = z.infer<typeof ChallengeSchema>;
export type ChallengeInput = z.input<typeof ChallengeSchema>;
