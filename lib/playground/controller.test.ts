import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAddress } from '@/lib/address/parse';
import { stepKey } from '@/lib/mcp/trace';
import { encodeShareState } from '@/lib/share/share-state';
import { NOT_CONNECTED, PlaygroundController, type PlaygroundState } from './controller';
import { linkToolsOnScreen } from './link-tools';
import { recordOpening } from './opening-recorder';
import { asRecordedOpening, type OpeningSource, type RecordedOpening } from './recorded-opening';

/** A call from the editor after the script closed meteo's connection: connect again, then call. */
const CALL_AFTER_SCRIPT = [
  'initialize',
  'result:initialize',
  'notifications/initialized',
  'host:approve',
  'tools/call',
  'result:tools/call',
];

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

  it('shows step 1 while the scenario is still recording, then the rest as it comes', async () => {
    const controller = new PlaygroundController(scenarioCatalogue, { batchMs: 0 });
    const running: { entries: number; step: number }[] = [];
    controller.subscribe((s) => {
      if (s.status === 'running' && s.entries.length > 0)
        running.push({ entries: s.entries.length, step: s.step });
    });
    await controller.load('meteo', '2026-07-28');
    const final = controller.getState();
    expect(final.status).toBe('ready');
    // The first step was on screen before the recording ended, and more came in batches.
    expect(running[0]).toEqual({ entries: 1, step: 1 });
    expect(running.length).toBeGreaterThan(1);
    expect(running.at(-1)!.entries).toBeLessThanOrEqual(final.entries.length);
    controller.dispose();
  });

  it('while recording, a step asked for shows once it exists (step 1 before)', async () => {
    const controller = new PlaygroundController(scenarioCatalogue, { batchMs: 0 });
    const running: { entries: number; step: number }[] = [];
    controller.subscribe((s) => {
      if (s.status === 'running' && s.entries.length > 0)
        running.push({ entries: s.entries.length, step: s.step });
    });
    await controller.load('meteo', '2026-07-28', { step: 11 });
    expect(running.length).toBeGreaterThan(1);
    for (const r of running) expect(r.step).toBe(r.entries >= 11 ? 11 : 1);
    expect(controller.getState().step).toBe(11);
    controller.dispose();
  });

  it('a learner who moves while the steps come in stays where they went', async () => {
    const controller = new PlaygroundController(scenarioCatalogue, { batchMs: 0 });
    let moved = false;
    controller.subscribe((s) => {
      if (!moved && s.status === 'running' && s.entries.length >= 3) {
        moved = true;
        queueMicrotask(() => controller.setStep(3));
      }
    });
    await controller.load('meteo', '2026-07-28');
    expect(moved).toBe(true);
    expect(controller.getState().status).toBe('ready');
    expect(controller.getState().step).toBe(3);
    controller.dispose();
  });

  it('a layer chosen while the steps come in stays chosen', async () => {
    const controller = new PlaygroundController(scenarioCatalogue, { batchMs: 0 });
    let switched = false;
    controller.subscribe((s) => {
      if (!switched && s.status === 'running' && s.entries.some((e) => e.type === 'http')) {
        switched = true;
        queueMicrotask(() => controller.setLayer('http'));
      }
    });
    await controller.load('meteo', '2026-07-28', { overHttp: true, layer: 'jsonrpc' });
    expect(switched).toBe(true);
    expect(controller.getState().status).toBe('ready');
    expect(controller.getState().layer).toBe('http');
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
    expect(added).toEqual(CALL_AFTER_SCRIPT);
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
  afterEach(() => vi.useRealTimers());

  it('plays on by itself only when asked, and stops at the end', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2025-11-25');
    expect(controller.getState()).toMatchObject({ playing: false, step: 1, speed: 1 });
    vi.useFakeTimers();
    controller.setSpeed(4);
    const last = controller.getState().entries.length;
    controller.setStep(last - 1);
    controller.play();
    expect(controller.getState().playing).toBe(true);
    vi.advanceTimersByTime(250);
    expect(controller.getState()).toMatchObject({ playing: true, step: last });
    vi.advanceTimersByTime(250);
    expect(controller.getState()).toMatchObject({ playing: false, step: last });
    controller.dispose();
  });

  it('steps with the stepping keys, which stop the autoplay; Space plays and pauses', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2026-07-28');
    expect(controller.pressStepperKey(' ')).toBe(true);
    expect(controller.getState().playing).toBe(true);
    expect(controller.pressStepperKey('ArrowRight')).toBe(true);
    expect(controller.getState()).toMatchObject({ playing: false, step: 2 });
    controller.pressStepperKey('End');
    expect(controller.getState().step).toBe(controller.getState().entries.length);
    expect(controller.pressStepperKey('x')).toBe(false);
    controller.dispose();
  });
});

