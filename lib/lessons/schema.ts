import { z } from 'zod';
import { StepLinkSchema } from '@/lib/mcp/step-link';
import { ARROW_KINDS } from '@/lib/mcp/vocabulary';
import { THEME_SLUGS } from '@/lib/quiz/slugs';
import { inlineIssues } from './inline';
import { LESSON_SLUGS } from '@/lib/content/lesson-slugs';

/** A string of French prose with inline markup (`code`, **emphase**, [lien](/glossaire#x)). */
export const RichTextSchema = z
  .string()
  .trim()
  .min(1)
  .superRefine((text, ctx) => {
    for (const message of inlineIssues(text)) ctx.addIssue({ code: 'custom', message });
  });

/**
 * The text of an « Essayer » card: the whole card is a link, so a link inside it would nest
 * <a> in <a> (invalid HTML, which the browser splits: a hydration error).
 */
const TryTextSchema = RichTextSchema.refine(
  (text) => !/\]\(/.test(text),
  'pas de lien dans une carte «\u00A0Essayer\u00A0», qui est déjà un lien',
);

const AnchorSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ancre en minuscules ASCII et tirets');

/**
 * The kind of an arrow in a lesson diagram, drawn as the playground draws it (same colour, line
 * pattern and glyph): every arrow kind but transport events, which have no direction and which
 * no lesson draws.
 */
export const LessonArrowKindSchema = z.enum(ARROW_KINDS).exclude(['transport']);
export type LessonArrowKind = z.infer<typeof LessonArrowKindSchema>;

const SequenceStepSchema = z.union([
  z
    .object({
      from: z.string(),
      to: z.string(),
      label: RichTextSchema,
      kind: LessonArrowKindSchema,
      note: RichTextSchema.optional(),
    })
    .strict(),
  z.object({ phase: RichTextSchema }).strict(),
]);

export const SequenceDiagramSchema = z
  .object({
    kind: z.literal('sequence'),
    participants: z
      .array(z.object({ id: z.string().min(1), label: z.string().min(1) }).strict())
      .min(2)
      .max(5),
    steps: z.array(SequenceStepSchema).min(1),
  })
  .strict()
  .superRefine((diagram, ctx) => {
    const ids = new Set(diagram.participants.map((p) => p.id));
    diagram.steps.forEach((step, i) => {
      if ('phase' in step) return;
      for (const end of [step.from, step.to]) {
        if (!ids.has(end)) {
          ctx.addIssue({
            code: 'custom',
            path: ['steps', i],
            message: `participant inconnu «\u00A0${end}\u00A0»`,
          });
        }
      }
    });
  });

export const TopologyDiagramSchema = z
  .object({
    kind: z.literal('topology'),
    host: RichTextSchema,
    links: z
      .array(
        z
          .object({
            client: RichTextSchema,
            transport: RichTextSchema,
            server: RichTextSchema,
            behind: RichTextSchema.optional(),
          })
          .strict(),
      )
      .min(1)
      .max(4),
  })
  .strict();

export const LayersDiagramSchema = z
  .object({
    kind: z.literal('layers'),
    layers: z
      .array(
        z
          .object({
            title: RichTextSchema,
            role: RichTextSchema,
            items: z.array(RichTextSchema).min(1),
          })
          .strict(),
      )
      .min(2)
      .max(4),
  })
  .strict();

export const DecisionDiagramSchema = z
  .object({
    kind: z.literal('decision'),
    question: RichTextSchema,
    branches: z
      .array(
        z
          .object({
            answer: RichTextSchema,
            conclusion: RichTextSchema,
            kind: LessonArrowKindSchema,
          })
          .strict(),
      )
      .min(2)
      .max(3),
  })
  .strict();

export const FieldsDiagramSchema = z
  .object({
    kind: z.literal('fields'),
    fields: z
      .array(
        z.object({ name: z.string().min(1), required: z.boolean(), text: RichTextSchema }).strict(),
      )
      .min(2),
  })
  .strict();

export const CompareDiagramSchema = z
  .object({
    kind: z.literal('compare'),
    items: z
      .array(
        z
          .object({
            title: RichTextSchema,
            kind: LessonArrowKindSchema.optional(),
            points: z.array(RichTextSchema).min(1),
          })
          .strict(),
      )
      .min(2)
      .max(4),
  })
  .strict();

