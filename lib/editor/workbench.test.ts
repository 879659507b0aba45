// @vitest-environment happy-dom
import { compressToEncodedURIComponent } from 'lz-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { editorMessages as t } from '@/messages/editor';
import { failure, NOT_CONNECTED, ok, type ActionOutcome } from '@/lib/mcp/outcome';
import type { ToolSpec } from '@/lib/mcp/scenario';
import { readDrafts, readSetAside, type Draft } from './drafts';
import { definitionsText } from './tool-specs';
import { CHECK_DELAY_MS, SAVE_DELAY_MS, Workbench, type WorkbenchPort } from './workbench';
import { wireSince, type WorkbenchContext } from './workbench-state';

const meteo = getScenario('meteo')!;
const multi = getScenario('hote-multi-serveurs')!;

function contextOf(
  scenario = meteo,
  toolOverrides: Record<string, ToolSpec[]> = {},
  toolsParam?: string,
): WorkbenchContext {
  return {
    scenarioId: scenario.id,
    servers: scenario.servers,
    toolOverrides,
    ...(toolsParam !== undefined && { toolsParam }),
  };
}

/** A playground port that records what the workbench asks of it. */
function fakePort(answer: ActionOutcome = ok({ content: [{ type: 'text', text: 'Soleil' }] })) {
  const state = { session: { id: 7 } as { id: number } | undefined, entries: [1, 2, 3] };
  const port = {
    getState: () => state,
    applyTools: vi.fn<(server: string, tools: ToolSpec[]) => Promise<ActionOutcome>>(() =>
      Promise.resolve(answer),
    ),
    callTool: vi.fn<(server: string, tool: string, args: unknown) => Promise<ActionOutcome>>(() =>
      Promise.resolve(answer),
    ),
    setToolOverrides: vi.fn(),
  };
  return { port: port as unknown as WorkbenchPort & typeof port, state };
}

function opened(port = fakePort().port, context = contextOf()): Workbench {
  const workbench = new Workbench(port);
  workbench.sync(context);
  return workbench;
}

