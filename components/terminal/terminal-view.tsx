'use client';

import { Button } from '@/components/ui/button';
import '@xterm/xterm/css/xterm.css';
import { FitAddon } from '@xterm/addon-fit';
import { Terminal, type ILink } from '@xterm/xterm';
import { useEffect, useRef, useState } from 'react';
import type { PanelProps, TerminalPort } from '@/lib/playground/ports';
import { terminalMessages } from '@/messages/terminal';
import type { SessionView } from '@/lib/playground/session-view';
import type { TraceEntry } from '@/lib/mcp/trace';
import type { OutLine, Tone } from '@/lib/terminal/explain';
import { decodeInput, type KeyAction } from '@/lib/terminal/keys';
import {
  backspace,
  clearLine,
  deleteForward,
  emptyLine,
  historyDown,
  historyUp,
  insert,
  moveCursor,
  replaceWordBeforeCursor,
  submit,
  type LineState,
} from '@/lib/terminal/line-editor';
import { printable } from '@/lib/terminal/printable';
import { Repl } from '@/lib/terminal/repl';
import { wireLine, type WireKind } from '@/lib/terminal/wire';

const t = terminalMessages;
const PROMPT = 'mcp> ';
const LOG_LINES = 80;

const ESC = '\x1b[';
const RESET = `${ESC}0m`;
const TONES: Record<Tone, string> = {
  info: `${ESC}37m`,
  ok: `${ESC}32m`,
  error: `${ESC}31m`,
  warn: `${ESC}33m`,
  dim: `${ESC}90m`,
};
const KINDS: Record<WireKind, string> = {
  request: `${ESC}34m`,
  result: `${ESC}32m`,
  error: `${ESC}31m`,
  notification: `${ESC}33m`,
  transport: `${ESC}35m`,
};
const CODE = `${ESC}36m`;

/** Colours readable on the terminal's dark background (contrast ≥ 4.5:1). */
const THEME = {
  background: '#101214',
  foreground: '#e8e6e1',
  cursor: '#e8e6e1',
  selectionBackground: '#3a4a66',
  black: '#101214',
  red: '#ff8a80',
  green: '#6ee7a0',
  yellow: '#f5d76e',
  blue: '#8ab4ff',
  magenta: '#e0a3ff',
  cyan: '#7fdbff',
  white: '#e8e6e1',
  brightBlack: '#a7a39b',
};

/** `code` in catalogue strings is shown in cyan, without the backticks. */
function styled(line: OutLine): string {
  const base = TONES[line.tone];
  // Names and messages come from links, servers and the learner: never act on their controls.
  const text = printable(line.text).replace(/`([^`]*)`/g, `${CODE}$1${RESET}${base}`);
  return `${base}${text}${RESET}`;
}

function formatWire(entry: TraceEntry): string | undefined {
  const line = wireLine(entry);
  if (!line) return undefined;
  return `${ESC}1m#${line.seq}${RESET} ${KINDS[line.kind]}${line.direction}${RESET} ${ESC}90m[${printable(line.link)}]${RESET} ${printable(line.text)}`;
}

