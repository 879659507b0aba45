import { playgroundMessages } from '@/messages/playground';
import type { HostEntry } from '@/lib/mcp/trace';

const t = playgroundMessages;

/**
 * Values that are protocol payloads (tool arguments, annotations, a server's request, a
 * resource's contents): their names are the specification's, shown as they travelled.
 */
const PROTOCOL_VALUES = new Set(['arguments', 'annotations', 'request', 'contents', 'messages']);

/** Enumerated values the host records in English, and how they read in French. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  field: t.matchFields,
  source: t.argumentSources,
  by: t.attachedBy,
  origin: t.callOrigins,
};

function translate(value: unknown, key: string | undefined): unknown {
  if (key !== undefined && PROTOCOL_VALUES.has(key)) return value;
  if (Array.isArray(value)) return value.map((item) => translate(item, undefined));
  if (typeof value === 'string' && key !== undefined) return VALUE_LABELS[key]?.[value] ?? value;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, child]) => [
      t.hostDataKeys[name] ?? name,
      translate(child, name),
    ]),
  );
}

/**
 * A host step's data as « Données de l'étape » shows it: the host's own fields named in French
 * (« mots de la question », « outil choisi »…), the protocol payloads inside left as they are.
 */
export function hostDataForReading(entry: HostEntry): unknown {
  // An elicitation or sampling answer is the client's protocol result, not the host's data.
  const answerIsProtocol =
    entry.action === 'elicitation-answer' || entry.action === 'sampling-answer';
  return Object.fromEntries(
    Object.entries(entry.data as Record<string, unknown>).map(([name, child]) => [
      t.hostDataKeys[name] ?? name,
      answerIsProtocol && name === 'answer' ? child : translate(child, name),
    ]),
  );
}
