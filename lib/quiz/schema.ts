import { z } from 'zod';
import { LESSON_SLUGS } from '@/lib/content/lesson-slugs';
import { REVISIONS } from '@/lib/mcp/revisions';
import { StepLinkSchema } from '@/lib/mcp/step-link';
import { MessageKindSchema, PhaseSchema } from '@/lib/mcp/trace-schema';
import { THEME_SLUGS } from './slugs';

export const ThemeSlugSchema = z.enum(THEME_SLUGS);
export type ThemeSlug = z.infer<typeof ThemeSlugSchema>;

/**
 * The lessons a question can be tagged with (each of them ends with the 3 to 5 questions
 * tagged with its slug): every lesson of the path but the end-to-end request, which ends with
 * the questions of the objectives it teaches (content/objectives) instead.
 */
export const LessonTagSchema = z.enum(LESSON_SLUGS).exclude(['requete-de-bout-en-bout']);

export const RevisionSchema = z.enum(REVISIONS);

const IdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'identifiant attendu en minuscules et tirets (kebab-case)');
const TextSchema = z.string().trim().min(1);

/** Where a question's answer comes from: a section of a specification, or a concept. */
export const SourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('spec'),
    /** The section's name, in French, e.g. « Outils — gestion des erreurs (2025-11-25) ». */
    section: TextSchema,
    url: z
      .url()
      .regex(
        /^https:\/\/(modelcontextprotocol\.io|www\.jsonrpc\.org|datatracker\.ietf\.org)\//,
        'lien attendu vers la spécification MCP, JSON-RPC 2.0 ou une RFC',
      ),
  }),
  z.strictObject({ kind: z.literal('concept'), concept: TextSchema }),
]);
export type Source = z.infer<typeof SourceSchema>;

/** One answer of a choice question, with why it is right or wrong. */
export const ChoiceSchema = z.strictObject({
  id: IdSchema,
  text: TextSchema,
  explanation: TextSchema,
});
export type Choice = z.infer<typeof ChoiceSchema>;

const base = {
  id: IdSchema,
  theme: ThemeSlugSchema,
  /** The lessons this question checks: it is shown at the end of each of them. */
  lessons: z.array(LessonTagSchema).default([]),
  prompt: TextSchema,
  source: SourceSchema,
  /** The playground step that shows the answer. */
  link: StepLinkSchema.optional(),
  /** Said when the course material and the specification or the SDK disagree. */
  specNote: TextSchema.optional(),
  /** One sentence to remember, shown with the explanations. */
  takeaway: TextSchema.optional(),
};

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): boolean {
  return new Set(items.map(key)).size === items.length;
}

const choices = (min: number, max: number) =>
  z
    .array(ChoiceSchema)
    .min(min)
    .max(max)
    .refine((list) => uniqueBy(list, (c) => c.id), 'deux choix ont le même identifiant')
    .refine((list) => uniqueBy(list, (c) => c.text), 'deux choix ont le même texte');

export const SingleQuestionSchema = z
  .strictObject({
    ...base,
    type: z.literal('single'),
    choices: choices(2, 6),
    answer: IdSchema,
  })
  .refine((q) => q.choices.some((c) => c.id === q.answer), {
    message: 'la bonne réponse ne fait pas partie des choix',
    path: ['answer'],
  });

export const MultipleQuestionSchema = z
  .strictObject({
    ...base,
    type: z.literal('multiple'),
    choices: choices(3, 7),
    answers: z.array(IdSchema).min(1),
  })
  .refine((q) => q.answers.every((a) => q.choices.some((c) => c.id === a)), {
    message: 'une bonne réponse ne fait pas partie des choix',
    path: ['answers'],
  })
  .refine((q) => new Set(q.answers).size === q.answers.length, {
    message: 'une bonne réponse est répétée',
    path: ['answers'],
  })
  .refine((q) => q.answers.length < q.choices.length, {
    message: 'il faut au moins un choix faux',
    path: ['answers'],
  });