/** xterm wired to the REPL of lib/terminal: all the logic lives there, this only draws. */
export function TerminalView({
  controller,
  state,
  server,
}: PanelProps<TerminalPort> & { server: string | undefined }) {
  const host = useRef<HTMLDivElement>(null);
  const serverRef = useRef(server);
  useEffect(() => {
    serverRef.current = server;
  }, [server]);
  const [lastStep, setLastStep] = useState<number | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | undefined>(undefined);
  // What the REPL answered, as plain text for screen readers (xterm's grid reads poorly).
  const [transcript, setTranscript] = useState<{ id: number; text: string }[]>([]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let term: Terminal;
    const fit = new FitAddon();
    try {
      term = new Terminal({
        convertEol: true,
        cursorBlink: true,
        fontFamily: "ui-monospace, 'DejaVu Sans Mono', Menlo, monospace",
        fontSize: 14,
        // Room below the baseline, or underscores (`get_weather`, `_meta`) vanish.
        lineHeight: 1.2,
        scrollback: 5000,
        theme: THEME,
        screenReaderMode: false,
      });
      term.loadAddon(fit);
      term.open(element);
      fit.fit();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Reported after the effect: the page shows the failure where the terminal would be.
      queueMicrotask(() => setLoadError(message));
      return;
    }
    term.textarea?.setAttribute('aria-label', t.terminalLabel);

    let line: LineState = emptyLine();
    let sessionId: number | undefined;
    let printed = 0;
    let unsubscribeTrace: (() => void) | undefined;
    let promptShown = false;
    let disposed = false;
    let said = 0;
    const say = (texts: string[]) => {
      const added = texts.map((text) => ({ id: (said += 1), text: text.replace(/`/g, '') }));
      setTranscript((previous) => [...previous, ...added].slice(-LOG_LINES));
    };

    const repl = new Repl({
      wire: () => controller.rawWire(),
      setStep: (step) => controller.showStep(step),
      server: () => serverRef.current,
    });

    const redraw = () => {
      // A completed name may carry controls: drawn escaped, the cursor counted on what is drawn.
      const back = printable(line.text.slice(line.cursor)).length;
      term.write(
        `\r${ESC}2K${ESC}1m${PROMPT}${RESET}${printable(line.text)}${back > 0 ? `${ESC}${back}D` : ''}`,
      );
      promptShown = true;
    };
    /** Prints above the line being typed, then redraws it. */
    const print = (text: string) => {
      if (promptShown) term.write(`\r${ESC}2K`);
      term.writeln(text);
      promptShown = false;
      if (!repl.busy) redraw();
    };

    const printEntry = (entry: TraceEntry) => {
      if (entry.seq <= printed) return;
      printed = entry.seq;
      const text = formatWire(entry);
      if (text) print(text);
      if (entry.type !== 'host') setLastStep(entry.seq);
    };

    const follow = (next: SessionView | undefined) => {
      if (next?.id === sessionId) return;
      unsubscribeTrace?.();
      unsubscribeTrace = undefined;
      sessionId = next?.id;
      printed = 0;
      if (!next) return;
      const s = controller.getState();
      const banner = printable(t.newSession({ scenario: s.scenarioId, version: next.revision }));
      print(`${ESC}90m${banner}${RESET}`);
      say([banner]);
      for (const entry of s.entries) printEntry(entry);
      unsubscribeTrace = controller.subscribeTrace(printEntry);
    };

    const initial = controller.getState();
    term.writeln(
      styled({
        tone: 'info',
        text: t.banner({
          scenario: initial.scenarioId,
          version: initial.revision,
          server: serverRef.current ?? '—',
        }),
      }),
    );
    term.writeln(styled({ tone: 'dim', text: t.bannerHelp }));
    follow(initial.session);
    const unsubscribe = controller.subscribe((s) => follow(s.session));
    redraw();

    const run = async (typed: string) => {
      const result = await repl.submit(typed);
      if (disposed) return;
      say([`${PROMPT}${typed}`, ...result.lines.map((out) => out.text)]);
      if (result.kind === 'clear') term.clear();
      for (const out of result.lines) print(styled(out));
      redraw();
    };

    // Ctrl+C also drops what is left of a paste: each paste run checks it is still current.
    let pasteRun = 0;
    let dropped = 0;
    const handle = (actions: KeyAction[]) => {
      for (const [index, action] of actions.entries()) {
        if (action.key === 'interrupt') {
          pasteRun += 1;
          if (dropped > 0) {
            const notice = t.pasteDropped({ count: dropped });
            print(styled({ tone: 'warn', text: notice }));
            say([notice]);
            dropped = 0;
          }
          const lines = repl.interrupt();
          if (lines.length === 0) {
            term.writeln(`${printable(line.text)}${ESC}90m${t.interrupted}${RESET}`);
            promptShown = false;
            line = clearLine(line);
            redraw();
          } else {
            for (const out of lines) print(styled(out));
            say(lines.map((out) => out.text));
          }
          continue;
        }
        if (repl.busy) continue;
        switch (action.key) {
          case 'enter': {
            const done = submit(line);
            line = done.state;
            term.write('\r\n');
            promptShown = false;
            // Keys typed while the request runs are ignored; the rest of a paste waits its turn,
            // unless Ctrl+C comes first.
            const rest = actions.slice(index + 1);
            const thisRun = pasteRun;
            dropped = rest.filter((next) => next.key === 'enter').length;
            void run(done.line).then(() => {
              if (thisRun !== pasteRun) return;
              dropped = 0;
              if (!disposed && rest.length > 0) handle(rest);
            });
            return;
          }
          case 'text':
            line = insert(line, action.text);
            break;
          case 'backspace':
            line = backspace(line);
            break;
          case 'delete':
            line = deleteForward(line);
            break;
          case 'left':
          case 'right':
          case 'home':
          case 'end':
            line = moveCursor(line, action.key);
            break;
          case 'up':
            line = historyUp(line);
            break;
          case 'down':
            line = historyDown(line);
            break;
          case 'kill-line':
            line = clearLine(line);
            break;
          case 'clear-screen':
            term.clear();
            break;
          case 'tab': {
            const completion = repl.complete(line.text, line.cursor);
            if (completion.candidates.length > 1) {
              print(
                styled({
                  tone: 'dim',
                  text: t.completions({ list: completion.candidates.join('  ') }),
                }),
              );
            }
            line = replaceWordBeforeCursor(line, completion.start, completion.insert);
            break;
          }
        }
        redraw();
      }
    };
    const dataListener = term.onData((data) => handle(decodeInput(data)));

    // Ctrl+C copies when text is selected (and interrupts otherwise); Ctrl+V pastes natively.
    term.attachCustomKeyEventHandler((event) => {
      if (event.type !== 'keydown') return true;
      const key = event.key.toLowerCase();
      if ((event.ctrlKey || event.metaKey) && key === 'c' && term.hasSelection()) {
        void navigator.clipboard?.writeText(term.getSelection()).catch(() => undefined);
        return false;
      }
      if ((event.ctrlKey || event.metaKey) && key === 'v') return false;
      return true;
    });

    // « #12 » at the start of a wire line shows that step in the diagram.
    const links = term.registerLinkProvider({
      provideLinks(y, callback) {
        const text = term.buffer.active.getLine(y - 1)?.translateToString(true) ?? '';
        const match = /^#(\d+)/.exec(text);
        if (!match) {
          callback(undefined);
          return;
        }
        const step = Number(match[1]);
        const link: ILink = {
          range: { start: { x: 1, y }, end: { x: match[0].length, y } },
          text: match[0],
          activate: () => controller.showStep(step),
        };
        callback([link]);
      },
    });

    const observer = new ResizeObserver(() => {
      try {
        fit.fit();
      } catch {
        // A hidden terminal has no size: nothing to fit.
      }
    });
    observer.observe(element);
    term.focus();

    return () => {
      disposed = true;
      observer.disconnect();
      links.dispose();
      dataListener.dispose();
      unsubscribe();
      unsubscribeTrace?.();
      term.dispose();
    };
  }, [controller]);

  if (loadError) {
    return (
      <p role="alert" className="text-kind-error">
        {t.loadError({ message: loadError })}
      </p>
    );
  }

  return (
    <div className="space-y-2">
      <div
        ref={host}
        role="region"
        aria-label={t.heading}
        className="h-[26rem] w-full overflow-hidden rounded border border-border bg-[#101214] p-1"
      />
      <div role="log" aria-label={t.logLabel} className="sr-only">
        {transcript.map((line) => (
          <p key={line.id}>{line.text}</p>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {state.framed || controller.scenario?.framed ? (
          <span className="text-muted">{t.framedOn}</span>
        ) : null}
        {lastStep !== undefined && lastStep <= state.entries.length ? (
          <Button variant="quiet" size="compact" onClick={() => controller.showStep(lastStep)}>
            {t.showStep({ step: lastStep })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
