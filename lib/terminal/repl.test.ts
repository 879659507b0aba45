import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { REVISIONS, type Revision } from '@/lib/mcp/revisions';
import { type Session } from '@/lib/mcp/session';
import { rawWireOf } from '@/lib/playground/raw-wire';
import { createSession } from '@/lib/simulation/session';
import { stepKey, type MessageEntry } from '@/lib/mcp/trace';
import { parseCommand } from './commands';
import { decodeInput } from './keys';
import { backspace, emptyLine, historyDown, historyUp, insert, submit } from './line-editor';
import { Repl, type ReplOptions } from './repl';

const TODAY = () => '2026-11-29';

async function framedRepl(
  scenarioId: string,
  revision: Revision,
  options: ReplOptions = {},
  play = true,
): Promise<{ session: Session; repl: Repl; steps: number[] }> {
  const session = createSession(getScenario(scenarioId)!, { revision, framed: true, today: TODAY });
  if (play) await session.run();
  const steps: number[] = [];
  const wire = rawWireOf(session);
  const repl = new Repl(
    {
      wire: () => wire,
      server: () => session.serverNames[0],
      setStep: (step) => steps.push(step),
    },
    options,
  );
  return { session, repl, steps };
}

const text = (lines: { text: string }[]) => lines.map((l) => l.text).join('\n');
const TOOLS_LIST = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';

