// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compressToEncodedURIComponent } from 'lz-string';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { editorMessages as t } from '@/messages/editor';
import { saveDraft } from '@/lib/editor/drafts';
import { CHECK_DELAY_MS, SAVE_DELAY_MS } from '@/lib/editor/workbench';
import { ok, type ActionOutcome } from '@/lib/mcp/outcome';
import { PlaygroundController, type PlaygroundState } from '@/lib/playground/controller';
import type { EditorPort } from '@/lib/playground/ports';
import type { SessionView } from '@/lib/playground/session-view';
import { playgroundState } from '@/tests/fixtures/playground-state';
import type { MonacoKit } from './load-monaco';
import { ToolWorkbench } from './tool-workbench';

// Monaco does not run in happy-dom: each editor is a plain text area with the same label,
// uncontrolled like Monaco (it starts from its initial text and reports what is typed), and a
// new one for a new model URI (a reset, a draft brought back), as Monaco opens a new model.
vi.mock('./json-editor', () => ({
  JsonEditor: (props: {
    label: string;
    uri: string;
    initialText: string;
    onChange(text: string): void;
  }) => (
    <textarea
      key={props.uri}
      aria-label={props.label}
      defaultValue={props.initialText}
      onChange={(event) => props.onChange(event.target.value)}
    />
  ),
}));

const kit = {} as MonacoKit;
const meteo = getScenario('meteo')!;

function stateOf(patch: Partial<PlaygroundState> = {}): PlaygroundState {
  return playgroundState({ session: { id: 1 } as SessionView, ...patch });
}

function fakeController(state: PlaygroundState) {
  return {
    scenario: meteo,
    getState: () => state,
    applyTools: vi.fn((): Promise<ActionOutcome> => Promise.resolve(ok())),
    callTool: vi.fn((): Promise<ActionOutcome> => Promise.resolve(ok())),
    setToolOverrides: vi.fn(),
    showStep: vi.fn(),
    prepareLive: vi.fn(),
  } satisfies EditorPort;
}