describe('opening an address', () => {
  it('plays what the address asks for and keeps the opening in the snapshot', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    const opening = controller.open(
      parseAddress({ search: '?scenario=meteo&version=2025-11-25&defi=x', hash: '#etape-3' }),
    );
    expect(controller.getState()).toMatchObject({ status: 'running', opening });
    await until(controller, (s) => s.status === 'ready');
    const state = controller.getState();
    expect(state).toMatchObject({ scenarioId: 'meteo', revision: '2025-11-25', step: 3 });
    expect(state.opening?.challenge).toBe('x');
    controller.dispose();
  });

  it('plays a share link in a revision its scenario plays in, and says so', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    const link = encodeShareState({
      v: 1,
      scenario: 'erreur-avant-initialisation',
      version: '2026-07-28',
      step: 2,
    });
    const opening = controller.open(parseAddress({ search: `?partage=${link}`, hash: '' }));
    expect(opening.notices).toHaveLength(1);
    await until(controller, (s) => s.status === 'ready');
    expect(controller.getState()).toMatchObject({
      scenarioId: 'erreur-avant-initialisation',
      revision: '2025-11-25',
      step: 2,
    });
    controller.dispose();
  });

  it('serves a share link’s tools until the learner goes back to the scenario’s own', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    const own = scenarioCatalogue.get('meteo')!.servers[0]!.tools;
    const renamed = own.map((tool) => ({
      ...tool,
      definition: { ...tool.definition, description: 'Venue du lien' },
    }));
    const link = encodeShareState({
      v: 1,
      scenario: 'meteo',
      version: '2026-07-28',
      step: 4,
      tools: { meteo: renamed },
    });
    controller.open(parseAddress({ search: `?partage=${link}`, hash: '' }));
    await until(controller, (s) => s.status === 'ready');
    expect(linkToolsOnScreen(controller.getState())).toMatchObject({ integrity: 'verified' });
    expect(controller.getState().toolOverrides).toEqual({ meteo: renamed });
    await controller.restoreScenarioTools();
    const state = controller.getState();
    expect(state).toMatchObject({ scenarioId: 'meteo', step: 4, toolOverrides: {} });
    expect(linkToolsOnScreen(state)).toBeUndefined();
    controller.dispose();
  });

  it('loads nothing in the audience’s window, which waits for the presenter', () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    controller.open(parseAddress({ search: '?public=1', hash: '' }));
    expect(controller.getState().status).toBe('idle');
    controller.dispose();
  });
});

