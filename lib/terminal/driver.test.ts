import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { terminalMessages as t } from '@/messages/terminal';
import { ok } from '@/lib/mcp/outcome';
import type { TraceEntry, TraceListener } from '@/lib/mcp/trace';
import { PlaygroundController, type PlaygroundState } from '@/lib/playground/controller';
import type { RawWire } from '@/lib/playground/raw-wire';
import type { SessionView } from '@/lib/playground/session-view';
import { FakeScreen } from '@/tests/fixtures/fake-screen';
import { TerminalDriver, type TerminalDriverPort } from './driver';

const ENTER = '\r';
const LEFT = '\x1b[D';
const UP = '\x1b[A';
const TAB = '\t';
const CTRL_C = '\x03';

const request = (seq: number, method: string): TraceEntry =>
  ({
    type: 'message',
    seq,
    at: 0,
    link: 'meteo',
    direction: 'client-to-server',
    kind: 'request',
    method,
    message: { jsonrpc: '2.0', id: seq, method },
  }) as unknown as TraceEntry;

/** A playground with one session whose trace the test grows by hand. */
function fakePlayground(entries: TraceEntry[] = [request(1, 'initialize')]) {
  let state = {
    scenarioId: 'meteo',
    revision: '2025-11-25',
    session: { id: 1, revision: '2025-11-25' } as SessionView,
    entries,
  } as unknown as PlaygroundState;
  const stateListeners = new Set<(s: PlaygroundState) => void>();
  const traceListeners = new Set<TraceListener>();
  const port: TerminalDriverPort = {
    getState: () => state,
    subscribe: (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    subscribeTrace: (listener) => {
      traceListeners.add(listener);
      return () => traceListeners.delete(listener);
    },
    rawWire: () => undefined,
    showStep: vi.fn(),
    scenario: undefined,
  } as TerminalDriverPort;
  return {
    port,
    record(entry: TraceEntry) {
      state = { ...state, entries: [...state.entries, entry] };
      for (const listener of traceListeners) listener(entry);
    },
    newSession(id: number, first: TraceEntry[]) {
      state = {
        ...state,
        status: 'ready',
        session: { id, revision: '2025-11-25' } as SessionView,
        entries: first,
      };
      for (const listener of stateListeners) listener(state);
    },
    /** The session plays again (the text layer turned on): no session until it is ready. */
    replay() {
      state = { ...state, status: 'running', session: undefined, entries: [] };
      for (const listener of stateListeners) listener(state);
    },
    listeners: () => stateListeners.size + traceListeners.size,
  };
}

function openDriver(playground = fakePlayground()) {
  const screen = new FakeScreen();
  const copy = vi.fn(() => Promise.resolve());
  const driver = new TerminalDriver(playground.port, { copy });
  driver.setServer('meteo');
  driver.open(screen);
  return { driver, screen, copy, playground };
}

const transcript = (driver: TerminalDriver) =>
  driver
    .getSnapshot()
    .transcript.map((line) => line.text)
    .join('\n');

describe('the terminal driver', () => {
  it('opens on a banner, the session’s wire so far, and the prompt', () => {
    const { driver, screen } = openDriver();
    expect(screen.rows[0]).toContain('scénario «\u00A0meteo\u00A0», révision 2025-11-25');
    expect(screen.rows[0]).toContain('serveur «\u00A0meteo\u00A0»');
    expect(screen.text()).toContain('— nouvelle session');
    expect(screen.text()).toMatch(/#1 client → serveur \[meteo\] .*"initialize"/);
    expect(screen.current).toBe('mcp> ');
    expect(transcript(driver)).toContain('nouvelle session');
    expect(driver.getSnapshot().lastStep).toBe(1);
  });

  it('edits the line at the cursor and walks the history', async () => {
    const { driver, screen } = openDriver();
    driver.input('outls');
    driver.input(LEFT);
    driver.input(LEFT);
    driver.input('i');
    expect(screen.current).toBe('mcp> outils');
    expect(screen.cursor).toBe('mcp> outi'.length);
    driver.input('\x15'); // Ctrl+U
    driver.input('aide');
    driver.input(ENTER);
    await vi.waitFor(() => expect(transcript(driver)).toContain('mcp> aide'));
    driver.input(UP);
    expect(screen.current).toBe('mcp> aide');
  });

  it('prints what the REPL answers above a fresh prompt, and in the transcript', async () => {
    const { driver, screen } = openDriver();
    driver.input(`aide${ENTER}`);
    await vi.waitFor(() => expect(screen.text()).toContain(t.help[0].replace(/`/g, '')));
    expect(screen.current).toBe('mcp> ');
    expect(transcript(driver)).toContain(t.help[0].replace(/`/g, ''));
  });

  it('runs a pasted block line after line, each once the previous one has answered', async () => {
    const { driver } = openDriver();
    driver.input(`aide\netape 99\n`);
    await vi.waitFor(() => expect(transcript(driver)).toContain('mcp> etape 99'));
    const lines = transcript(driver).split('\n');
    expect(lines.indexOf('mcp> aide')).toBeLessThan(lines.indexOf('mcp> etape 99'));
  });

  it('follows the wire as it grows, and a new session from its first step', () => {
    const { driver, screen, playground } = openDriver();
    driver.input('out');
    playground.record(request(2, 'tools/list'));
    expect(screen.text()).toMatch(/#2 client → serveur \[meteo\]/);
    // The line being typed is drawn again under the new row.
    expect(screen.current).toBe('mcp> out');
    expect(driver.getSnapshot().lastStep).toBe(2);
    playground.newSession(2, [request(1, 'server/discover')]);
    expect(screen.text()).toMatch(/#1 client → serveur \[meteo\] .*server\/discover/);
    expect(transcript(driver).match(/nouvelle session/g)).toHaveLength(2);
  });

  it('keeps a line typed while the session replays, and sends it, then the next, once it is ready', async () => {
    const { driver, screen, playground } = openDriver();
    playground.replay();
    driver.input(`aide${ENTER}etape 1${ENTER}`);
    // Nothing ran yet: the line waits, and the learner is told why.
    expect(transcript(driver)).not.toContain('mcp> aide');
    expect(transcript(driver)).toContain(t.waitingReplay);
    expect(screen.current).toBe('mcp> aide');
    playground.newSession(2, [request(1, 'server/discover')]);
    await vi.waitFor(() => expect(transcript(driver)).toContain('mcp> etape 1'));
    const lines = transcript(driver).split('\n');
    expect(lines.indexOf('mcp> aide')).toBeGreaterThan(
      lines.lastIndexOf(
        '— nouvelle session\u00A0: scénario «\u00A0meteo\u00A0», révision 2025-11-25 —',
      ),
    );
    expect(lines.indexOf('mcp> aide')).toBeLessThan(lines.indexOf('mcp> etape 1'));
  });

  it('Ctrl+C drops a line that waits for the replay, and says so', () => {
    const { driver, playground } = openDriver();
    playground.replay();
    driver.input(`aide${ENTER}`);
    driver.input(CTRL_C);
    playground.newSession(2, [request(1, 'server/discover')]);
    expect(transcript(driver)).not.toContain('mcp> aide');
    expect(transcript(driver)).toContain(t.pasteDropped({ count: 1 }));
  });

  it('Ctrl+C with nothing running keeps the line, marked « ^C », and starts a new one', () => {
    const { screen, driver } = openDriver();
    driver.input('outils');
    driver.input(LEFT);
    driver.input(CTRL_C);
    expect(screen.rows.at(-2)).toBe('mcp> outils^C');
    expect(screen.current).toBe('mcp> ');
  });

  it('completes with Tab, and lists the candidates when there are several', () => {
    const { screen, driver } = openDriver();
    driver.input('ou');
    driver.input(TAB);
    expect(screen.current).toBe('mcp> outils ');
    driver.input('\x15');
    driver.input('a');
    driver.input(TAB);
    expect(screen.text()).toContain('aide  appeler');
    expect(screen.current).toBe('mcp> a');
  });

  it('copies a selection with Ctrl+C, leaves Ctrl+V to the browser, and keeps the other keys', () => {
    const { screen, driver, copy } = openDriver();
    const chord = (key: string, ctrlKey = true) => ({
      type: 'keydown',
      key,
      ctrlKey,
      metaKey: false,
    });
    expect(driver.keyDown(chord('c'))).toBe(true);
    screen.selection = '{"jsonrpc":"2.0"}';
    expect(driver.keyDown(chord('C'))).toBe(false);
    expect(copy).toHaveBeenCalledWith('{"jsonrpc":"2.0"}');
    expect(driver.keyDown(chord('v'))).toBe(false);
    expect(driver.keyDown(chord('v', false))).toBe(true);
    expect(driver.keyDown({ ...chord('v'), type: 'keyup' })).toBe(true);
  });

  it('stops drawing once closed, even for a line that was still running', async () => {
    const { screen, driver, playground } = openDriver();
    driver.input(`aide${ENTER}`);
    driver.close();
    const before = screen.written;
    playground.record(request(2, 'tools/list'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.written).toBe(before);
    expect(playground.listeners()).toBe(0);
  });

  it('shows the controls a server, a link or a paste carries as escapes, never acts on them', () => {
    const { screen, driver, playground } = openDriver();
    playground.record({
      ...request(2, 'tools/list'),
      link: 'meteo\x1b]8;;https://piege.test\x07',
      message: { jsonrpc: '2.0', id: 2, method: 'tools/list\u202e' },
    } as unknown as TraceEntry);
    driver.input('a\u202eb');
    // Only the driver's own colour and cursor sequences reach the screen.
    for (const control of ['\x1b]', '\x07', '\u202e']) {
      expect(screen.written).not.toContain(control);
    }
    expect(screen.text()).toContain('[meteo\\u001b]8;;https://piege.test\\u0007]');
    expect(screen.text()).toContain('tools/list\\u202e');
    expect(screen.current).toBe('mcp> a\\u202eb');
    // The cursor stands after what is drawn.
    expect(screen.cursor).toBe(screen.current.length);
  });

  it('says when the screen could not be opened', () => {
    const driver = new TerminalDriver(fakePlayground().port);
    driver.fail('WebGL absent');
    expect(driver.getSnapshot().failure).toBe('WebGL absent');
  });
});

describe('the terminal driver’s REPL loop, in time', () => {
  afterEach(() => vi.useRealTimers());

  /** A framed wire whose server never answers: each line waits as long as it is allowed to. */
  function silentWire() {
    const cancels: string[] = [];
    const wire: RawWire = {
      revision: '2025-11-25',
      serverNames: ['meteo'],
      entries: () => [],
      framed: () => true,
      names: () => ({ tools: ['get_weather'], prompts: [], uris: [], templates: [] }),
      writeNow: (_server, text) => void cancels.push(text),
      divertResponses: () => undefined,
      ensureConnected: () => Promise.resolve(ok()),
      sendRaw: (_server, _text, waitMs) =>
        new Promise((resolve) => setTimeout(() => resolve(ok()), waitMs)),
      overHttp: () => false,
      sendHttp: () => Promise.resolve(ok()),
    };
    return { wire, cancels };
  }

  it('gives up on an unanswered request after its time, with a real cancel, and ignores keys meanwhile', async () => {
    vi.useFakeTimers();
    const { wire, cancels } = silentWire();
    const playground = fakePlayground();
    const screen = new FakeScreen();
    const driver = new TerminalDriver(
      { ...playground.port, rawWire: () => wire },
      { requestTimeoutMs: 5_000 },
    );
    driver.setServer('meteo');
    driver.open(screen);
    driver.input(`outils${ENTER}`);
    await vi.advanceTimersByTimeAsync(4_000);
    driver.input('abc');
    expect(screen.text()).not.toContain('abc');
    expect(cancels).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(transcript(driver)).toContain(t.timeout({ id: 'terminal-1', ms: 5_000 }));
    expect(JSON.parse(cancels[0]!)).toMatchObject({
      method: 'notifications/cancelled',
      params: { requestId: 'terminal-1', reason: 'timeout' },
    });
    expect(screen.current).toBe('mcp> ');
  });

  it('Ctrl+C abandons the request in flight at once', async () => {
    vi.useFakeTimers();
    const { wire, cancels } = silentWire();
    const driver = new TerminalDriver({ ...fakePlayground().port, rawWire: () => wire });
    driver.setServer('meteo');
    driver.open(new FakeScreen());
    driver.input(`outils${ENTER}`);
    await vi.advanceTimersByTimeAsync(100);
    driver.input(CTRL_C);
    expect(transcript(driver)).toContain(t.cancelled({ id: 'terminal-1' }));
    expect(JSON.parse(cancels[0]!)).toMatchObject({ params: { reason: 'Ctrl+C' } });
  });
  it('Ctrl+C also drops the rest of a paste, and says how many lines', async () => {
    vi.useFakeTimers();
    const { wire } = silentWire();
    const driver = new TerminalDriver({ ...fakePlayground().port, rawWire: () => wire });
    driver.setServer('meteo');
    driver.open(new FakeScreen());
    driver.input(`outils${ENTER}outils${ENTER}outils${ENTER}`);
    await vi.advanceTimersByTimeAsync(100);
    driver.input(CTRL_C);
    expect(transcript(driver)).toContain(t.pasteDropped({ count: 2 }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transcript(driver).match(/mcp> outils/g)).toHaveLength(1);
  });
});

describe('the terminal driver on a real framed session', () => {
  let controller: PlaygroundController | undefined;
  afterEach(() => controller?.dispose());

  it('sends a typed tools/list and prints the answer, which becomes a step', async () => {
    controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2025-11-25', { framed: true });
    const screen = new FakeScreen();
    const driver = new TerminalDriver(controller);
    driver.setServer('meteo');
    driver.open(screen);
    const before = controller.getState().entries.length;
    driver.input(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}${ENTER}`);
    await vi.waitFor(() => expect(transcript(driver)).toMatch(/1\u00A0outil\u00A0:.*get_weather/), {
      timeout: 10_000,
    });
    expect(screen.text()).toMatch(
      /client → serveur \[meteo\] \{"jsonrpc":"2.0","id":1,"method":"tools\/list"\}/,
    );
    expect(driver.getSnapshot().lastStep).toBeGreaterThan(before);
    driver.close();
  });
});
