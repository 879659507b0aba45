import { describe, expect, it } from 'vitest';
import { playScenario } from '@/lib/simulation/session';
import { scenario } from '@/tests/fixtures/scenarios';
import { stepKey } from './step-key';
import { errorOf, paramsOf, resultOf } from './payload';

describe('reading the payload of a recorded step', () => {
  it('gives the params of a request, the result of its answer, the error of an error', async () => {
    const session = await playScenario(scenario('meteo'), { revision: '2026-07-28' });
    const entries = session.trace.entries;
    const call = entries.find((e) => stepKey(e) === 'tools/call');
    const answer = entries.find((e) => stepKey(e) === 'result:tools/call');
    expect(paramsOf(call)).toMatchObject({ name: 'get_weather' });
    expect(resultOf(call)).toBeUndefined();
    expect(resultOf(answer)).toMatchObject({ resultType: 'complete' });
    expect(paramsOf(answer)).toBeUndefined();
    expect(errorOf(answer)).toBeUndefined();
    await session.dispose();

    const lab = await playScenario(scenario('erreur-outil-inconnu'), { revision: '2026-07-28' });
    const error = lab.trace.entries.find((e) => e.type === 'message' && e.kind === 'error');
    expect(errorOf(error)).toMatchObject({ code: -32602 });
    await lab.dispose();
  });

  it('gives nothing for a host step, a transport event or no step at all', () => {
    expect(paramsOf(undefined)).toBeUndefined();
    expect(
      resultOf({
        seq: 1,
        t: 0,
        phase: 'operation',
        type: 'transport',
        layer: 'transport',
        link: 'meteo',
        from: 'client:meteo',
        to: 'server:meteo',
        event: 'closed',
      }),
    ).toBeUndefined();
  });
});