describe('the REPL, on a real framed session', () => {
  it('2025-11-25: a typed tools/list is answered with the tools, and lands in the trace', async () => {
    const { session, repl } = await framedRepl('meteo', '2025-11-25');
    const before = session.trace.length;
    const result = await repl.submit(TOOLS_LIST);
    expect(result.kind).toBe('reply');
    expect(text(result.lines)).toContain('get_weather');
    // The script ended with a disconnect: the host's client connects again first.
    const added = session.trace.entries.slice(before).slice(-2);
    expect(added.map(stepKey)).toEqual(['tools/list', 'result:tools/list']);
    expect(added[0]).toMatchObject({ line: TOOLS_LIST, direction: 'client-to-server' });
    await session.dispose();
  });

  it('2026-07-28: without _meta the server refuses with -32602; the shorthand adds it', async () => {
    const { session, repl } = await framedRepl('meteo', '2026-07-28');
    const refused = await repl.submit(TOOLS_LIST);
    expect(refused.kind).toBe('reply');
    expect(text(refused.lines)).toMatch(/-32602/);
    expect(text(refused.lines)).toMatch(/_meta/);
    const listed = await repl.submit('outils');
    expect(listed.kind).toBe('reply');
    expect(text(listed.lines)).toContain('get_weather');
    const request = session.trace.entries
      .filter((e): e is MessageEntry => e.type === 'message' && e.method === 'tools/list')
      .at(-2);
    expect(request?.message).toMatchObject({
      params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
    });
    await session.dispose();
  });

  it('garbage gets the SDK parser’s real error, explained in French', async () => {
    const { session, repl } = await framedRepl('meteo', '2026-07-28');
    const result = await repl.submit('pas du json');
    expect(result.kind).toBe('explained');
    expect(text(result.lines)).toMatch(/Erreur d’analyse/);
    expect(text(result.lines)).toMatch(/is not valid JSON/);
    expect(text(result.lines)).toMatch(/-32700/);
    const entry = session.trace.entries.find(
      (e) => e.type === 'transport' && e.event === 'parse-error',
    );
    expect(entry).toMatchObject({ text: 'pas du json', to: 'server:meteo' });
    // The terminal keeps working afterwards.
    expect((await repl.submit('outils')).kind).toBe('reply');
    await session.dispose();
  });

  it('initialiser (2025) sends initialize then notifications/initialized', async () => {
    const { session, repl } = await framedRepl('erreur-avant-initialisation', '2025-06-18');
    const result = await repl.submit('initialiser');
    expect(result.kind).toBe('reply');
    // A notification is never answered: the session records that no reply came.
    expect(session.trace.entries.map(stepKey).slice(-4)).toEqual([
      'initialize',
      'result:initialize',
      'notifications/initialized',
      'transport:no-reply',
    ]);
    await session.dispose();
  });

  it('Ctrl+C cancels the request in flight with a real notifications/cancelled', async () => {
    const { session, repl } = await framedRepl('erreur-delai-depasse', '2025-11-25', {
      requestTimeoutMs: 8_000,
    });
    const started = Date.now();
    const pending = repl.submit('appeler generer_rapport {}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(repl.busy).toBe(true);
    const lines = repl.interrupt();
    expect(text(lines)).toMatch(/annulée/);
    await pending;
    expect(Date.now() - started).toBeLessThan(3_000);
    const cancel = session.trace.entries.findLast(
      (e): e is MessageEntry => e.type === 'message' && e.method === 'notifications/cancelled',
    );
    expect(cancel?.message).toMatchObject({ params: { requestId: 'terminal-1' } });
    expect(repl.busy).toBe(false);
    await session.dispose();
  });

  it('a request left unanswered times out and is cancelled', async () => {
    const { session, repl } = await framedRepl('erreur-delai-depasse', '2025-11-25', {
      requestTimeoutMs: 150,
    });
    const result = await repl.submit('appeler generer_rapport {}');
    expect(result.kind).toBe('timeout');
    expect(session.trace.entries.map(stepKey)).toContain('transport:no-reply');
    expect(session.trace.entries.map(stepKey).at(-1)).toBe('notifications/cancelled');
    await session.dispose();
  });

  it('answers to its own ids never reach the SDK client, which keeps working', async () => {
    const { session, repl } = await framedRepl('meteo', '2025-11-25', {}, false);
    await session.perform({ do: 'connect' });
    const errors: unknown[] = [];
    session.connection('meteo').client.onerror = (error) => errors.push(error);
    expect((await repl.submit('{"jsonrpc":"2.0","id":987,"method":"tools/list"}')).kind).toBe(
      'reply',
    );
    expect(errors).toEqual([]);
    expect((await session.perform({ do: 'list', server: 'meteo', what: 'tools' })).ok).toBe(true);
    await session.dispose();
  });

  it.each(REVISIONS)(
    '%s: the help’s raw example, typed as shown, lists the tools',
    async (revision) => {
      const { session, repl } = await framedRepl('meteo', revision);
      const help = text((await repl.submit('aide')).lines);
      const example = /Ou tapez un message complet, par exemple en [\d-]+\u00A0: `([^`]+)`/.exec(
        help,
      )?.[1];
      expect(example).toBeDefined();
      const result = await repl.submit(example!);
      expect(result.kind).toBe('reply');
      expect(text(result.lines)).not.toMatch(/-32602/);
      expect(text(result.lines)).toMatch(/1\u00A0outil\u00A0:.*get_weather/);
      await session.dispose();
    },
  );

  it('help, clear, etape and busy states are local', async () => {
    const { session, repl, steps } = await framedRepl('meteo', '2025-11-25');
    expect((await repl.submit('aide')).lines.length).toBeGreaterThan(5);
    expect((await repl.submit('effacer')).kind).toBe('clear');
    expect((await repl.submit('etape 2')).kind).toBe('step');
    expect(steps).toEqual([2]);
    expect((await repl.submit('etape 9999')).kind).toBe('usage');
    expect(repl.complete('appeler get', 11).insert).toBe('get_weather ');
    await session.dispose();
  });

  it('says so when the text layer is off', async () => {
    const session = createSession(getScenario('meteo')!, { revision: '2025-11-25', today: TODAY });
    const repl = new Repl({
      wire: () => rawWireOf(session),
      server: () => 'meteo',
    });
    expect((await repl.submit(TOOLS_LIST)).kind).toBe('unavailable');
    await session.dispose();
  });
});

describe('the REPL path under random input (property)', () => {
  const request = fc.record({
    jsonrpc: fc.constantFrom('2.0', '1.0', 2),
    id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
    method: fc.oneof(
      fc.constantFrom('tools/list', 'tools/call', 'ping', 'initialize', 'server/discover'),
      fc.string(),
    ),
    params: fc.option(fc.dictionary(fc.string(), fc.jsonValue()), { nil: undefined }),
  });
  const line = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
    request.map((r) => JSON.stringify(r)),
  );

  // Each line through a real session costs ~15–30 ms (the session waits for quiet between
  // steps): 1,200 lines keep the suite under half a minute; the pure part below takes 5,000.
  for (const [revision, runs] of [
    ['2026-07-28', 800],
    ['2025-11-25', 400],
  ] as const) {
    it(`${revision}: no exception escapes, every line gets a reply, an explanation or a recorded no-reply`, async () => {
      const { session, repl } = await framedRepl('meteo', revision, {
        requestTimeoutMs: 40,
        quietWaitMs: 1,
      });
      let count = 0;
      await fc.assert(
        fc.asyncProperty(line, async (typed) => {
          count += 1;
          const before = session.trace.length;
          const result = await repl.submit(typed);
          if (result.kind === 'empty' || result.kind === 'help' || result.kind === 'clear') return;
          if (result.kind === 'step' || result.kind === 'usage') {
            expect(result.lines.length).toBeGreaterThan(0);
            return;
          }
          expect(['reply', 'explained', 'no-reply', 'timeout']).toContain(result.kind);
          expect(result.lines.length).toBeGreaterThan(0);
          if (result.kind === 'no-reply' || result.kind === 'timeout') {
            const added = session.trace.entries.slice(before).map(stepKey);
            expect(added).toContain('transport:no-reply');
          }
          expect(repl.busy).toBe(false);
        }),
        { numRuns: runs },
      );
      expect(count).toBeGreaterThanOrEqual(runs);
      await session.dispose();
    }, 40_000);
  }

  it('the pure path (keys, line editor, commands) never throws on 5,000 random inputs', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (typed) => {
        let state = emptyLine();
        for (const action of decodeInput(typed)) {
          if (action.key === 'text') state = insert(state, action.text);
          else if (action.key === 'enter') {
            const { line, state: next } = submit(state);
            state = next;
            const command = parseCommand(line, '2026-07-28', () => 'terminal-1');
            expect(command.kind).toBeDefined();
          } else if (action.key === 'backspace') state = backspace(state);
          else if (action.key === 'up') state = historyUp(state);
          else if (action.key === 'down') state = historyDown(state);
        }
        expect(state.cursor).toBeGreaterThanOrEqual(0);
        expect(state.cursor).toBeLessThanOrEqual(state.text.length);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('the REPL and the protocol’s utilities', () => {
  it('completes an argument, pages a list and reads the cursor to send next (2026-07-28)', async () => {
    const { session, repl } = await framedRepl('documentation', '2026-07-28');
    const completed = await repl.submit('completer docs://faq/{sujet} sujet c');
    expect(text(completed.lines)).toContain('4\u00A0suggestions');
    expect(text(completed.lines)).toContain('cache, cles-api, connexion, curseurs');
    const first = await repl.submit('ressources');
    expect(text(first.lines)).toMatch(/La liste continue.*eyJkZWJ1dCI6M30=/);
    const second = await repl.submit('ressources eyJkZWJ1dCI6M30=');
    expect(text(second.lines)).toContain('guide-deploiement');
    await session.dispose();
  });

  it('sends logging/setLevel as typed: answered in 2025, refused (-32601) in 2026-07-28', async () => {
    const legacy = await framedRepl('export-long', '2025-11-25');
    expect((await legacy.repl.submit('journal info')).kind).toBe('reply');
    expect(text((await legacy.repl.submit('journal info')).lines)).not.toMatch(/-32601/);
    await legacy.session.dispose();
    const modern = await framedRepl('export-long', '2026-07-28');
    expect(text((await modern.repl.submit('journal info')).lines)).toMatch(/-32601/);
    await expect(modern.repl.submit('journal bavard')).resolves.toMatchObject({ kind: 'usage' });
    await modern.session.dispose();
  });

  it('subscribes the way each revision does', async () => {
    const legacy = await framedRepl('suivi-ressource', '2025-11-25');
    const subscribed = await legacy.repl.submit('abonner etat://production');
    expect(subscribed.kind).toBe('reply');
    const sent = legacy.session.trace.entries.filter(
      (e): e is MessageEntry =>
        e.type === 'message' && e.kind === 'request' && e.method === 'resources/subscribe',
    );
    expect(sent.at(-1)?.line).toContain('"uri":"etat://production"');
    await legacy.session.dispose();
    const modern = await framedRepl('suivi-ressource', '2026-07-28');
    const opened = await modern.repl.submit('abonner etat://production');
    expect(opened.kind).toBe('reply');
    expect(text(opened.lines)).toMatch(/Flux ouvert/);
    const listen = modern.session.trace.entries
      .filter(
        (e): e is MessageEntry =>
          e.type === 'message' && e.kind === 'request' && e.method === 'subscriptions/listen',
      )
      .at(-1);
    expect(listen?.line).toContain('"resourceSubscriptions":["etat://production"]');
    expect(
      modern.session.trace.entries.some(
        (e) =>
          e.type === 'message' &&
          e.method === 'notifications/subscriptions/acknowledged' &&
          e.seq > listen!.seq,
      ),
    ).toBe(true);
    // The stream stays open: the terminal does not give up on it as on an unanswered request.
    const cancelled = modern.session.trace.entries.filter(
      (e): e is MessageEntry =>
        e.type === 'message' && e.method === 'notifications/cancelled' && e.seq > listen!.seq,
    );
    expect(cancelled).toEqual([]);
    expect((await modern.repl.submit('desabonner etat://production')).kind).toBe('usage');
    await modern.session.dispose();
  });
});
