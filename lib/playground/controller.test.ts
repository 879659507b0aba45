import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { describe, expect, it } from 'vitest';
import { stepKey } from '@/lib/mcp/trace';
import { NOT_CONNECTED, PlaygroundController } from './controller';

describe('the playground controller', () => {
  it('plays a scenario and lands on the requested step, clamped', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2025-11-25', { step: 3 });
    const state = controller.getState();
    expect(state.status).toBe('ready');
    expect(stepKey(state.entries[state.step - 1]!)).toBe('notifications/initialized');
    controller.setStep(999);
    expect(controller.getState().step).toBe(state.entries.length);
    controller.setStep(-4);
    expect(controller.getState().step).toBe(1);
    controller.dispose();
  });

  it('restarts cleanly when the revision changes, and notifies subscribers', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    const seen: string[] = [];
    controller.subscribe((s) => seen.push(s.status));
    await controller.load('meteo', '2026-07-28');
    const first = controller.getState().session;
    await controller.load('meteo', '2025-11-25');
    expect(controller.getState().session).not.toBe(first);
    expect(stepKey(controller.getState().entries[0]!)).toBe('initialize');
    expect(seen).toContain('running');
    expect(seen.at(-1)).toBe('ready');
    controller.dispose();
  });

  it('reports an unknown scenario in French instead of throwing', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('inconnu', '2026-07-28');
    expect(controller.getState()).toMatchObject({ status: 'error' });
    expect(controller.getState().error).toContain('inconnu');
  });

  it('performs interactive actions and follows to the new steps; asks the delegate when told', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2026-07-28');
    const asked: string[] = [];
    controller.setDelegate({
      approve: (request) => {
        asked.push(request.tool);
        return Promise.resolve(false);
      },
    });
    const before = controller.getState().entries.length;
    await controller.perform({ do: 'connect' });
    const outcome = await controller.perform({
      do: 'call',
      server: 'meteo',
      tool: 'get_weather',
      arguments: { ville: 'Lyon' },
      approve: 'ask',
    });
    expect(outcome.ok).toBe(false);
    expect(asked).toEqual(['get_weather']);
    const state = controller.getState();
    expect(state.entries.length).toBeGreaterThan(before);
    expect(state.step).toBeGreaterThan(before);
    controller.dispose();
  });
});

describe('the learner’s intents', () => {
  it('connect again what the script closed, act, and show a frozen view of the session', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2025-11-25');
    const closed = controller.getState().session!;
    expect(closed.connected).toEqual([]);
    expect(Object.isFrozen(closed)).toBe(true);
    expect(Object.isFrozen(closed.registry.tools)).toBe(true);

    const outcome = await controller.callTool('meteo', 'get_weather', { ville: 'Lyon' });
    expect(outcome.ok).toBe(true);
    const state = controller.getState();
    const added = state.entries.slice(closed.length).map(stepKey);
    expect(added).toEqual([
      'initialize',
      'result:initialize',
      'notifications/initialized',
      'host:approve',
      'tools/call',
      'result:tools/call',
    ]);
    expect(state.session).toMatchObject({ id: closed.id, connected: ['meteo'] });
    expect(state.session?.capabilities.meteo).toHaveProperty('tools');
    // The view is a copy: what it showed before the call did not change.
    expect(closed.connected).toEqual([]);
    controller.dispose();
  });

  it('say in the outcome that no session is there to act on', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    const outcome = await controller.ask('Quel temps fait-il à Lyon ?');
    expect(outcome).toMatchObject({ ok: false, error: { code: NOT_CONNECTED } });
  });
});

describe('the stepper state kept in the controller', () => {
  it('plays on by itself only when asked, and stops at the end', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2025-11-25');
    expect(controller.getState()).toMatchObject({ playing: false, step: 1, speed: 1 });
    controller.setSpeed(4);
    controller.setStep(controller.getState().entries.length - 1);
    controller.play();
    expect(controller.getState().playing).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(controller.getState()).toMatchObject({ playing: false });
    expect(controller.getState().step).toBe(controller.getState().entries.length);
    controller.dispose();
  });
});
