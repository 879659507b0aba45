import { z } from 'zod';
import { REVISIONS } from '@/lib/mcp/revisions';
import { parsePattern } from './path';
import { CheckedSchema, RevisionSchema, SpecTopicSchema } from './spec-link';

/** A message selector: `<kind>:<method>`, with `*` as a wildcard (`result:*`, `*:tools/call`). */
const SelectorSchema = z
  .string()
  .regex(
    /^(\*|(request|result|error|notification|\*):[A-Za-z0-9/_*-]+)$/,
    'sélecteur attendu «\u00A0kind:méthode\u00A0» ou «\u00A0*\u00A0»',
  );

const PatternSchema = z.string().superRefine((pattern, ctx) => {
  try {
    parsePattern(pattern);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
  }
});

/**
 * One annotation: which messages and which fields it speaks about, and what it says. Several
 * rules may match a field; the one with the most precise path wins, then the most precise
 * selector, then the first written.
 */
export const AnnotationRuleSchema = z.object({
  /** The messages concerned; every message by default. */
  on: z.array(SelectorSchema).min(1).default(['*']),
  /**
   * Speaks only about methods no other rule names (methods typed by hand, invented ones), so
   * that a gap in the annotations of a real method is still caught by the coverage test.
   */
  fallback: z.boolean().default(false),
  /** Path patterns (see lib/annotations/path.ts). */
  paths: z.array(PatternSchema).min(1),
  /** The field's name in French, a few words. */
  label: z.string().min(1),
  /** What it is and why it is there. */
  text: z.string().min(10),
  /**
   * The protocol revisions this rule is true for (all by default). Where the specification
   * differs between eras, each era has its own rule: the other era never sees this text.
   */
  revisions: z
    .array(RevisionSchema)
    .min(1)
    .default([...REVISIONS]),
  /** What the protocol revision changes about it, when it does. */
  revision: z.string().min(10).optional(),
  /** Notes for particular values, keyed by the value as JSON (`-32602`, `"complete"`, `true`). */
  values: z.record(z.string(), z.string().min(5)).optional(),
  /** The page that defines the field, resolved for the revision on screen. */
  spec: SpecTopicSchema,
  /** The section of the specification the text was checked against, in each of its revisions. */
  checked: CheckedSchema,
});
export type AnnotationRule = z.infer<typeof AnnotationRuleSchema>;
export type AnnotationRuleInput = z.input<typeof AnnotationRuleSchema>;

/** The holes a step summary may have: what `summarise` (lib/playground/steps.ts) fills. */
export const SUMMARY_SLOTS = [
  'from',
  'to',
  /** « à » and the recipient, contracted: « au serveur meteo », « à l’hôte ». */
  'toRecipient',
  'server',
  'method',
  'tool',
  'name',
  'uri',
  'code',
  'message',
] as const;
export type SummarySlot = (typeof SUMMARY_SLOTS)[number];

const SummarySchema = z
  .string()
  .min(10)
  .refine(
    (text) =>
      [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].every((m) =>
        (SUMMARY_SLOTS as readonly string[]).includes(m[1] ?? ''),
      ),
    {
      message: `trou inconnu\u00A0: seuls ${SUMMARY_SLOTS.map((s) => `{{${s}}}`).join(', ')} sont remplis`,
    },
  );

/**
 * One sentence per kind of step. Unlike the interface catalogue (typed message functions), the
 * table is data keyed by step: its holes are checked against the slots `summarise` fills.
 */
export const SummaryTableSchema = z.record(z.string(), SummarySchema);

/** The explanation of a host or transport step. */
export const StepExplanationSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(10),
  spec: SpecTopicSchema.optional(),
  /** The section the text was checked against (required with a link). */
  checked: CheckedSchema.optional(),
});
export type StepExplanation = z.infer<typeof StepExplanationSchema>;
