import { describe, expect, it } from 'vitest';
import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { playScenario } from '@/lib/simulation/session';
import { stepKey, type TraceEntry } from '@/lib/mcp/trace';
import { scenario, TODAY } from '@/tests/fixtures/scenarios';
import { PlaygroundController } from './controller';
import { playgroundMessages } from '@/messages/playground';
import {
  crossLayerStep,
  httpRefusalOf,
  inLayer,
  layerBounds,
  layerEntries,
  neighbourInLayer,
  snapToLayer,
} from './layers';

async function meteoOverHttp(): Promise<readonly TraceEntry[]> {
  const session = await playScenario(scenario('meteo'), {
    revision: '2026-07-28',
    link: 'http',
    today: TODAY,
  });
  const entries = session.trace.entries;
  await session.dispose();
  return entries;
}

describe('the two layers of a trace over HTTP', () => {
  it('split the steps: messages and host on one side, exchanges on the other, transport in both', async () => {
    const entries = await meteoOverHttp();
    const jsonrpc = layerEntries(entries, 'jsonrpc');
    const http = layerEntries(entries, 'http');
    expect(jsonrpc.some((e) => e.type === 'http')).toBe(false);
    expect(http.every((e) => e.type === 'http' || e.type === 'transport')).toBe(true);
    expect(jsonrpc.length + http.length).toBe(entries.length + 1); // transport:closed in both
    expect(entries.every((e) => inLayer(e, 'jsonrpc') || inLayer(e, 'http'))).toBe(true);
  });

  it('go from a message to the POST that carried it, and back', async () => {
    const entries = await meteoOverHttp();
    const call = entries.find((e) => stepKey(e) === 'tools/call')!;
    const post = crossLayerStep(entries, call.seq, 'http');
    expect(entries[post - 1]).toMatchObject({ type: 'http', part: 'request', method: 'POST' });
    expect(crossLayerStep(entries, post, 'jsonrpc')).toBe(call.seq);
    // A host step has no carrier: the nearest exchange before it.
    const approve = entries.find((e) => stepKey(e) === 'host:approve')!;
    expect(entries[crossLayerStep(entries, approve.seq, 'http') - 1]?.type).toBe('http');
  });

  it('step within a layer only, and keep to it at either end', async () => {
    const entries = await meteoOverHttp();
    const { first, last } = layerBounds(entries, 'http');
    expect(entries[first - 1]?.type).toBe('http');
    let step = first;
    const seen = [step];
    for (;;) {
      const next = neighbourInLayer(entries, 'http', step, 1);
      if (next === step) break;
      seen.push(next);
      step = next;
    }
    expect(step).toBe(last);
    expect(seen.map((s) => entries[s - 1]?.type).every((t) => t !== 'message')).toBe(true);
    expect(snapToLayer(entries, 'http', 2)).not.toBe(2); // step 2 is the discover message
  });
});

describe('the playground over HTTP', () => {
  it('plays on HTTP when asked, shows the HTTP layer with the C of the page, and stays in it', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2025-11-25', { overHttp: true });
    const state = controller.getState();
    expect(state.session?.link).toBe('http');
    expect(state.layer).toBe('jsonrpc');
    expect(state.entries[state.step - 1]?.type).not.toBe('http');
    controller.setLayer('http');
    const http = controller.getState();
    expect(http.entries[http.step - 1]).toMatchObject({ type: 'http', method: 'POST' });
    controller.stepBy(1);
    controller.stepBy(1);
    const after = controller.getState();
    expect(after.entries[after.step - 1]?.type).toBe('http');
    // Loading another revision keeps the transport and the layer.
    await controller.load('meteo', '2026-07-28');
    expect(controller.getState().session?.link).toBe('http');
    expect(controller.getState().layer).toBe('http');
    // Back to the scenario's own link: no HTTP layer to show.
    await controller.load('meteo', '2026-07-28', { overHttp: false });
    expect(controller.getState().layer).toBe('jsonrpc');
    controller.setLayer('http');
    expect(controller.getState().layer).toBe('jsonrpc');
    controller.dispose();
  });

  it('lands a link to a message with the HTTP layer on the POST that carried it', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    const entries = await meteoOverHttp();
    const call = entries.find((e) => stepKey(e) === 'tools/call');
    if (call?.type !== 'message') throw new Error('pas de tools/call');
    await controller.load('meteo', '2026-07-28', { overHttp: true, layer: 'http', step: call.seq });
    const state = controller.getState();
    expect(state.entries[state.step - 1]).toMatchObject({ type: 'http', part: 'request' });
    expect(state.step).toBe(call.carriedBy);
    controller.dispose();
  });

  it('plays an HTTP lab over HTTP whatever was asked, and a stdio lab never', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('erreur-http-origine', '2026-07-28', { overHttp: false });
    expect(controller.getState().session?.link).toBe('http');
    await controller.load('erreur-stdout-pollue', '2026-07-28', { overHttp: true });
    expect(controller.getState().session?.link).toBe('stdio');
    controller.dispose();
  });
});

describe('a request answered by an HTTP refusal, not by JSON-RPC', () => {
  it.each(['2026-07-28', '2025-11-25'] as const)(
    'serveur protégé in %s: the first request is answered by the 401, the others by JSON-RPC',
    async (revision) => {
      const session = await playScenario(scenario('serveur-protege'), {
        revision,
        link: 'http',
        today: TODAY,
      });
      const entries = session.trace.entries;
      const [first] = entries.filter((e) => e.type === 'message' && e.kind === 'request');
      expect(first?.type === 'message' && first.method).toBe(
        revision === '2026-07-28' ? 'server/discover' : 'initialize',
      );
      expect(session.trace.answerTo(first!.seq)).toBeUndefined();
      const refusal = httpRefusalOf(entries, first);
      expect(refusal?.status).toBe(401);
      const answer = entries[refusal!.step - 1];
      expect(answer).toMatchObject({ type: 'http', part: 'response', status: 401 });
      expect(
        playgroundMessages.answeredByHttp({ step: refusal!.step, status: '401 Unauthorized' }),
      ).not.toContain('Pas encore');
      // A request that got its JSON-RPC answer has no refusal to show.
      const answered = entries.find(
        (e) => e.type === 'message' && e.kind === 'request' && session.trace.answerTo(e.seq),
      );
      expect(httpRefusalOf(entries, answered)).toBeUndefined();
      await session.dispose();
    },
  );
});