describe('switching scenario and revision', () => {
  it('keeps the revision when the next scenario plays in it, else takes its first', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2025-06-18');
    await controller.openScenario('erreur-avant-initialisation');
    expect(controller.getState().revision).toBe('2025-06-18');
    await controller.load('meteo', '2026-07-28');
    await controller.openScenario('erreur-avant-initialisation');
    expect(controller.getState()).toMatchObject({
      scenarioId: 'erreur-avant-initialisation',
      revision: '2025-11-25',
      status: 'ready',
    });
    controller.dispose();
  });

  it('lands on the same message in the other revision', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2026-07-28');
    const call = controller.getState().entries.find((e) => stepKey(e) === 'tools/call')!;
    controller.setStep(call.seq);
    await controller.switchRevision('2025-11-25');
    const state = controller.getState();
    expect(state.revision).toBe('2025-11-25');
    expect(stepKey(state.entries[state.step - 1]!)).toBe('tools/call');
    controller.dispose();
  });

  it('keeps the message on screen when the terminal turns the text framing on', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2026-07-28');
    const call = controller.getState().entries.find((e) => stepKey(e) === 'tools/call')!;
    controller.setStep(call.seq);
    await controller.switchFraming(true);
    const state = controller.getState();
    expect(state.framed).toBe(true);
    expect(state.step).toBeGreaterThan(1);
    expect(stepKey(state.entries[state.step - 1]!)).toBe('tools/call');
    controller.dispose();
  });
});

describe('the compare view', () => {
  it('plays both revisions once opened, again for another scenario, never a stale one', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2026-07-28');
    expect(controller.getState().comparison).toBeUndefined();
    controller.setView('compare');
    expect(controller.getState().comparison).toEqual({ status: 'running' });
    await until(controller, (s) => s.comparison?.status === 'ready');
    const meteo = controller.getState().comparison;
    // Back and forth on the same scenario: the same comparison, not played again.
    controller.setView('stepper');
    controller.setView('compare');
    expect(controller.getState().comparison).toBe(meteo);
    // Another scenario while the first comparison would still be running: only the last lands.
    void controller.openScenario('erreur-avant-initialisation');
    expect(controller.getState().comparison).toEqual({ status: 'running' });
    await until(controller, (s) => s.comparison?.status === 'unavailable');
    controller.dispose();
  });

  it('opens a compared step in the stepper of its revision', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2026-07-28');
    controller.setView('compare');
    await controller.openInStepper('2025-11-25', 3);
    expect(controller.getState()).toMatchObject({
      view: 'stepper',
      revision: '2025-11-25',
      step: 3,
    });
    controller.dispose();
  });
});

describe('an imported trace', () => {
  it('is shown read-only, with no session, until a scenario is loaded again', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2026-07-28');
    const entries = controller.getState().entries;
    const imported = {
      scenario: 'meteo',
      revision: '2025-06-18' as const,
      date: '2026-11-29T10:00:00.000Z',
      sdkVersion: '2.4.0',
    };
    controller.showImported(imported, entries);
    expect(controller.getState()).toMatchObject({
      imported,
      revision: '2025-06-18',
      session: undefined,
      step: 1,
    });
    expect(await controller.callTool('meteo', 'get_weather', {})).toMatchObject({
      ok: false,
      error: { code: NOT_CONNECTED },
    });
    await controller.reload();
    expect(controller.getState().imported).toBeUndefined();
    controller.dispose();
  });
});

