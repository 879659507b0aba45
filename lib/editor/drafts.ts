import { z } from 'zod';
import { LocalStore } from '@/lib/storage/local-store';

/** What the learner typed for one server: kept as text, so broken JSON is never lost. */
export const DraftSchema = z.object({
  definitions: z.string().max(500_000),
  behaviours: z.string().max(500_000),
  /** Arguments typed per tool name. */
  arguments: z.record(z.string(), z.string().max(100_000)).default({}),
  /** The `?outils=` parameter the draft started from, so the same link does not overwrite it. */
  source: z.string().optional(),
});
export type Draft = z.infer<typeof DraftSchema>;

const DraftsSchema = z.record(z.string(), DraftSchema);

function store(scenarioId: string) {
  return new LocalStore(`atelier-mcp:editeur:${scenarioId}`, 1, DraftsSchema, () => ({}));
}

/** The drafts of a scenario, per server; a French notice when storage was damaged. */
export function readDrafts(scenarioId: string): { drafts: Record<string, Draft>; notice?: string } {
  const read = store(scenarioId).read();
  return { drafts: read.value, ...(read.notice && { notice: read.notice }) };
}

/** Saves one server's draft; returns a French notice when it could not be saved. */
export function saveDraft(scenarioId: string, server: string, draft: Draft): string | undefined {
  const s = store(scenarioId);
  const current = s.read().value;
  return s.write({ ...current, [server]: draft });
}

/** Forgets one server's draft (« Réinitialiser »). */
export function clearDraft(scenarioId: string, server: string): string | undefined {
  const s = store(scenarioId);
  const rest = Object.fromEntries(
    Object.entries(s.read().value).filter(([name]) => name !== server),
  );
  if (Object.keys(rest).length === 0) {
    s.clear();
    return undefined;
  }
  return s.write(rest);
}