/** Items of an ordering question, written in the right order; shown shuffled. */
export const OrderItemSchema = z.strictObject({
  id: IdSchema,
  text: TextSchema,
  /** Why this item sits at this place. */
  explanation: TextSchema,
});

export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderQuestionSchema = z
  .strictObject({
    ...base,
    type: z.literal('order'),
    items: z.array(OrderItemSchema).min(3).max(8),
  })
  .refine((q) => uniqueBy(q.items, (i) => i.id), {
    message: 'deux éléments ont le même identifiant',
    path: ['items'],
  });

export const CategorySchema = z.strictObject({ id: IdSchema, label: TextSchema });
export type Category = z.infer<typeof CategorySchema>;

export const ClassifyItemSchema = z.strictObject({
  id: IdSchema,
  text: TextSchema,
  category: IdSchema,
  /** Why the item belongs to its category. */
  explanation: TextSchema,
});

export type ClassifyItem = z.infer<typeof ClassifyItemSchema>;

export const ClassifyQuestionSchema = z
  .strictObject({
    ...base,
    type: z.literal('classify'),
    categories: z.array(CategorySchema).min(2).max(4),
    items: z.array(ClassifyItemSchema).min(3).max(8),
  })
  .refine((q) => q.items.every((i) => q.categories.some((c) => c.id === i.category)), {
    message: 'un élément est rangé dans une catégorie qui n’existe pas',
    path: ['items'],
  })
  .refine((q) => uniqueBy(q.items, (i) => i.id) && uniqueBy(q.categories, (c) => c.id), {
    message: 'deux éléments ou deux catégories ont le même identifiant',
    path: ['items'],
  })
  .refine((q) => new Set(q.items.map((i) => i.category)).size >= 2, {
    message: 'au moins deux catégories doivent servir',
    path: ['items'],
  });

export const TRACE_ASKS = ['next', 'phase', 'missing-field', 'reading'] as const;

export const TraceQuestionSchema = z
  .strictObject({
    ...base,
    type: z.literal('trace'),
    /**
     * « quel message vient ensuite ? », « à quelle phase ? » (the right answer's id is the phase
     * of the last shown message, checked by the tests), « quel champ manque ? », or a reading.
     */
    ask: z.enum(TRACE_ASKS),
    /** Id of an excerpt in content/quiz/traces/. */
    trace: IdSchema,
    /** How many messages of the excerpt are shown (all when absent). */
    shown: z.number().int().min(1).optional(),
    /** For `next`: the message that really comes next in the excerpt (checked by the tests). */
    next: z
      .strictObject({
        kind: MessageKindSchema,
        method: z.string().optional(),
        from: z.string(),
      })
      .optional(),
    /** For `missing-field`: the dotted path absent from the shown message (checked by the tests). */
    missing: z.strictObject({ message: z.number().int().min(0), path: z.string() }).optional(),
    choices: choices(2, 6),
    answer: IdSchema,
  })
  .refine((q) => q.choices.some((c) => c.id === q.answer), {
    message: 'la bonne réponse ne fait pas partie des choix',
    path: ['answer'],
  })
  .refine((q) => q.ask !== 'next' || (q.next !== undefined && q.shown !== undefined), {
    message: 'une question « next » dit combien de messages montrer et lequel suit',
    path: ['next'],
  })
  .refine((q) => q.ask !== 'missing-field' || q.missing !== undefined, {
    message: 'une question « missing-field » dit quel champ manque',
    path: ['missing'],
  });

/** The tool a « corriger une définition » question calls once the definitions pass the rules. */
export const FixCallSchema = z.strictObject({
  tool: z.string().min(1),
  arguments: z.record(z.string(), z.unknown()).default({}),
});

