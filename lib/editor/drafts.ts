import { z } from 'zod';
import { reliabilityMessages } from '@/messages/reliability';
import { commonMessages } from '@/messages/site';
import { inFrench, toContentIssues } from '@/lib/content/parse';
import { parseUntrustedJson } from '@/lib/untrusted/json-limits';

const t = reliabilityMessages.drafts;

/** Longest editor text a draft restores; longer ones are kept aside rather than reopened. */
export const MAX_DRAFT_TEXT = 500_000;
export const MAX_DRAFT_ARGUMENT = 100_000;

/** What the learner typed for one server: kept as text, so broken JSON is never lost. */
export const DraftSchema = z.object({
  definitions: z.string().max(MAX_DRAFT_TEXT),
  behaviours: z.string().max(MAX_DRAFT_TEXT),
  /** Arguments typed per tool name. */
  arguments: z.record(z.string(), z.string().max(MAX_DRAFT_ARGUMENT)).default({}),
  /** The `?outils=` parameter the draft started from, so the same link does not overwrite it. */
  source: z.string().optional(),
});
export type Draft = z.infer<typeof DraftSchema>;

/** A draft that could not be restored, kept word for word so the learner can download it. */
export interface SetAsideDraft {
  /** ISO date it was set aside. */
  at: string;
  server?: string;
  /** Why, in French. */
  reason: string;
  /** The stored text, exactly as it was. */
  text: string;
}