export const DiagramSchema = z.discriminatedUnion('kind', [
  SequenceDiagramSchema,
  TopologyDiagramSchema,
  LayersDiagramSchema,
  DecisionDiagramSchema,
  FieldsDiagramSchema,
  CompareDiagramSchema,
]);
export type Diagram = z.infer<typeof DiagramSchema>;
export type SequenceDiagram = z.infer<typeof SequenceDiagramSchema>;
export type TopologyDiagram = z.infer<typeof TopologyDiagramSchema>;
export type LayersDiagram = z.infer<typeof LayersDiagramSchema>;
export type DecisionDiagram = z.infer<typeof DecisionDiagramSchema>;
export type FieldsDiagram = z.infer<typeof FieldsDiagramSchema>;
export type CompareDiagram = z.infer<typeof CompareDiagramSchema>;

export const CalloutToneSchema = z.enum(['retenir', 'attention', 'changement', 'sdk']);
export type CalloutTone = z.infer<typeof CalloutToneSchema>;

export const BlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: RichTextSchema }).strict(),
  z
    .object({
      type: z.literal('list'),
      ordered: z.boolean().optional(),
      items: z.array(RichTextSchema).min(2),
    })
    .strict(),
  z
    .object({
      type: z.literal('callout'),
      tone: CalloutToneSchema,
      title: RichTextSchema.optional(),
      text: z.array(RichTextSchema).min(1),
    })
    .strict(),
  z
    .object({
      type: z.literal('code'),
      language: z.enum(['json', 'text', 'http']),
      code: z.string().min(1),
      caption: RichTextSchema.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('table'),
      caption: RichTextSchema,
      headers: z.array(RichTextSchema).min(2),
      rows: z.array(z.array(RichTextSchema)).min(1),
    })
    .strict()
    .superRefine((table, ctx) => {
      table.rows.forEach((row, i) => {
        if (row.length !== table.headers.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', i],
            message: `la ligne a ${row.length} cellules pour ${table.headers.length} colonnes`,
          });
        }
      });
    }),
  z
    .object({ type: z.literal('diagram'), caption: RichTextSchema, diagram: DiagramSchema })
    .strict(),
  z
    .object({
      type: z.literal('try'),
      label: TryTextSchema,
      description: TryTextSchema,
      link: StepLinkSchema,
    })
    .strict(),
  z.object({ type: z.literal('worksheet') }).strict(),
  /**
   * Messages of a recorded exchange (content/lessons/traces/), shown as the SDK sent them:
   * `messages` picks some by their index in the excerpt (all when absent).
   */
  z
    .object({
      type: z.literal('trace'),
      excerpt: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      messages: z.array(z.number().int().min(0)).min(1).optional(),
      caption: RichTextSchema,
    })
    .strict(),
]);
export type Block = z.infer<typeof BlockSchema>;
export type TryBlock = Extract<Block, { type: 'try' }>;
export type TraceBlock = Extract<Block, { type: 'trace' }>;

export const SectionSchema = z
  .object({ id: AnchorSchema, title: RichTextSchema, blocks: z.array(BlockSchema).min(1) })
  .strict();
export type Section = z.infer<typeof SectionSchema>;

export const SourceSchema = z
  .object({ label: RichTextSchema, href: z.url({ protocol: /^https$/ }) })
  .strict();

export const LessonSchema = z
  .object({
    slug: z.enum(LESSON_SLUGS),
    title: z.string().min(3),
    /** The quiz theme the lesson belongs to: the lesson links to that theme's quiz. */
    theme: z.enum(THEME_SLUGS),
    /** One sentence for the learning path. */
    summary: RichTextSchema,
    /** « Ce que vous saurez faire » : actions, not topics. */
    objectives: z.array(RichTextSchema).min(2).max(5),
    sections: z.array(SectionSchema).min(2),
    keyPoints: z.array(RichTextSchema).min(2).max(6),
    sources: z.array(SourceSchema).min(1),
  })
  .strict()
  .superRefine((lesson, ctx) => {
    const seen = new Set<string>();
    lesson.sections.forEach((section, i) => {
      if (seen.has(section.id)) {
        ctx.addIssue({ code: 'custom', path: ['sections', i, 'id'], message: 'ancre en double' });
      }
      seen.add(section.id);
    });
  });

/** What an author writes (before defaults and trimming). */
export type LessonInput = z.input<typeof LessonSchema>;
export type Lesson = z.infer<typeof LessonSchema>;