/** One defect of a broken definition, named by the editor rule that finds it. */
export const FixDefectSchema = z.strictObject({
  /** The code of the rule in lib/editor (`name-spaces`, `input-type`…): the tests check it fires. */
  code: z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'code de règle attendu (kebab-case)'),
  /** What was wrong, and why it matters on the wire or for the model. */
  explanation: TextSchema,
});

/**
 * « Corriger une définition »: broken tool definitions in the editor. Solved when the editor's
 * rules find no error (nor any of the named defects) and the call succeeds on a real session.
 */
export const FixQuestionSchema = z
  .strictObject({
    ...base,
    type: z.literal('fix'),
    /** The broken text, as the editor shows it: a JSON array of tools, as `tools/list` carries. */
    broken: z.string().min(1),
    /** The call made once the rules pass; it must not come back as an error. */
    call: FixCallSchema,
    /** A corrected text (used by the tests, shown after solving or giving up). */
    fix: z.string().min(1),
    defects: z.array(FixDefectSchema).min(1).max(6),
  })
  .refine((q) => uniqueBy(q.defects, (d) => d.code), {
    message: 'deux défauts portent le même code de règle',
    path: ['defects'],
  })
  .refine((q) => q.broken !== q.fix, {
    message: 'la correction est identique au texte cassé',
    path: ['fix'],
  });
export type FixQuestion = z.infer<typeof FixQuestionSchema>;

/**
 * Every kind of question. To add one, add its schema here: the exhaustive switches over `type`
 * in lib/quiz and components/quiz then fail to compile until the new kind is handled everywhere.
 */
export const QuestionSchema = z.discriminatedUnion('type', [
  SingleQuestionSchema,
  MultipleQuestionSchema,
  OrderQuestionSchema,
  ClassifyQuestionSchema,
  TraceQuestionSchema,
  FixQuestionSchema,
]);
export type Question = z.infer<typeof QuestionSchema>;
export type QuestionInput = z.input<typeof QuestionSchema>;
export type QuestionType = Question['type'];

export const BankSchema = z.array(QuestionSchema).min(1);

/** Who sent or received a traced message: host, client-N, server-N. */
export const PartySchema = z.string().regex(/^(host|client|server)(-\d+)?$/);

export const TraceMessageSchema = z.strictObject({
  /** The step number of this message in its scenario's run (the playground's « étape N »). */
  step: z.number().int().min(1),
  /** The phase the session was in when the message went out. */
  phase: PhaseSchema,
  from: PartySchema,
  to: PartySchema,
  kind: MessageKindSchema,
  /** The method of a request or notification. */
  method: z.string().optional(),
  /**
   * An HTTP step of a run over Streamable HTTP: its first line (`POST /mcp`, `200 OK`,
   * `event: message`) and its headers. `message` is then its body: the JSON it carries, the
   * raw text, or null.
   */
  http: z
    .strictObject({
      line: z.string().min(1),
      headers: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  /** The exact JSON that went over the wire. */
  message: z.unknown().refine((v) => v !== undefined, 'message manquant'),
});
export type TraceMessage = z.infer<typeof TraceMessageSchema>;

/**
 * A real excerpt of a recorded exchange, used by « lire une trace » questions. Generated from the
 * simulation by `npx tsx scripts/record-quiz-traces.ts` (see content/quiz/traces/specs.ts).
 */
export const TraceExcerptSchema = z.strictObject({
  source: z.strictObject({
    /** The scenario whose run gives this excerpt. */
    scenario: IdSchema,
    version: RevisionSchema,
    /** Recorded over Streamable HTTP. */
    transport: z.literal('http').optional(),
    /** Where the messages were recorded. */
    recording: TextSchema,
  }),
  messages: z.array(TraceMessageSchema).min(1),
  /** True when the last message never got an answer (the SDK stayed silent). */
  unanswered: z.boolean().optional(),
});
export type TraceExcerpt = z.infer<typeof TraceExcerptSchema>;
