import { playgroundMessages } from '@/messages/playground';
import { isSkippedLine } from '@/lib/annotations/stdio-line';
import type { StepExplanation, SummarySlot } from '@/lib/annotations/schema';
import { httpArrowKind } from '@/lib/mcp/http/status';
import { httpStepLabel, httpSummary } from './http-steps';
import { fillTemplate } from '@/lib/runtime/template';
import type { ActorId, MessageEntry, Phase, TraceEntry } from '@/lib/mcp/trace';
import { errorOf, paramsOf, resultOf } from '@/lib/mcp/payload';

const t = playgroundMessages;

/** The kind a step is drawn as: a JSON-RPC kind, a host step or a transport event. */
export type StepKind = MessageEntry['kind'] | 'host' | 'transport';

export function stepKind(entry: TraceEntry): StepKind {
  if (entry.type === 'message') return entry.kind;
  // An HTTP step is drawn as what it does: a request, a good or bad answer, an event, an end.
  if (entry.type === 'http') return httpArrowKind(entry);
  return entry.type;
}

function serverOf(actor: ActorId): string {
  return actor.slice(actor.indexOf(':') + 1);
}

/** « Hôte », « Client meteo », « Serveur meteo ». */
export function actorName(actor: ActorId): string {
  if (actor === 'host') return t.actors.host;
  const server = serverOf(actor);
  return (actor.startsWith('client:') ? t.actors.client : t.actors.server)({ server });
}

/** « l’hôte », « le client meteo », « le serveur meteo », for sentences. */
export function actorInSentence(actor: ActorId): string {
  if (actor === 'host') return t.actorsInSentence.host;
  const server = serverOf(actor);
  return (actor.startsWith('client:') ? t.actorsInSentence.client : t.actorsInSentence.server)({
    server,
  });
}

/** « à l’hôte », « au client meteo », « au serveur meteo »: « à » contracted as French wants. */
export function actorAfterA(actor: ActorId): string {
  if (actor === 'host') return t.actorsAfterA.host;
  const server = serverOf(actor);
  return (actor.startsWith('client:') ? t.actorsAfterA.client : t.actorsAfterA.server)({ server });
}

function errorCode(entry: MessageEntry): number | undefined {
  const code = errorOf(entry)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** The label of a step's arrow: the method, « résultat de tools/call », « erreur -32602 »… */
export function stepLabel(entry: TraceEntry): string {
  switch (entry.type) {
    case 'message':
      if (entry.kind === 'result') return t.labels.result({ method: entry.method ?? '?' });
      if (entry.kind === 'error') return t.labels.error({ code: errorCode(entry) ?? '?' });
      return entry.method ?? '?';
    case 'host':
      return t.labels.host[entry.action];
    case 'transport':
      // The SDK skips a line that is not JSON but reports JSON that is not JSON-RPC: say which.
      if (entry.event === 'parse-error' && entry.text !== undefined && !isSkippedLine(entry.text))
        return t.labels.transport['parse-error-json'];
      return t.labels.transport[entry.event];
    case 'http':
      return httpStepLabel(entry);
  }
}

/**
 * The other half of a request/response pair: a request's answer, a response's request.
 * `index` maps a request's step to its answer's step, built once per timeline.
 */
export function partnerStep(
  entry: TraceEntry | undefined,
  answers: ReadonlyMap<number, number>,
): number | undefined {
  if (entry?.type !== 'message') return undefined;
  if (entry.kind === 'request') return answers.get(entry.seq);
  return entry.answers;
}

/** Maps each answered request's step to its answer's step. */
export function answerIndex(entries: readonly TraceEntry[]): Map<number, number> {
  const index = new Map<number, number>();
  for (const entry of entries) {
    if (entry.type === 'message' && entry.answers !== undefined)
      index.set(entry.answers, entry.seq);
  }
  return index;
}

/**
 * The lanes of the sequence diagram: the host, then each connection's client beside its
 * server, so that « one client per server » is visible at a glance.
 */
export function lanesFor(servers: readonly string[], entries: readonly TraceEntry[]): ActorId[] {
  const names = [...servers];
  for (const entry of entries) {
    if (entry.type !== 'host' && !names.includes(entry.link)) names.push(entry.link);
  }
  const lanes: ActorId[] = [
    'host',
    ...names.flatMap((name): ActorId[] => [`client:${name}`, `server:${name}`]),
  ];
  // Actors that speak on no link of their own (an OAuth authorization server, a third-party
  // API) get a lane after the rest, rather than an arrow drawn onto another actor's lane.
  for (const entry of entries) {
    if (entry.type === 'host') continue;
    for (const actor of [entry.from, entry.to]) if (!lanes.includes(actor)) lanes.push(actor);
  }
  return lanes;
}

function lookup(
  table: Readonly<Record<string, string>>,
  kind: string,
  method: string,
): string | undefined {
  return table[`${kind}:${method}`] ?? table[`${kind}:*`] ?? table['*'];
}

/** The annotation tables a step summary is read from (content/annotations/steps.ts). */
export interface StepTables {
  summaries: Readonly<Record<string, string>>;
  explanations: Readonly<Record<string, StepExplanation>>;
}

/**
 * One French sentence saying what happens at this step; for an HTTP step, `carried` are the
 * messages its body carried.
 */
export function summarise(
  entry: TraceEntry,
  { summaries, explanations }: StepTables,
  carried: readonly MessageEntry[] = [],
): string {
  if (entry.type === 'http') {
    return httpSummary(entry, capitalise(actorInSentence(entry.from)), carried);
  }
  if (entry.type !== 'message') {
    const key = entry.type === 'host' ? `host:${entry.action}` : `transport:${entry.event}`;
    return explanations[key]?.title ?? stepLabel(entry);
  }
  const params = paramsOf(entry);
  const error = errorOf(entry);
  // A 2026-07-28 result that asks for input is not the request's outcome: it has its own sentence.
  const resultType = resultOf(entry)?.resultType;
  const template =
    (resultType === 'input_required' ? summaries['result:*#input_required'] : undefined) ??
    lookup(summaries, entry.kind, entry.method ?? '?') ??
    '';
  const slots: Record<SummarySlot, string | number> = {
    from: capitalise(actorInSentence(entry.from)),
    to: actorInSentence(entry.to),
    toRecipient: actorAfterA(entry.to),
    server: entry.link,
    method: entry.method ?? '?',
    tool: typeof params?.name === 'string' ? params.name : '?',
    name: typeof params?.name === 'string' ? params.name : '?',
    uri: typeof params?.uri === 'string' ? params.uri : '?',
    code: typeof error?.code === 'number' ? error.code : '?',
    message: typeof error?.message === 'string' ? error.message : '',
  };
  return fillTemplate(template, slots);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The name of a phase band: the opening is a discovery in 2026-07-28, an initialisation before. */
export function phaseName(phase: Phase, legacy: boolean): string {
  if (phase !== 'initialisation') return t.phases[phase];
  return legacy ? t.phasesLegacy.initialisation : t.phasesModern.initialisation;
}
