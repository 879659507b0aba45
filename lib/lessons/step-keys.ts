import { isLegacyRevision, type Revision } from '@/lib/mcp/revisions';
import {
  isNotification,
  isStepMethod,
  methodEra,
  parseStepKey,
  type StepMethod,
} from '@/lib/mcp/step-key';
import type { HostAction } from '@/lib/mcp/vocabulary';

/**
 * The host steps a lesson's « Essayer » link may land on: those the lessons have words for
 * (messages/lessons.ts). The grammar itself, and which methods exist in which era, are the
 * trace's (lib/mcp/step-key.ts).
 */
export const LINKED_HOST_ACTIONS = [
  'merge-registry',
  'choose-tool',
  'approve',
  'refuse',
  'answer',
  'cache-hit',
  'resource-updated',
  'elicitation-answer',
  'consent',
] as const satisfies readonly HostAction[];
export type LinkedHostAction = (typeof LINKED_HOST_ACTIONS)[number];

function isLinked(action: HostAction): action is LinkedHostAction {
  return (LINKED_HOST_ACTIONS as readonly HostAction[]).includes(action);
}

export type LinkKey =
  | { kind: 'message'; method: StepMethod }
  | { kind: 'result' | 'error'; method: StepMethod }
  | { kind: 'host'; action: LinkedHostAction }
  /** A step of the HTTP layer (`http:POST`, `http:405`, `http:sse`): a link over HTTP. */
  | { kind: 'http'; key: string };

/**
 * Reads the step key of a lesson link, or returns undefined when a link cannot land on it: not a
 * step key, a method the course's scenarios never record, an answer to a notification, a host
 * step the lessons do not describe, or a transport event.
 */
export function parseLinkKey(key: string): LinkKey | undefined {
  const parsed = parseStepKey(key);
  switch (parsed?.kind) {
    case 'host':
      return isLinked(parsed.action) ? { kind: 'host', action: parsed.action } : undefined;
    case 'http':
      return { kind: 'http', key: key.slice('http:'.length) };
    case 'message':
    case 'result':
    case 'error': {
      const method = parsed.method;
      if (!isStepMethod(method)) return undefined;
      if (parsed.kind !== 'message' && isNotification(method)) return undefined;
      return { kind: parsed.kind, method };
    }
    default:
      return undefined;
  }
}

/** Why a step key cannot exist in a revision (French), or undefined when it can. */
export function stepKeyIssue(key: string, revision: Revision): string | undefined {
  const parsed = parseLinkKey(key);
  if (!parsed) return `«\u00A0${key}\u00A0» n’est pas une clé d’étape connue`;
  if (parsed.kind === 'host' || parsed.kind === 'http') return undefined;
  const era = methodEra(parsed.method);
  const legacy = isLegacyRevision(revision);
  if (legacy && era === 'modern') {
    return `«\u00A0${parsed.method}\u00A0» n’existe qu’en 2026-07-28, pas en ${revision}`;
  }
  if (!legacy && era === 'legacy') {
    return `«\u00A0${parsed.method}\u00A0» n’existe pas en 2026-07-28`;
  }
  return undefined;
}
