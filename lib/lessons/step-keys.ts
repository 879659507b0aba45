import { isLegacyRevision, type Revision } from '@/lib/mcp/revisions';

/**
 * The methods a content link may land on (contract with the simulation, whose recorded step
 * index names steps by these keys). Request keys are bare methods; answers are `result:` or
 * `error:` followed by the request's method; host steps are `host:` followed by an action.
 */
export const STEP_METHODS = [
  'server/discover',
  'initialize',
  'notifications/initialized',
  'tools/list',
  'tools/call',
  'resources/read',
  'resources/templates/list',
  'prompts/get',
  'notifications/tools/list_changed',
  'subscriptions/listen',
  'elicitation/create',
] as const;

export const HOST_ACTIONS = [
  'merge-registry',
  'choose-tool',
  'approve',
  'refuse',
  'answer',
] as const;
export type HostAction = (typeof HOST_ACTIONS)[number];

/** Methods that only exist in one era: a link naming them in the other era cannot resolve. */
const MODERN_ONLY = new Set(['server/discover', 'subscriptions/listen']);
const LEGACY_ONLY = new Set(['initialize', 'notifications/initialized', 'elicitation/create']);
const NOTIFICATIONS = new Set(['notifications/initialized', 'notifications/tools/list_changed']);

export type ParsedStepKey =
  | { kind: 'message'; method: string }
  | { kind: 'result' | 'error'; method: string }
  | { kind: 'host'; action: HostAction };

/** Reads a step key, or returns undefined when it is not one. */
export function parseStepKey(key: string): ParsedStepKey | undefined {
  const host = /^host:(.+)$/.exec(key);
  if (host?.[1]) {
    return (HOST_ACTIONS as readonly string[]).includes(host[1])
      ? { kind: 'host', action: host[1] as HostAction }
      : undefined;
  }
  const answer = /^(result|error):(.+)$/.exec(key);
  const method = answer?.[2] ?? key;
  if (!(STEP_METHODS as readonly string[]).includes(method)) return undefined;
  if (answer) {
    // Notifications get no answer: `result:notifications/…` can never exist.
    if (NOTIFICATIONS.has(method)) return undefined;
    return { kind: answer[1] as 'result' | 'error', method };
  }
  return { kind: 'message', method };
}

/** Why a step key cannot exist in a revision (French), or undefined when it can. */
export function stepKeyIssue(key: string, revision: Revision): string | undefined {
  const parsed = parseStepKey(key);
  if (!parsed) return `«\u00A0${key}\u00A0» n’est pas une clé d’étape connue`;
  if (parsed.kind === 'host') return undefined;
  const legacy = isLegacyRevision(revision);
  if (legacy && MODERN_ONLY.has(parsed.method)) {
    return `«\u00A0${parsed.method}\u00A0» n’existe qu’en 2026-07-28, pas en ${revision}`;
  }
  if (!legacy && LEGACY_ONLY.has(parsed.method)) {
    return `«\u00A0${parsed.method}\u00A0» n’existe pas en 2026-07-28`;
  }
  return undefined;
}