const renamed = (name: string) =>
  definitionsText(meteo.servers[0]!.tools).replace('"get_weather"', JSON.stringify(name));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the tool workbench', () => {
  it('opens the first server on its live tools, checked at once, ready to call its first tool', () => {
    const view = opened().getSnapshot();
    expect(view.server).toBe('meteo');
    expect(view.document?.texts.definitions).toContain('get_weather');
    expect(view.checks?.definitions.filter((d) => d.severity === 'error')).toEqual([]);
    expect(view.tools).toEqual(['get_weather']);
    expect(view.tool).toBe('get_weather');
    expect(view.formValue).toEqual(JSON.parse(view.argumentsText));
    expect(view.notices).toEqual([]);
  });

  it('checks what is typed once it settles, and saves the draft a little later', () => {
    const workbench = opened();
    workbench.editDefinitions(renamed('get weather'));
    const typing = workbench.getSnapshot();
    expect(typing.checks?.definitions.some((d) => d.severity === 'error')).toBe(false);
    vi.advanceTimersByTime(CHECK_DELAY_MS);
    const checked = workbench.getSnapshot().checks;
    expect(checked?.definitionsText).toContain('get weather');
    expect(checked?.definitions.map((d) => d.message).join(' ')).toMatch(/espace/);
    expect(readDrafts('meteo').drafts.meteo).toBeUndefined();
    vi.advanceTimersByTime(SAVE_DELAY_MS - CHECK_DELAY_MS);
    expect(readDrafts('meteo').drafts.meteo?.definitions).toContain('get weather');

    const again = opened().getSnapshot();
    expect(again.document?.texts.definitions).toContain('get weather');
    expect(again.notices).toEqual([t.draftRestored]);
  });

  it('never applies broken text: the port is not asked, and the refusal says why', async () => {
    const { port } = fakePort();
    const workbench = opened(port);
    workbench.editDefinitions('[{"name": ');
    await workbench.apply();
    expect(workbench.getSnapshot().applied).toEqual({
      kind: 'refused',
      message: t.applyRefusedJson,
    });
    workbench.editDefinitions(renamed('get weather'));
    await workbench.apply();
    expect(workbench.getSnapshot().applied).toEqual({
      kind: 'refused',
      message: t.applyRefusedRules({ count: 1 }),
    });
    expect(port.applyTools).not.toHaveBeenCalled();
  });

  it('applies valid definitions on the live server and marks where the wire starts', async () => {
    const { port } = fakePort(ok());
    const workbench = opened(port);
    workbench.editDefinitions(renamed('meteo_actuelle'));
    const applying = workbench.apply();
    expect(workbench.getSnapshot().busy).toBe(true);
    await applying;
    const view = workbench.getSnapshot();
    expect(view.busy).toBe(false);
    expect(view.applied).toEqual({ kind: 'ok', message: t.applied });
    const [server, specs] = port.applyTools.mock.calls[0]!;
    expect(server).toBe('meteo');
    expect(specs.map((s) => s.definition.name)).toEqual(['meteo_actuelle']);
    expect(wireSince(view.mark, 7)).toBe(3);
    // A later session shows nothing of an action made in another one.
    expect(wireSince(view.mark, 8)).toBeUndefined();
  });

  it('says the scenario is not ready when there is no session, or the server cannot connect', async () => {
    const { port, state } = fakePort(failure('pas connecté', NOT_CONNECTED));
    const workbench = opened(port);
    state.session = undefined;
    await workbench.apply();
    expect(workbench.getSnapshot().applied?.message).toBe(t.noSession);
    expect(port.applyTools).not.toHaveBeenCalled();
    state.session = { id: 1 };
    await workbench.apply();
    expect(workbench.getSnapshot().applied?.message).toBe(t.noSession);
    await workbench.call();
    expect(workbench.getSnapshot().called).toEqual({ kind: 'refused', message: t.noSession });
  });

  it('calls the chosen tool with the typed arguments, and tells a protocol error apart', async () => {
    const { port } = fakePort();
    const workbench = opened(port);
    workbench.editArguments('{"ville": "Lyon"}');
    await workbench.call();
    expect(port.callTool).toHaveBeenCalledWith('meteo', 'get_weather', { ville: 'Lyon' });
    expect(workbench.getSnapshot().called).toEqual({
      kind: 'result',
      result: { content: [{ type: 'text', text: 'Soleil' }] },
    });

    port.callTool.mockResolvedValueOnce(failure('MCP error -32602: Invalid params', -32602));
    await workbench.call();
    expect(workbench.getSnapshot().called).toEqual({
      kind: 'protocol-error',
      message: 'MCP error -32602: Invalid params',
    });

    workbench.editArguments('{"ville": ');
    await workbench.call();
    expect(workbench.getSnapshot().called).toEqual({ kind: 'refused', message: t.callRefusedJson });
    expect(port.callTool).toHaveBeenCalledTimes(2);
  });

  it('keeps the form and the JSON in step: a form edit restarts the JSON view from its text', () => {
    const workbench = opened();
    const before = workbench.getSnapshot().formEdits;
    workbench.fillArguments({ ville: 'Brest' });
    const view = workbench.getSnapshot();
    expect(view.formEdits).toBe(before + 1);
    expect(JSON.parse(view.argumentsText)).toEqual({ ville: 'Brest' });
    workbench.editArguments('[1, 2');
    expect(workbench.getSnapshot().formValue).toBeUndefined();
  });

  it('resets to the scenario’s own tools: draft forgotten, applied tools dropped, new document', () => {
    const { port } = fakePort();
    const mine = [
      {
        ...meteo.servers[0]!.tools[0]!,
        definition: { ...meteo.servers[0]!.tools[0]!.definition, name: 'a_moi' },
      },
    ];
    const workbench = opened(port, contextOf(meteo, { meteo: mine }));
    expect(workbench.getSnapshot().tools).toEqual(['a_moi']);
    workbench.editDefinitions('[]');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    const first = workbench.getSnapshot().document!;
    workbench.reset();
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    const view = workbench.getSnapshot();
    expect(port.setToolOverrides).toHaveBeenCalledWith('meteo', undefined);
    expect(readDrafts('meteo').drafts.meteo).toBeUndefined();
    expect(view.document?.generation).toBe(first.generation + 1);
    expect(view.document?.texts.definitions).toContain('get_weather');
    expect(view.tools).toEqual(['get_weather']);
  });

  it('opens « Mon serveur » on its example, not served; « Vider » leaves it for an empty list that stays', () => {
    const mine = getScenario('mon-serveur')!;
    const { port } = fakePort();
    const workbench = opened(port, contextOf(mine));
    let view = workbench.getSnapshot();
    expect(view.document?.starter).toBe(true);
    expect(view.notices).toContain(t.starterLoaded);
    expect(JSON.parse(view.document!.texts.definitions)).toMatchObject([{ name: 'dire_bonjour' }]);
    // Nothing is served before « Appliquer »: no tool to call yet.
    expect(view.tools).toEqual([]);
    expect(port.applyTools).not.toHaveBeenCalled();

    workbench.emptyStarter();
    view = workbench.getSnapshot();
    expect(JSON.parse(view.document!.texts.definitions)).toEqual([]);
    expect(view.document?.starter).toBeUndefined();
    expect(view.notices).toEqual([t.starterEmptied]);
    // Next visit: the learner's empty list, not the example again.
    const again = opened(fakePort().port, contextOf(mine));
    expect(JSON.parse(again.getSnapshot().document!.texts.definitions)).toEqual([]);
    // « Réinitialiser » brings the example back.
    again.reset();
    expect(again.getSnapshot().document?.starter).toBe(true);
  });

  it('keeps a learner’s draft or applied tools on « Mon serveur » rather than the example', () => {
    const mine = getScenario('mon-serveur')!;
    const own = definitionsText(meteo.servers[0]!.tools);
    localStorage.setItem(
      'atelier-mcp:editeur:mon-serveur',
      JSON.stringify({
        v: 1,
        data: { 'mon-serveur': { definitions: own, behaviours: '{}', arguments: {} } },
      }),
    );
    const drafted = opened(fakePort().port, contextOf(mine)).getSnapshot();
    expect(drafted.document?.texts.definitions).toBe(own);
    expect(drafted.document?.starter).toBeUndefined();
    localStorage.clear();
    const applied = opened(
      fakePort().port,
      contextOf(mine, { 'mon-serveur': [...meteo.servers[0]!.tools] }),
    ).getSnapshot();
    expect(applied.document?.texts.definitions).toContain('get_weather');
    expect(applied.document?.starter).toBeUndefined();
  });

  it('drops « Vider » once the example is edited: the text is the learner’s', () => {
    const mine = getScenario('mon-serveur')!;
    const workbench = opened(fakePort().port, contextOf(mine));
    // Applied as it is, then called: typing the arguments leaves it the example.
    workbench.sync(contextOf(mine, { 'mon-serveur': [...(mine.servers[0]?.starterTools ?? [])] }));
    expect(workbench.getSnapshot().tool).toBe('dire_bonjour');
    workbench.editArguments('{"prenom":"Ada"}');
    expect(workbench.getSnapshot().document?.starter).toBe(true);
    workbench.editDefinitions('[]');
    expect(workbench.getSnapshot().document?.starter).toBeUndefined();
  });

  it('opens a worksheet’s `outils` link on the first server only, once', () => {
    const tools = compressToEncodedURIComponent(
      JSON.stringify([{ name: 'ma_fiche', inputSchema: { type: 'object' } }]),
    );
    const workbench = opened(undefined, contextOf(multi, {}, tools));
    const first = workbench.getSnapshot();
    expect(first.notices).toEqual([t.outilsLoaded]);
    expect(first.document?.texts.definitions).toContain('ma_fiche');
    workbench.chooseServer(multi.servers[1]!.name);
    const second = workbench.getSnapshot();
    expect(second.server).toBe(multi.servers[1]!.name);
    expect(second.document?.texts.definitions).not.toContain('ma_fiche');

    // Edited, the draft remembers the link it came from: the same link does not overwrite it.
    workbench.chooseServer(multi.servers[0]!.name);
    workbench.editDefinitions('[]');
    workbench.stop();
    const reopened = opened(undefined, contextOf(multi, {}, tools)).getSnapshot();
    expect(reopened.document?.texts.definitions).toBe('[]');
    expect(reopened.notices).toEqual([t.draftRestored]);
  });

  it('sets aside the draft a link’s tools replace, and brings it back on request', () => {
    const mine = opened();
    mine.editDefinitions('[] ');
    mine.stop();
    const tools = compressToEncodedURIComponent(
      JSON.stringify([{ name: 'ma_fiche', inputSchema: { type: 'object' } }]),
    );
    const workbench = opened(undefined, contextOf(meteo, {}, tools));
    const linked = workbench.getSnapshot();
    expect(linked.document?.texts.definitions).toContain('ma_fiche');
    expect(linked.notices).toEqual([t.outilsLoaded, t.draftKeptFromLink]);
    expect(linked.document?.previous?.definitions).toBe('[] ');
    // Set aside before anything is typed: downloadable even if the learner never asks for it.
    expect(readSetAside(meteo.id).map((aside) => JSON.parse(aside.text) as Draft)).toEqual([
      expect.objectContaining({ definitions: '[] ' }),
    ]);

    workbench.restorePreviousDraft();
    const restored = workbench.getSnapshot();
    expect(restored.document?.texts.definitions).toBe('[] ');
    expect(restored.document?.previous).toBeUndefined();
    // The same link, opened again, no longer replaces it.
    const again = opened(undefined, contextOf(meteo, {}, tools)).getSnapshot();
    expect(again.document?.texts.definitions).toBe('[] ');
    expect(again.notices).toEqual([t.draftRestored]);
  });

  it('says when the `outils` link is damaged, and opens the live tools', () => {
    const view = opened(undefined, contextOf(meteo, {}, 'abime%%')).getSnapshot();
    expect(view.notices).toEqual([t.outilsDamaged]);
    expect(view.document?.texts.definitions).toContain('get_weather');
  });

  it('saves a draft typed just before switching server, instead of losing it', () => {
    const workbench = opened(undefined, contextOf(multi));
    workbench.editDefinitions('[] ');
    workbench.chooseServer(multi.servers[2]!.name);
    expect(readDrafts(multi.id).drafts[multi.servers[0]!.name]?.definitions).toBe('[] ');
  });

  it('follows the applied tools: the call panel lists them and checks against their schema', () => {
    const workbench = opened();
    workbench.editArguments('{}');
    vi.advanceTimersByTime(CHECK_DELAY_MS);
    expect(workbench.getSnapshot().checks?.arguments.length).toBeGreaterThan(0);
    const open = [
      {
        ...meteo.servers[0]!.tools[0]!,
        definition: { name: 'get_weather', inputSchema: { type: 'object' as const } },
      },
    ];
    workbench.sync(contextOf(meteo, { meteo: open }));
    expect(workbench.getSnapshot().checks?.arguments).toEqual([]);
  });

  it('tells its subscribers of every change, and only then', () => {
    const context = contextOf();
    const workbench = opened(undefined, context);
    const listener = vi.fn();
    const unsubscribe = workbench.subscribe(listener);
    // The playground re-rendered without changing anything the workbench reads.
    workbench.sync({ ...context });
    expect(listener).not.toHaveBeenCalled();
    workbench.editBehaviours('[]');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
