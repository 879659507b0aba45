import { isLegacyRevision, MODERN_REVISION, type Revision } from '@/lib/mcp/revisions';
import { methodEra } from '@/lib/mcp/step-key';

const PROTOCOL_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';

interface Annotated {
  method?: string;
  message: unknown;
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The revision a message's fields are explained in. Usually the session's, but the error lab and
 * the terminal can write a 2026-07-28 message into a 2025 session (a `server/discover`, a request
 * carrying the per-request `_meta` version): its fields, and the error that answers it, follow the
 * rules of 2026-07-28, the era the message belongs to. A 2026-07-28 session keeps its own rules,
 * which already explain the `initialize` a dual-era server still answers.
 */
export function annotationRevision(entry: Annotated, revision: Revision): Revision {
  if (!isLegacyRevision(revision)) return revision;
  if (entry.method !== undefined && methodEra(entry.method) === 'modern') return MODERN_REVISION;
  const meta = field(field(entry.message, 'params'), '_meta');
  if (field(meta, PROTOCOL_VERSION_KEY) !== undefined) return MODERN_REVISION;
  return revision;
}