const VERSION = 1;
const draftsKey = (scenarioId: string) => `atelier-mcp:editeur:${scenarioId}`;
const asideKey = (scenarioId: string) => `atelier-mcp:editeur-de-cote:${scenarioId}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored text of a key (null when absent), or undefined when storage cannot be read. */
function get(key: string): string | null | undefined {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
}

/** Writes a key; returns a French notice when the browser refused. */
function put(key: string, value: string): string | undefined {
  const s = storage();
  if (!s) return commonMessages.storageUnavailable;
  try {
    s.setItem(key, value);
    return undefined;
  } catch (error) {
    return error instanceof DOMException && /quota/i.test(error.name)
      ? commonMessages.storageFull
      : commonMessages.storageUnavailable;
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to remove.
  }
}

const SetAsideSchema = z.array(
  z.object({
    at: z.string(),
    server: z.string().optional(),
    reason: z.string(),
    text: z.string(),
  }),
);

const listeners = new Set<() => void>();

/** Calls `listener` whenever drafts are set aside or discarded; returns the unsubscribe. */
export function onSetAsideChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function writeAside(scenarioId: string, entries: SetAsideDraft[]): string | undefined {
  const failed = put(asideKey(scenarioId), JSON.stringify(entries));
  for (const listener of listeners) listener();
  return failed;
}

/** The drafts of a scenario set aside so far (newest last). */
export function readSetAside(scenarioId: string): SetAsideDraft[] {
  const raw = get(asideKey(scenarioId));
  if (raw === null || raw === undefined) return [];
  try {
    const parsed = SetAsideSchema.safeParse(JSON.parse(raw));
    // A damaged aside list is itself kept readable: its raw text becomes one entry.
    return parsed.success ? parsed.data : [{ at: '', reason: t.reasonUnreadable, text: raw }];
  } catch {
    return [{ at: '', reason: t.reasonUnreadable, text: raw }];
  }
}

/**
 * Adds drafts to the aside list. The stored list only grows here and shrinks only when the
 * learner asks (`discardSetAside`): nothing is ever deleted behind their back.
 */
function setAside(scenarioId: string, entries: SetAsideDraft[]): string | undefined {
  if (entries.length === 0) return undefined;
  return writeAside(scenarioId, [...readSetAside(scenarioId), ...entries]);
}

/** Forgets the drafts set aside (after the learner confirmed, ideally after downloading them). */
export function discardSetAside(scenarioId: string): void {
  remove(asideKey(scenarioId));
  for (const listener of listeners) listener();
}

/**
 * What the learner can download: the drafts set aside, plus the stored drafts themselves when
 * they could not be read nor copied aside (a full storage): still in place, still theirs.
 */
export function readRecoverable(scenarioId: string): SetAsideDraft[] {
  const stored = readSetAside(scenarioId);
  const raw = get(draftsKey(scenarioId));
  if (raw === null || raw === undefined) return stored;
  const read = parseUntrustedJson(raw, 'draft');
  if (read.ok && (read.value as { v?: unknown } | null)?.v === VERSION) return stored;
  const reason = read.ok || read.reason === 'syntax' ? t.reasonUnreadable : tooLongReason();
  return [...stored, { at: '', reason, text: raw }];
}

/** The file offered for download: the recoverable drafts, as readable JSON. */
export function setAsideFile(scenarioId: string): { name: string; text: string } {
  return {
    name: `brouillons-de-cote-${scenarioId}.json`,
    text: `${JSON.stringify(readRecoverable(scenarioId), null, 2)}\n`,
  };
}

function describeIssue(error: z.ZodError): string {
  const issue = toContentIssues(error)[0];
  return t.reasonInvalid({ path: issue?.path ?? '?' });
}

/** One server's stored draft: what can be restored, and what must be set aside. */
function salvage(value: unknown): { draft?: Draft; reason?: string } {
  const parsed = DraftSchema.safeParse(value, inFrench);
  if (parsed.success) return { draft: parsed.data };
  const reason = describeIssue(parsed.error);
  // One bad argument must not cost the definitions: keep every field that is valid alone.
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const text = (field: unknown) =>
    typeof field === 'string' && field.length <= MAX_DRAFT_TEXT ? field : undefined;
  const definitions = text(record.definitions);
  const behaviours = text(record.behaviours);
  if (definitions === undefined && behaviours === undefined) return { reason };
  const args: Record<string, string> = {};
  if (record.arguments && typeof record.arguments === 'object') {
    for (const [tool, typed] of Object.entries(record.arguments)) {
      if (typeof typed === 'string' && typed.length <= MAX_DRAFT_ARGUMENT) args[tool] = typed;
    }
  }
  return {
    draft: {
      definitions: definitions ?? '[]',
      behaviours: behaviours ?? '[]',
      arguments: args,
      ...(typeof record.source === 'string' && { source: record.source }),
    },
    reason,
  };
}

function tooLongReason(): string {
  return t.reasonTooLong({ max: MAX_DRAFT_TEXT.toLocaleString('fr-FR') });
}

/**
 * The drafts of a scenario, per server. A damaged or oversized draft is not deleted: it is set
 * aside word for word (see `readSetAside`), the valid drafts and fields are restored, and a
 * French notice says so.
 */
export function readDrafts(scenarioId: string): { drafts: Record<string, Draft>; notice?: string } {
  const key = draftsKey(scenarioId);
  const raw = get(key);
  if (raw === undefined) return { drafts: {}, notice: commonMessages.storageUnavailable };
  if (raw === null) return { drafts: {} };
  const now = new Date().toISOString();
  const read = parseUntrustedJson(raw, 'draft');
  const envelope = read.ok ? (read.value as { v?: unknown; data?: unknown } | null) : null;
  const data = envelope?.v === VERSION ? envelope.data : undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    const reason =
      read.ok || read.reason === 'syntax'
        ? t.reasonUnreadable
        : read.reason === 'too-long'
          ? tooLongReason()
          : t.reasonTooDeep;
    return moveAside(scenarioId, key, {}, [{ at: now, reason, text: raw }]);
  }
  const drafts: Record<string, Draft> = {};
  const aside: SetAsideDraft[] = [];
  for (const [server, value] of Object.entries(data as Record<string, unknown>)) {
    if (server === '__proto__') continue;
    const { draft, reason } = salvage(value);
    if (draft) drafts[server] = draft;
    if (reason) {
      const tooLong =
        typeof value === 'object' &&
        value !== null &&
        Object.values(value).some((v) => typeof v === 'string' && v.length > MAX_DRAFT_TEXT);
      aside.push({
        at: now,
        server,
        reason: tooLong ? tooLongReason() : reason,
        text: JSON.stringify(value),
      });
    }
  }
  if (aside.length === 0) return { drafts };
  return moveAside(scenarioId, key, drafts, aside);
}

/** Sets entries aside, then rewrites the drafts key with what was restored. */
function moveAside(
  scenarioId: string,
  key: string,
  drafts: Record<string, Draft>,
  aside: SetAsideDraft[],
): { drafts: Record<string, Draft>; notice?: string } {
  const failed = setAside(scenarioId, aside);
  const reason = aside.map((a) => a.reason).join(' ; ');
  // The original stays where it was until its copy is safely aside; the notice then promises
  // no download, but the unread text is offered for download from where it is (readSetAside).
  if (failed) return { drafts, notice: `${t.keptInPlace({ reason })} ${failed}` };
  const notice = t.setAside({ reason });
  if (Object.keys(drafts).length === 0) remove(key);
  else put(key, JSON.stringify({ v: VERSION, data: drafts }));
  return { drafts, notice };
}

/**
 * Saves one server's draft; returns a French notice when it could not be saved as a draft. An
 * oversized draft is kept aside instead (downloadable), never silently dropped on reload.
 */
export function saveDraft(scenarioId: string, server: string, draft: Draft): string | undefined {
  const parsed = DraftSchema.safeParse(draft);
  if (!parsed.success) {
    const previous = readSetAside(scenarioId).filter(
      (entry) => !(entry.server === server && entry.reason === tooLongReason()),
    );
    const entry = {
      at: new Date().toISOString(),
      server,
      reason: tooLongReason(),
      text: JSON.stringify(draft),
    };
    const failed = writeAside(scenarioId, [...previous, entry]);
    return failed ?? t.tooLongToSave({ max: MAX_DRAFT_TEXT.toLocaleString('fr-FR') });
  }
  const current = readDrafts(scenarioId).drafts;
  return put(
    draftsKey(scenarioId),
    JSON.stringify({ v: VERSION, data: { ...current, [server]: draft } }),
  );
}

/**
 * Sets one server's current draft aside (downloadable, never deleted), before something else
 * (a link's tools) takes its place in the editor. Returns a French notice if that failed.
 */
export function keepDraftAside(
  scenarioId: string,
  server: string,
  draft: Draft,
): string | undefined {
  return setAside(scenarioId, [
    {
      at: new Date().toISOString(),
      server,
      reason: t.reasonReplacedByLink,
      text: JSON.stringify(draft),
    },
  ]);
}

/** Forgets one server's draft (« Réinitialiser »). */
export function clearDraft(scenarioId: string, server: string): string | undefined {
  const rest = Object.fromEntries(
    Object.entries(readDrafts(scenarioId).drafts).filter(([name]) => name !== server),
  );
  if (Object.keys(rest).length === 0) {
    remove(draftsKey(scenarioId));
    return undefined;
  }
  return put(draftsKey(scenarioId), JSON.stringify({ v: VERSION, data: rest }));
}
