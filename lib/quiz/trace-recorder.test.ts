import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { recordExcerpt, TraceSpecError } from './trace-recorder';
import { TraceSpecSchema, type TraceSpecInput } from './trace-spec';

function spec(input: TraceSpecInput) {
  return TraceSpecSchema.parse(input);
}

const meteo = getScenario('meteo')!;

describe('recordExcerpt', () => {
  it('cuts the named steps out of a real run, with their phase, parties and exact JSON', async () => {
    const excerpt = await recordExcerpt(
      spec({
        id: 'essai',
        scenario: 'meteo',
        version: '2025-11-25',
        steps: [{ from: { at: 'initialize' }, to: { at: 'tools/list' } }],
      }),
      meteo,
    );
    expect(excerpt.messages.map((m) => [m.step, m.phase, m.from, m.kind, m.method])).toEqual([
      [1, 'initialisation', 'client', 'request', 'initialize'],
      [2, 'initialisation', 'server', 'result', undefined],
      [3, 'initialisation', 'client', 'notification', 'notifications/initialized'],
      [4, 'operation', 'client', 'request', 'tools/list'],
    ]);
    expect(excerpt.messages[0]?.message).toMatchObject({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25' },
    });
    expect(excerpt.source.recording).toContain('étapes 1 à 4');
    expect(excerpt.unanswered).toBeUndefined();
  });

  it('skips host decisions inside a range', async () => {
    const excerpt = await recordExcerpt(
      spec({
        id: 'essai',
        scenario: 'meteo',
        version: '2026-07-28',
        steps: [{ from: { at: 'result:tools/list' }, to: { at: 'tools/call' } }],
      }),
      meteo,
    );
    expect(excerpt.messages.map((m) => m.kind)).toEqual(['result', 'request']);
  });

  it('keeps a line the SDK refused as the message it tried to be, and knows it got no answer', async () => {
    const excerpt = await recordExcerpt(
      spec({
        id: 'essai',
        scenario: 'erreur-message-malforme',
        version: '2025-11-25',
        steps: [{ at: 'transport:parse-error' }],
        unanswered: true,
      }),
      getScenario('erreur-message-malforme')!,
    );
    expect(excerpt.messages[0]?.message).toEqual({ id: 1, method: 'tools/list' });
    expect(excerpt.unanswered).toBe(true);
  });

  it('fails with a French message naming the excerpt when a step is missing or misdescribed', async () => {
    await expect(
      recordExcerpt(
        spec({ id: 'essai', scenario: 'meteo', version: '2026-07-28', steps: [{ at: 'ping' }] }),
        meteo,
      ),
    ).rejects.toThrow(/Extrait «\u00A0essai\u00A0».*«\u00A0ping\u00A0» n’existe pas/);
    await expect(
      recordExcerpt(
        spec({
          id: 'essai',
          scenario: 'meteo',
          version: '2026-07-28',
          steps: [{ at: 'tools/list' }],
          unanswered: true,
        }),
        meteo,
      ),
    ).rejects.toBeInstanceOf(TraceSpecError);
    await expect(
      recordExcerpt(
        spec({
          id: 'essai',
          scenario: 'meteo',
          version: '2026-07-28',
          steps: [{ at: 'host:approve' }],
        }),
        meteo,
      ),
    ).rejects.toThrow(/n’est pas un message/);
  });
});
