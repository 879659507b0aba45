// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getScenario } from '@/content/scenarios';
import type { TraceEntry } from '@/lib/mcp/trace';
import { parseAddress } from '@/lib/address/parse';
import type { PlaygroundState } from '@/lib/playground/controller';
import type { ImportPort } from '@/lib/playground/ports';
import { decodeShareState } from '@/lib/share/share-state';
import { createSession } from '@/lib/simulation/session';
import { playgroundState } from '@/tests/fixtures/playground-state';
import { downloadFile } from './download';
import { SharePanel } from './share-panel';

vi.mock('./download', () => ({ downloadFile: vi.fn() }));
const offered = vi.mocked(downloadFile);

let entries: readonly TraceEntry[];
beforeAll(async () => {
  const session = createSession(getScenario('hote-multi-serveurs')!, {
    revision: '2025-11-25',
    today: () => '2026-11-29',
  });
  await session.run();
  entries = [...session.trace.entries];
  await session.dispose();
});

function stateOf(patch: Partial<PlaygroundState> = {}): PlaygroundState {
  return playgroundState({ scenarioId: 'hote-multi-serveurs', entries, step: 3, ...patch });
}

function renderPanel(state = stateOf()) {
  const controller = { showImported: vi.fn() } satisfies ImportPort;
  const view = render(<SharePanel controller={controller} state={state} />);
  return { controller, ...view };
}

afterEach(() => {
  offered.mockClear();
  vi.unstubAllGlobals();
});

/** Puts a fake clipboard on the page; `fails` makes it refuse, as a browser without permission. */
function clipboard(fails = false) {
  const writeText = vi.fn(() => (fails ? Promise.reject(new Error('refusé')) : Promise.resolve()));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('SharePanel', () => {
  it('shows a link that reopens this scenario, revision and step, and copies it', async () => {
    // After user-event's setup, which puts its own clipboard on the page.
    const user = userEvent.setup();
    const writeText = clipboard();
    renderPanel();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Lien de partage' });
    const shared = decodeShareState(parseAddress(new URL(field.value)).share!);
    expect(shared).toMatchObject({
      ok: true,
      state: { v: 1, scenario: 'hote-multi-serveurs', version: '2025-11-25', step: 3 },
      integrity: 'verified',
    });
    expect(shared.ok && shared.state.tools).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Copier le lien de partage' }));
    expect(writeText).toHaveBeenCalledWith(field.value);
    expect(screen.getByRole('status').textContent).toBe('Lien copié dans le presse-papiers.');
  });

  it('copies with Ctrl+S, and says so when the browser refuses', async () => {
    const user = userEvent.setup();
    clipboard(true);
    renderPanel();
    await user.keyboard('{Control>}s{/Control}');
    expect(screen.getByRole('alert').textContent).toMatch(/La copie automatique a échoué/);
  });

  it('exports the trace only once the scenario has played', async () => {
    const user = userEvent.setup();
    const { rerender, controller } = renderPanel(stateOf({ status: 'running' }));
    const json = screen.getByRole('button', { name: 'Exporter la trace (JSON)' });
    expect(json).toHaveProperty('disabled', true);
    expect(screen.getByText('Le scénario doit avoir fini de se jouer.')).toBeTruthy();
    rerender(<SharePanel controller={controller} state={stateOf()} />);
    await user.click(json);
    await user.click(screen.getByRole('button', { name: 'Exporter la transcription (Markdown)' }));
    expect(offered.mock.calls.map(([name]) => name)).toEqual([
      'atelier-mcp-hote-multi-serveurs-2025-11-25.json',
      'atelier-mcp-hote-multi-serveurs-2025-11-25.md',
    ]);
  });

  it('imports a trace file read-only, and refuses a file that is not one, in French', async () => {
    const user = userEvent.setup();
    const { controller, rerender } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Exporter la trace (JSON)' }));
    const exported = offered.mock.calls[0]![1] as string;
    const input = screen.getByLabelText('Importer une trace (JSON)');

    await user.upload(input, new File(['pas du json'], 'notes.json', { type: 'application/json' }));
    expect(screen.getByRole('alert').textContent).toBe('Ce fichier n’est pas du JSON lisible.');
    expect(controller.showImported).not.toHaveBeenCalled();

    await user.upload(input, new File([exported], 'trace.json', { type: 'application/json' }));
    expect(controller.showImported).toHaveBeenCalledWith(
      expect.objectContaining({ scenario: 'hote-multi-serveurs', revision: '2025-11-25' }),
      expect.any(Array),
    );
    const imported = {
      scenario: 'hote-multi-serveurs',
      revision: '2025-11-25' as const,
      date: '',
      sdkVersion: '',
    };
    rerender(<SharePanel controller={controller} state={stateOf({ imported })} />);
    expect(screen.getByRole('status').textContent).toMatch(
      new RegExp(`Trace importée\\s:\\s${entries.length}\\sétapes`),
    );
  });

  it('downloads the chosen server as a project, and says what it carries', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Serveur' }), 'incidents');
    await user.click(screen.getByRole('button', { name: 'Télécharger le projet (.zip)' }));
    const [name, content, type] = offered.mock.calls[0]!;
    expect(name).toBe('atelier-hote-multi-serveurs-incidents.zip');
    expect(content).toBeInstanceOf(Uint8Array);
    expect(type).toBe('application/zip');
    expect(screen.getByRole('heading', { name: 'Emporter son serveur' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});