/** Replaces a text area's whole text, as a paste over a selection would. */
async function replaceText(
  user: ReturnType<typeof userEvent.setup>,
  box: HTMLElement,
  text: string,
) {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

beforeEach(() => localStorage.clear());

describe('ToolWorkbench', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a French remark once the text settles, keeps the draft, and refuses to apply it', async () => {
    // Testing Library's async helpers wait on real timers: fake ones only while typing.
    vi.useFakeTimers();
    const state = stateOf();
    const controller = fakeController(state);
    const { unmount } = render(<ToolWorkbench controller={controller} state={state} kit={kit} />);
    const definitions = screen.getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Définitions des outils (JSON)',
    });
    const broken = definitions.value.replace('"get_weather"', '"get weather"');
    fireEvent.change(definitions, { target: { value: broken } });
    const remarks = () =>
      screen.getByRole('list', { name: 'Remarques — Définitions des outils (JSON)', hidden: true });
    expect(remarks().textContent).not.toMatch(/espace/);
    act(() => {
      vi.advanceTimersByTime(CHECK_DELAY_MS);
    });
    expect(remarks().textContent).toMatch(/Le nom ne doit pas contenir d’espace/);
    act(() => {
      vi.advanceTimersByTime(SAVE_DELAY_MS);
    });
    vi.useRealTimers();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByText(/Rien n’a été appliqué/)).toBeTruthy();
    expect(controller.applyTools).not.toHaveBeenCalled();

    // Back later: the learner's text is still there.
    unmount();
    render(<ToolWorkbench controller={controller} state={state} kit={kit} />);
    expect(screen.getByText('Brouillon restauré depuis ce navigateur.')).toBeTruthy();
    expect(
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Définitions des outils (JSON)' })
        .value,
    ).toBe(broken);
  });

  it('waits for the scenario: « Appliquer » and « Appeler » are off without a session', () => {
    const state = stateOf({ status: 'running' });
    delete state.session;
    render(<ToolWorkbench controller={fakeController(state)} state={state} kit={kit} />);
    expect(screen.getByRole('button', { name: 'Appliquer' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Appeler' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Le scénario n’est pas prêt/)).toBeTruthy();
  });

  it('asks before resetting, and only then forgets the applied tools', async () => {
    const user = userEvent.setup();
    const state = stateOf();
    const controller = fakeController(state);
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    render(<ToolWorkbench controller={controller} state={state} kit={kit} />);
    const reset = screen.getByRole('button', { name: 'Réinitialiser' });
    await user.click(reset);
    expect(controller.setToolOverrides).not.toHaveBeenCalled();
    await user.click(reset);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(controller.setToolOverrides).toHaveBeenCalledWith('meteo', undefined);
  });

  it('says when the worksheet link of the address is damaged', () => {
    const state = stateOf({
      opening: {
        scenarioId: 'meteo',
        revision: '2026-07-28',
        editorTools: 'abime%%',
        presentation: false,
        audience: false,
        shared: false,
        overHttp: false,
        layer: 'jsonrpc',
        notices: [],
      },
    });
    render(<ToolWorkbench controller={fakeController(state)} state={state} kit={kit} />);
    expect(screen.getByText(/Le paramètre «\soutils\s» du lien est abîmé/)).toBeTruthy();
  });

  it('opens a worksheet link over a draft, which it keeps aside and gives back on request', async () => {
    saveDraft('meteo', 'meteo', { definitions: '[] ', behaviours: '{}', arguments: {} });
    const tools = compressToEncodedURIComponent(
      JSON.stringify([{ name: 'ma_fiche', inputSchema: { type: 'object' } }]),
    );
    const state = stateOf({
      opening: {
        scenarioId: 'meteo',
        revision: '2026-07-28',
        editorTools: tools,
        presentation: false,
        audience: false,
        shared: false,
        overHttp: false,
        layer: 'jsonrpc',
        notices: [],
      },
    });
    render(<ToolWorkbench controller={fakeController(state)} state={state} kit={kit} />);
    const definitions = () =>
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: t.definitionsLabel });
    expect(definitions().value).toContain('ma_fiche');
    expect(screen.getByText(/Votre brouillon précédent n’est pas perdu/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: t.restorePreviousDraft }));
    expect(definitions().value).toBe('[] ');
    expect(screen.queryByRole('button', { name: t.restorePreviousDraft })).toBeNull();
  });

  it('with a real playground: applies, calls, and lists what crossed the wire', async () => {
    const user = userEvent.setup();
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2025-11-25');
    function Playground() {
      const state = useSyncExternalStore(controller.subscribe, controller.getState);
      return <ToolWorkbench controller={controller} state={state} kit={kit} />;
    }
    render(<Playground />);
    const wire = screen.getByRole('region', { name: 'Sur le fil depuis votre dernière action' });
    expect(wire.textContent).toContain('Rien pour l’instant.');

    const definitions = screen.getByRole('textbox', { name: 'Définitions des outils (JSON)' });
    await replaceText(
      user,
      definitions,
      (definitions as HTMLTextAreaElement).value.replace('"get_weather"', '"meteo_actuelle"'),
    );
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await screen.findByText(/Définitions appliquées/, undefined, { timeout: 10_000 });
    await waitFor(() =>
      expect(wire.textContent).toContain('résultat de tools/list — outils\u00A0: meteo_actuelle'),
    );
    expect(screen.getByRole('combobox', { name: 'Outil' })).toHaveProperty(
      'value',
      'meteo_actuelle',
    );

    const args = screen.getByRole('textbox', { name: 'Arguments de l’appel (JSON)' });
    await replaceText(user, args, '{"ville": "Lyon"}');
    await user.click(screen.getByRole('button', { name: 'Appeler' }));
    await screen.findByText('Réponse de l’outil', undefined, { timeout: 10_000 });
    await waitFor(() => expect(within(wire).getAllByRole('button').length).toBeGreaterThan(1));
    await user.click(within(wire).getAllByRole('button')[0]!);
    expect(controller.getState().step).toBeGreaterThan(0);
  });
});
