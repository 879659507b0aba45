import { z } from 'zod';
import { REVISIONS, type Revision } from '@/lib/mcp/revisions';

export const SPEC_BASE = 'https://modelcontextprotocol.io/specification';

export const RevisionSchema = z.enum(REVISIONS);

/** A page path under `<base>/<revision>/`, with an optional heading anchor: `basic#error-codes`. */
const PagePathSchema = z
  .string()
  .regex(
    /^[a-z0-9_/-]*(#[a-z0-9_-]+)?$/,
    'chemin de page attendu («\u00A0basic/versioning#…\u00A0»)',
  );

/**
 * A subject of the specification and, for each revision that has it, the page (and section)
 * that defines it there: pages move between revisions (`basic/utilities/progress` in 2025,
 * `basic/patterns/progress` in 2026-07-28), so a link is always resolved for the revision on
 * screen.
 */
export const SpecTopicSchema = z.object({
  /** What the link points at, in French (« Cycle de vie — découverte »). */
  label: z.string().min(1),
  pages: z.partialRecord(RevisionSchema, PagePathSchema),
});
export type SpecTopic = z.infer<typeof SpecTopicSchema>;

/** The address of the topic's page in the given revision, or undefined if it has none there. */
export function specUrl(topic: SpecTopic, revision: Revision): string | undefined {
  const page = topic.pages[revision];
  if (page === undefined) return undefined;
  const [path = '', anchor] = page.split('#');
  return `${SPEC_BASE}/${revision}${path ? `/${path}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/**
 * Where a rule was checked: a section (heading, or the page title for its introduction) of a
 * spec page, or with `page: 'schema'` a type declared by that revision's `schema.ts`. Without
 * `page`, the page of the rule's own link in each revision. The check must hold in every
 * revision the rule is shown on.
 */
const CheckSchema = z.object({
  page: z.string().optional(),
  section: z.string().min(1),
  /** The revisions this check is for, when the eras were checked in different places. */
  revisions: z.array(RevisionSchema).min(1).optional(),
});
export type Check = z.infer<typeof CheckSchema>;
export const CheckedSchema = z.union([CheckSchema, z.array(CheckSchema).min(2)]);
export type Checked = z.infer<typeof CheckedSchema>;

/** The spec pages, their headings and the schema's type names, per revision (recorded data). */
export interface SpecPages {
  /** Per revision, per page path: its title and headings. */
  pages: Record<string, Record<string, { title: string; headings: string[] }>>;
  schema: Record<string, string[]>;
}

/** The anchor a heading gets on the spec site (GitHub-style slug: `Error Codes` → `error-codes`). */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function stripAnchor(page: string): string {
  return page.split('#')[0] ?? '';
}

/** Why a link does not resolve in a revision, or undefined when it does. */
export function linkProblem(
  data: SpecPages,
  topic: SpecTopic,
  revision: Revision,
): string | undefined {
  const page = topic.pages[revision];
  if (page === undefined) return `no page for ${revision}`;
  const [path = '', anchor] = page.split('#');
  const headings = data.pages[revision]?.[path]?.headings;
  if (!headings) return `${revision}/${path} does not exist`;
  if (anchor && !headings.some((h) => headingSlug(h) === anchor)) {
    return `${revision}/${path} has no heading #${anchor}`;
  }
  return undefined;
}

/** Headings compare by their anchor: `Error Codes`, `error codes` and `error-codes` are one. */
const normalise = (text: string) => headingSlug(text.trim());

/** Why a `checked` reference does not hold in a revision, or undefined when it does. */
export function checkedProblem(
  data: SpecPages,
  checked: Checked,
  topic: SpecTopic,
  revision: Revision,
): string | undefined {
  const checks = (Array.isArray(checked) ? checked : [checked]).filter(
    (check) => !check.revisions || check.revisions.includes(revision),
  );
  if (checks.length === 0) return `no check recorded for ${revision}`;
  for (const check of checks) {
    const problem = checkProblem(data, check, topic, revision);
    if (problem) return problem;
  }
  return undefined;
}

function checkProblem(
  data: SpecPages,
  checked: Check,
  topic: SpecTopic,
  revision: Revision,
): string | undefined {
  if (checked.page === 'schema') {
    return data.schema[revision]?.includes(checked.section)
      ? undefined
      : `schema ${revision} declares no ${checked.section}`;
  }
  const page = checked.page ?? stripAnchor(topic.pages[revision] ?? '');
  const found = data.pages[revision]?.[page];
  if (!found) return `${revision}/${page} does not exist`;
  // The page title stands for its introduction, before the first heading.
  return [found.title, ...found.headings].some((h) => normalise(h) === normalise(checked.section))
    ? undefined
    : `${revision}/${page} has no section « ${checked.section} »`;
}