describe('a recorded opening', () => {
  /** The openings a build would serve, recorded here once, and which of them were asked for. */
  function recordedSource() {
    const asked: string[] = [];
    const files = new Map<string, RecordedOpening>();
    const source: OpeningSource = async (id, revision) => {
      asked.push(`${id}@${revision}`);
      const key = `${id}@${revision}`;
      if (!files.has(key)) {
        const opening = asRecordedOpening(
          await recordOpening(scenarioCatalogue.get(id)!, revision),
          id,
          revision,
        );
        if (opening) files.set(key, opening);
      }
      return files.get(key);
    };
    return { source, asked };
  }

  it('shows the whole recorded trace at once, then wakes a live session on the first act', async () => {
    const { source } = recordedSource();
    const controller = new PlaygroundController(scenarioCatalogue, { openings: source });
    const seen: string[] = [];
    controller.subscribe((s) => seen.push(`${s.status} ${s.entries.length}`));
    await controller.load('meteo', '2025-11-25', { step: 3 });
    const opened = controller.getState();
    // The loading state, then the whole recording at once, ready to step through.
    expect(seen).toEqual(['running 0', 'ready 13']);
    expect(opened).toMatchObject({ status: 'ready', step: 3, scripted: 13 });
    expect(stepKey(opened.entries[2]!)).toBe('notifications/initialized');
    expect(opened.session).toMatchObject({ connected: [], serverNames: ['meteo'], length: 13 });
    expect(Object.isFrozen(opened.entries[0])).toBe(true);

    // The first act starts the live session (same script, same steps), then acts on it.
    const outcome = await controller.callTool('meteo', 'get_weather', { ville: 'Lyon' });
    expect(outcome.ok).toBe(true);
    const state = controller.getState();
    expect(state.entries.slice(0, 13).map(stepKey)).toEqual(opened.entries.map(stepKey));
    expect(state.entries.slice(13).map(stepKey)).toEqual(CALL_AFTER_SCRIPT);
    // The view follows the act, as on a live session: the call's first step.
    expect(stepKey(state.entries[state.step - 1]!)).toBe('host:approve');
    expect(state.scripted).toBe(13);
    // The same session for the panels: its number did not change.
    expect(state.session).toMatchObject({ id: opened.session!.id, connected: ['meteo'] });
    controller.dispose();
  });

  it('plays live what has no recording, what the learner edited, framed or over HTTP', async () => {
    const { source, asked } = recordedSource();
    const controller = new PlaygroundController(scenarioCatalogue, { openings: source });
    const seen: string[] = [];
    controller.subscribe((s) => seen.push(s.status));
    // A lab whose server writes to stdout: no recording, so it plays live.
    await controller.load('erreur-stdout-pollue', '2026-07-28');
    expect(asked).toEqual(['erreur-stdout-pollue@2026-07-28']);
    expect(seen).toContain('running');
    expect(controller.getState().status).toBe('ready');
    // An HTTP-only scenario does not even look for one.
    asked.length = 0;
    await controller.load('serveur-protege', '2026-07-28');
    await controller.load('meteo', '2026-07-28', { framed: true });
    await controller.load('meteo', '2026-07-28', { framed: false, overHttp: true });
    await controller.load('meteo', '2026-07-28', {
      overHttp: false,
      toolOverrides: { meteo: [] },
    });
    expect(asked).toEqual([]);
    expect(controller.getState().session?.link).toBe('memory');
    controller.dispose();
  });

  it('starts the live session when the learner is about to act, once', async () => {
    const { source } = recordedSource();
    const controller = new PlaygroundController(scenarioCatalogue, { openings: source });
    await controller.load('meteo', '2026-07-28');
    expect(controller.getState().dormant).toBe('recorded');
    const recorded = controller.getState().entries;
    controller.prepareLive();
    controller.prepareLive();
    expect(controller.getState().dormant).toBe('starting');
    await until(controller, (s) => s.dormant === undefined);
    // The live steps replace the recorded ones, equal but for their times.
    const live = controller.getState().entries;
    expect(live).not.toBe(recorded);
    expect(live.map(stepKey)).toEqual(recorded.map(stepKey));
    controller.dispose();
  });

  it('never lands a live session woken for a scenario the learner has left', async () => {
    const { source } = recordedSource();
    const controller = new PlaygroundController(scenarioCatalogue, { openings: source });
    await controller.load('meteo', '2026-07-28');
    const acting = controller.callTool('meteo', 'get_weather', { ville: 'Lyon' });
    await controller.load('meteo', '2025-11-25');
    expect(await acting).toMatchObject({ ok: false, error: { code: NOT_CONNECTED } });
    expect(controller.getState()).toMatchObject({ revision: '2025-11-25', status: 'ready' });
    expect(controller.getState().entries).toHaveLength(13);
    controller.dispose();
  });
});

/** Waits for the controller's snapshot to satisfy `done`. */
function until(
  controller: PlaygroundController,
  done: (state: PlaygroundState) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    if (done(controller.getState())) return resolve();
    const stop = controller.subscribe((state) => {
      if (!done(state)) return;
      stop();
      resolve();
    });
  });
}
