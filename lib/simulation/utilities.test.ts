import { describe, expect, it } from 'vitest';
import type { Revision } from '@/lib/mcp/revisions';
import type { HostEntry, MessageEntry, TraceEntry } from '@/lib/mcp/trace';
import { createSession, playScenario } from './session';
import { scenario, TODAY, wire } from '@/tests/fixtures/scenarios';

/*
 * The protocol's utilities, replayed in every revision: each happens on the wire where the
 * revision has it, and visibly does not where it does not.
 */

type Json = Record<string, unknown>;
const params = (e: MessageEntry) => (e.message as { params?: Json }).params ?? {};
const result = (e: MessageEntry) => (e.message as { result?: Json }).result ?? {};
const meta = (e: MessageEntry) => (params(e)._meta ?? {}) as Json;
const of = (entries: readonly TraceEntry[], kind: string, method: string) =>
  wire(entries).filter((e) => e.kind === kind && e.method === method);
const host = <A extends HostEntry['action']>(entries: readonly TraceEntry[], action: A) =>
  entries.filter(
    (e): e is Extract<HostEntry, { action: A }> => e.type === 'host' && e.action === action,
  );

async function play(id: string, revision: Revision) {
  const session = await playScenario(scenario(id), { revision, today: TODAY });
  const entries = session.trace.entries;
  await session.dispose();
  return entries;
}

const LEGACY = ['2025-11-25', '2025-06-18'] as const;

