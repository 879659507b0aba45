import { describe, expect, it } from 'vitest';
import { deeplyNestedState } from './forged-state';
import { AudienceSync, PRESENTATION_CHANNEL, PresenterSync, type PresenterState } from './sync';

const wait = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('presenter and audience windows', () => {
  it('the audience follows the presenter, and catches up when it opens late', async () => {
    const presenter = new PresenterSync();
    const state: PresenterState = { scenario: 'meteo', version: '2025-11-25', step: 4, tools: {} };
    presenter.send(state);
    const seen: PresenterState[] = [];
    const audience = new AudienceSync((s) => seen.push(s));
    await wait();
    expect(seen.at(-1)).toEqual(state);
    presenter.send({ ...state, step: 5 });
    await wait();
    expect(seen.at(-1)?.step).toBe(5);
    audience.close();
    presenter.send({ ...state, step: 6 });
    presenter.close();
  });

  it('ignores anything else posted on the channel', async () => {
    const seen: unknown[] = [];
    const audience = new AudienceSync((s) => seen.push(s));
    const intruder = new BroadcastChannel(PRESENTATION_CHANNEL);
    intruder.postMessage({
      type: 'state',
      state: { scenario: '<script>', version: 'x', step: -1 },
    });
    intruder.postMessage('nimporte quoi');
    await wait();
    expect(seen).toEqual([]);
    intruder.close();
    audience.close();
  });

  it('drops a forged state nested thousands of levels deep, and says why in French', async () => {
    const seen: unknown[] = [];
    const refused: string[] = [];
    const audience = new AudienceSync(
      (s) => seen.push(s),
      (message) => refused.push(message),
    );
    const intruder = new BroadcastChannel(PRESENTATION_CHANNEL);
    intruder.postMessage(deeplyNestedState(3_000));
    await wait();
    expect(seen).toEqual([]);
    expect(refused[0]).toMatch(/^L’état reçu de la fenêtre du présentateur est imbriqué trop/);
    intruder.close();
    audience.close();
  });
});