describe('export-long: progress, log lines, OpenTelemetry', () => {
  it('2026-07-28: progress on request, no log line without logLevel, setLevel refused locally', async () => {
    const entries = await play('export-long', '2026-07-28');
    const [first, second] = of(entries, 'request', 'tools/call');
    const token = meta(first!).progressToken;
    expect(token).toBeDefined();
    const progress = of(entries, 'notification', 'notifications/progress').map(params);
    expect(progress.map((p) => [p.progressToken, p.progress, p.total])).toEqual([
      [token, 1, 3],
      [token, 2, 3],
      [token, 3, 3],
    ]);
    // The first call carried no logLevel: the server must not log on it.
    const logs = of(entries, 'notification', 'notifications/message');
    expect(logs.every((e) => e.seq > second!.seq)).toBe(true);
    expect(of(entries, 'request', 'logging/setLevel')).toEqual([]);
    const refused = entries.find((e) => e.type === 'transport' && e.event === 'sdk-error');
    expect(refused?.type === 'transport' && refused.detail).toMatch(/logging\/setLevel/);
    expect(meta(second!)['io.modelcontextprotocol/logLevel']).toBe('warning');
    expect(meta(second!).traceparent).toBe(
      '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    );
    expect(logs.map((e) => params(e).level)).toEqual(['warning']);
    expect(String(params(logs[0]!).data)).toContain('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  for (const revision of LEGACY) {
    it(`${revision}: every line until logging/setLevel, then warnings only; no per-request level`, async () => {
      const entries = await play('export-long', revision);
      const [first, second] = of(entries, 'request', 'tools/call');
      expect(of(entries, 'notification', 'notifications/progress')).toHaveLength(3);
      const levels = (from: number, to: number) =>
        of(entries, 'notification', 'notifications/message')
          .filter((e) => e.seq > from && e.seq < to)
          .map((e) => params(e).level);
      expect(levels(first!.seq, second!.seq)).toEqual(['info', 'warning']);
      expect(levels(second!.seq, Infinity)).toEqual(['warning']);
      const setLevel = of(entries, 'request', 'logging/setLevel');
      expect(setLevel.map(params)).toEqual([{ level: 'warning' }]);
      expect(result(of(entries, 'result', 'logging/setLevel')[0]!)).toEqual({});
      expect(meta(second!)['io.modelcontextprotocol/logLevel']).toBeUndefined();
    });
  }
});

describe('documentation: pages, completion, cache, list_changed, extensions', () => {
  it('2026-07-28: pages carry cache hints; a fresh read and list come from the cache', async () => {
    const entries = await play('documentation', '2026-07-28');
    const lists = of(entries, 'request', 'resources/list');
    // Three pages at first, none when listed again while fresh, three after list_changed.
    expect(lists).toHaveLength(6);
    expect(lists.map((e) => params(e).cursor !== undefined)).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
    ]);
    const pages = of(entries, 'result', 'resources/list');
    expect(pages.map((e) => typeof result(e).nextCursor)).toEqual([
      'string',
      'string',
      'undefined',
      'string',
      'string',
      'undefined',
    ]);
    expect(pages.every((e) => result(e).ttlMs === 300_000)).toBe(true);
    const reads = of(entries, 'request', 'resources/read').filter(
      (e) => params(e).uri === 'docs://support/horaires',
    );
    expect(reads).toHaveLength(1);
    const hits = host(entries, 'cache-hit').map((e) => e.data);
    expect(hits.map((h) => [h.method, h.ttlMs, h.cacheScope])).toEqual([
      ['resources/read', 60_000, 'public'],
      ['resources/list', 300_000, 'public'],
    ]);
    const stored = entries[hits[0]!.storedAt - 1];
    expect(stored?.type === 'message' && stored.method).toBe('resources/read');
    const discover = result(of(entries, 'result', 'server/discover')[0]!);
    expect((discover.capabilities as Json).extensions).toEqual({
      'io.modelcontextprotocol/skills': { directoryRead: true },
    });
  });

  for (const revision of LEGACY) {
    it(`${revision}: the same pages without cache fields, so every read goes on the wire`, async () => {
      const entries = await play('documentation', revision);
      expect(of(entries, 'request', 'resources/list')).toHaveLength(9);
      expect(of(entries, 'result', 'resources/list').every((e) => !('ttlMs' in result(e)))).toBe(
        true,
      );
      const reads = of(entries, 'request', 'resources/read').filter(
        (e) => params(e).uri === 'docs://support/horaires',
      );
      expect(reads).toHaveLength(2);
      expect(host(entries, 'cache-hit')).toEqual([]);
      // Not in the 2025 schemas, sent by this SDK all the same: the annotation says so.
      const init = result(of(entries, 'result', 'initialize')[0]!);
      expect((init.capabilities as Json).extensions).toBeDefined();
    });
  }

  for (const revision of ['2026-07-28', ...LEGACY] as const) {
    it(`${revision}: completion suggests values, list_changed brings the new guide, skills list`, async () => {
      const entries = await play('documentation', revision);
      const [template, prompt] = of(entries, 'result', 'completion/complete').map(
        (e) => result(e).completion,
      );
      expect(template).toEqual({
        values: ['cache', 'cles-api', 'connexion', 'curseurs'],
        total: 4,
        hasMore: false,
      });
      // A prompt's argument: the request names the prompt, the server suggests by prefix.
      const asked = of(entries, 'request', 'completion/complete').map((e) => params(e).ref);
      expect(asked).toEqual([
        { type: 'ref/resource', uri: 'docs://faq/{sujet}' },
        { type: 'ref/prompt', name: 'expliquer-un-guide' },
      ]);
      expect(prompt).toEqual({
        values: ['demarrage', 'deploiement', 'depannage'],
        total: 3,
        hasMore: false,
      });
      const changed = of(entries, 'notification', 'notifications/resources/list_changed');
      expect(changed).toHaveLength(1);
      const relisted = of(entries, 'result', 'resources/list').filter(
        (e) => e.seq > changed[0]!.seq,
      );
      expect(JSON.stringify(relisted.map(result))).toContain('docs://guides/migration');
      const skills = result(of(entries, 'result', 'skills/list')[0]!).skills as Json[];
      expect(skills.map((s) => s.uri)).toEqual(['skill://rediger-un-guide/SKILL.md']);
    });
  }

  it('shows one page at a time, and refuses a page after the last or a cursor it never gave', async () => {
    const session = createSession(scenario('documentation'), {
      revision: '2026-07-28',
      today: TODAY,
    });
    await session.perform({ do: 'connect' });
    const page = (which: 'first' | 'next') =>
      session.perform({ do: 'list', server: 'documentation', what: 'resources', page: which });
    const first = await page('first');
    const second = await page('next');
    const third = await page('next');
    const after = await page('next');
    const value = (o: Awaited<ReturnType<typeof page>>) =>
      (o.ok ? o.value : undefined) as { items: { uri: string }[]; nextCursor?: string };
    expect(value(first).items.map((i) => i.uri)).toHaveLength(3);
    expect(value(second).items[0]?.uri).toBe('docs://guides/deploiement');
    expect(value(third).nextCursor).toBeUndefined();
    expect(after.ok).toBe(false);
    const forged = await session.perform({
      do: 'request',
      server: 'documentation',
      method: 'resources/list',
      params: { cursor: 'pas-un-curseur' },
    });
    expect(forged.ok === false && forged.error.code).toBe(-32602);
    await session.dispose();
  });
});

describe('suivi-ressource: resource subscriptions and prompt list changes', () => {
  it('2026-07-28: resourceSubscriptions on a second listen stream, closed by notifications/cancelled', async () => {
    const entries = await play('suivi-ressource', '2026-07-28');
    const listens = of(entries, 'request', 'subscriptions/listen');
    expect(listens.map((e) => (params(e).notifications as Json).resourceSubscriptions)).toEqual([
      undefined,
      ['etat://production'],
    ]);
    expect(of(entries, 'request', 'resources/subscribe')).toEqual([]);
    const updated = of(entries, 'notification', 'notifications/resources/updated');
    expect(updated).toHaveLength(1);
    expect(meta(updated[0]!)['io.modelcontextprotocol/subscriptionId']).toBe(listens[1]!.id);
    const cancelled = of(entries, 'notification', 'notifications/cancelled');
    expect(cancelled.map((e) => params(e).requestId)).toEqual([listens[1]!.id]);
    expect(host(entries, 'resource-updated').map((e) => e.data.contents[0]?.text)).toEqual([
      'Incident en cours\u00A0: le service de paiement répond lentement.',
    ]);
    expect(of(entries, 'notification', 'notifications/prompts/list_changed')).toHaveLength(1);
    const prompts = of(entries, 'result', 'prompts/list').at(-1)!;
    expect(JSON.stringify(result(prompts))).toContain('rediger_rapport_incident');
  });

  for (const revision of LEGACY) {
    it(`${revision}: resources/subscribe and unsubscribe; the change after unsubscribing is silent`, async () => {
      const entries = await play('suivi-ressource', revision);
      expect(of(entries, 'request', 'subscriptions/listen')).toEqual([]);
      expect(of(entries, 'request', 'resources/subscribe').map(params)).toEqual([
        { uri: 'etat://production' },
      ]);
      expect(of(entries, 'request', 'resources/unsubscribe')).toHaveLength(1);
      expect(of(entries, 'notification', 'notifications/resources/updated')).toHaveLength(1);
      expect(host(entries, 'resource-updated')).toHaveLength(1);
      expect(of(entries, 'notification', 'notifications/prompts/list_changed')).toHaveLength(1);
    });
  }
});

describe('connexion-externe: URL-mode elicitation', () => {
  it('2026-07-28: input_required with mode url and a signed requestState, echoed byte for byte', async () => {
    const entries = await play('connexion-externe', '2026-07-28');
    const calls = of(entries, 'request', 'tools/call');
    const asked = of(entries, 'result', 'tools/call').filter(
      (e) => result(e).resultType === 'input_required',
    );
    expect(asked).toHaveLength(2);
    for (const answer of asked) {
      const request = (result(answer).inputRequests as Json).lien as { params: Json };
      expect(request.params.mode).toBe('url');
      expect(request.params).not.toHaveProperty('elicitationId');
      const state = result(answer).requestState;
      expect(state).toMatch(/^v1\./);
      const retry = calls.find((c) => c.seq > answer.seq)!;
      expect(params(retry).requestState).toBe(state);
      expect(params(retry).inputResponses).toEqual({ lien: { action: 'accept' } });
    }
    expect(wire(entries).some((e) => e.kind === 'error')).toBe(false);
    expect(of(entries, 'notification', 'notifications/elicitation/complete')).toEqual([]);
    expect(host(entries, 'elicitation-answer').every((e) => e.data.visited)).toBe(true);
  });

  it('2025-11-25: elicitation/create with elicitationId, -32042, then notifications/elicitation/complete', async () => {
    const entries = await play('connexion-externe', '2025-11-25');
    const [create] = of(entries, 'request', 'elicitation/create');
    expect(params(create!)).toMatchObject({ mode: 'url', elicitationId: 'payer_facture-1' });
    const [error] = of(entries, 'error', 'tools/call');
    const failure = (error!.message as { error: { code: number; data: Json } }).error;
    expect(failure.code).toBe(-32042);
    expect(failure.data.elicitations).toEqual([
      expect.objectContaining({ mode: 'url', elicitationId: 'importer_contacts-2' }),
    ]);
    const completed = of(entries, 'notification', 'notifications/elicitation/complete');
    expect(completed.map((e) => params(e).elicitationId)).toEqual([
      'payer_facture-1',
      'importer_contacts-2',
    ]);
    // The retry after -32042 follows the completion notification.
    const retry = of(entries, 'request', 'tools/call').at(-1)!;
    expect(retry.seq).toBeGreaterThan(completed[1]!.seq);
    expect(JSON.stringify(entries)).not.toContain('requestState');
  });

  it('2025-06-18: no URL mode, so no page, no -32042, no completion notification', async () => {
    const entries = await play('connexion-externe', '2025-06-18');
    const init = params(of(entries, 'request', 'initialize')[0]!);
    expect(init.capabilities).toEqual({ elicitation: { form: {} } });
    expect(of(entries, 'request', 'elicitation/create')).toEqual([]);
    expect(wire(entries).some((e) => e.kind === 'error')).toBe(false);
    const answers = of(entries, 'result', 'tools/call').map((e) => result(e));
    expect(answers.map((r) => r.isError)).toEqual([true, true]);
  });

  it('2026-07-28: a requestState the server did not sign is refused (-32602)', async () => {
    const session = createSession(scenario('connexion-externe'), {
      revision: '2026-07-28',
      today: TODAY,
    });
    await session.perform({ do: 'connect' });
    const forged = await session.perform({
      do: 'request',
      server: 'facturation',
      method: 'tools/call',
      params: {
        name: 'payer_facture',
        arguments: { facture: 'F-2026-118' },
        requestState: 'v1.falsifie.falsifie',
        inputResponses: { lien: { action: 'accept' } },
      },
    });
    expect(forged.ok === false && forged.error.code).toBe(-32602);
    await session.dispose();
  });
});
