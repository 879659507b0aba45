import { terminalMessages as t } from '@/messages/terminal';
import type { TraceEntry } from '@/lib/mcp/trace';
import type { TerminalPort } from '@/lib/playground/ports';
import type { SessionView } from '@/lib/playground/session-view';
import { dim, ERASE_ROW, formatWire, PROMPT, promptLine, styled } from './ansi';
import type { OutLine } from './explain';
import { decodeInput, type KeyAction } from './keys';
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
} from './line-editor';
import { printable } from './printable';
import { Repl, type ReplOptions } from './repl';

/** The screen the driver draws on: the part of xterm.js it uses (a real `Terminal` fits). */
export interface TerminalScreen {
  /** Writes text with ANSI escape sequences; `\r\n` ends a row. */
  write(data: string): void;
  clear(): void;
  hasSelection(): boolean;
  getSelection(): string;
}

/** What the driver reads of the playground: the session, its trace, its wire, the step shown. */
export type TerminalDriverPort = Pick<
  TerminalPort,
  'getState' | 'subscribe' | 'subscribeTrace' | 'rawWire' | 'showStep'
>;

export interface TerminalDriverOptions extends ReplOptions {
  /** Copies the selection (Ctrl+C with text selected). */
  copy?(text: string): Promise<void>;
}

/** What the view draws beside the screen. */
export interface TerminalSnapshot {
  /** What the terminal said, as plain text for screen readers (xterm's grid reads poorly). */
  transcript: readonly { id: number; text: string }[];
  /** The last step the wire printed, offered as « Voir l’étape #N dans le diagramme ». */
  lastStep?: number;
  /** The screen could not be opened: the view says so where the terminal would be. */
  failure?: string;
}

/** How many lines of transcript screen readers are offered. */
export const TRANSCRIPT_LINES = 80;

/** A key event as xterm hands it to its custom handler. */
export interface KeyChord {
  type: string;
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * The terminal's driver, free of React and of xterm itself: it prints the session's wire as it
 * grows, edits the line being typed (cursor, history, Tab completion), runs each line through
 * the REPL (lib/terminal/repl.ts) and prints what came back, above the line being typed.
 *
 * Life cycle: `open(screen)` prints the banner and follows the playground; `input(data)` takes
 * what the screen reports (keys, pastes); `keyDown(chord)` decides which chords the screen keeps;
 * `close()` stops following (a line still running is not printed). The view subscribes to the
 * snapshot (transcript, last step). Every byte reaches the screen through `emit`.
 */
export class TerminalDriver {
  private readonly repl: Repl;
  private screen: TerminalScreen | undefined;
  private line: LineState = emptyLine();
  private promptShown = false;
  private sessionId: number | undefined;
  private printed = 0;
  private said = 0;
  private unsubscribe: (() => void) | undefined;
  private unsubscribeTrace: (() => void) | undefined;
  private server: string | undefined;
  private snapshot: TerminalSnapshot = { transcript: [] };
  private readonly listeners = new Set<() => void>();
  /** Counts Ctrl+C: the rest of a paste only runs if none came while its line was running. */
  private interrupts = 0;
  /** Lines of a paste still waiting for the line in flight (Ctrl+C says it drops them). */
  private waitingLines = 0;
  /**
   * Keys from a line submitted while the session is being played again (the text layer just
   * turned on): they wait for the new session instead of going to the old one, or nowhere.
   */
  private deferred: KeyAction[] | undefined;

  constructor(
    private readonly port: TerminalDriverPort,
    private readonly options: TerminalDriverOptions = {},
  ) {
    this.repl = new Repl(
      {
        wire: () => port.rawWire(),
        setStep: (step) => port.showStep(step),
        server: () => this.server,
      },
      options,
    );
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TerminalSnapshot => this.snapshot;

  /** The server the learner types to (the panel's choice); each line goes to the latest one. */
  setServer(server: string | undefined): void {
    this.server = server;
  }

  /** Starts drawing on a screen: the banner, the session's wire so far, then the prompt. */
  open(screen: TerminalScreen): void {
    this.close();
    this.screen = screen;
    this.sessionId = undefined;
    const initial = this.port.getState();
    const banner = t.banner({
      scenario: initial.scenarioId,
      version: initial.revision,
      server: this.server ?? '—',
    });
    this.emit(`${styled({ tone: 'info', text: banner })}\r\n`);
    this.emit(`${styled({ tone: 'dim', text: t.bannerHelp })}\r\n`);
    this.follow(initial.session);
    this.unsubscribe = this.port.subscribe((state) => {
      this.follow(state.session);
      this.deliverDeferred();
    });
    this.redraw();
  }

  /** Stops following the playground; the screen is the view's to dispose of. */
  close(): void {
    this.unsubscribe?.();
    this.unsubscribeTrace?.();
    this.unsubscribe = undefined;
    this.unsubscribeTrace = undefined;
    this.screen = undefined;
  }

  /** The screen could not be created (xterm failed to start). */
  fail(message: string): void {
    this.update({ failure: message });
  }

  /** What the screen reports: a key's escape sequence, or pasted text (several lines run in turn). */
  input(data: string): void {
    this.handle(decodeInput(data));
  }

  /**
   * Which chords the screen keeps for itself (false: not for the terminal). Ctrl+C copies when
   * text is selected, and interrupts otherwise; Ctrl+V is the browser's own paste.
   */
  keyDown(chord: KeyChord): boolean {
    if (chord.type !== 'keydown') return true;
    const key = chord.key.toLowerCase();
    const control = chord.ctrlKey || chord.metaKey;
    if (control && key === 'c' && this.screen?.hasSelection()) {
      void this.options.copy?.(this.screen.getSelection()).catch(() => undefined);
      return false;
    }
    return !(control && key === 'v');
  }

  /**
   * The only way bytes reach the screen. What it writes is built by ./ansi, which makes every
   * text it is given printable (lib/terminal/printable.ts): no control from a link, a server or
   * a paste reaches xterm.
   */
  private emit(data: string): void {
    this.screen?.write(data);
  }

  private redraw(): void {
    this.emit(promptLine(this.line.text, this.line.cursor));
    this.promptShown = true;
  }

  /** Prints a row above the line being typed, then draws that line again. */
  private print(text: string): void {
    this.emit(`${this.promptShown ? ERASE_ROW : ''}${text}\r\n`);
    this.promptShown = false;
    if (!this.repl.busy) this.redraw();
  }

  private printLines(lines: readonly OutLine[]): void {
    for (const out of lines) this.print(styled(out));
  }

  /** Adds lines to the transcript (backticks dropped: they mark code on screen only). */
  private say(texts: readonly string[]): void {
    const added = texts.map((text) => ({ id: (this.said += 1), text: text.replace(/`/g, '') }));
    this.update({ transcript: [...this.snapshot.transcript, ...added].slice(-TRANSCRIPT_LINES) });
  }

  private printEntry(entry: TraceEntry): void {
    if (entry.seq <= this.printed) return;
    this.printed = entry.seq;
    const text = formatWire(entry);
    if (text) this.print(text);
    if (entry.type !== 'host') this.update({ lastStep: entry.seq });
  }

  /** A new session: a banner, its wire so far, then each step as it is recorded. */
  private follow(next: SessionView | undefined): void {
    if (next?.id === this.sessionId) return;
    this.unsubscribeTrace?.();
    this.unsubscribeTrace = undefined;
    this.sessionId = next?.id;
    this.printed = 0;
    if (!next) return;
    const state = this.port.getState();
    const banner = t.newSession({ scenario: state.scenarioId, version: next.revision });
    this.print(dim(banner));
    this.say([printable(banner)]);
    for (const entry of state.entries) this.printEntry(entry);
    this.unsubscribeTrace = this.port.subscribeTrace((entry) => this.printEntry(entry));
  }

  /** Runs a submitted line through the REPL and prints what it says. */
  private async run(typed: string): Promise<void> {
    const screen = this.screen;
    const result = await this.repl.submit(typed);
    if (!screen || this.screen !== screen) return;
    this.say([`${PROMPT}${typed}`, ...result.lines.map((out) => out.text)]);
    if (result.kind === 'clear') screen.clear();
    this.printLines(result.lines);
    this.redraw();
  }

  /** The session is being played (again): a line sent now would have no wire to go to. */
  private replaying(): boolean {
    return this.port.getState().status === 'running';
  }

  /** Once the new session is ready, the keys that waited for it run, in order. */
  private deliverDeferred(): void {
    const keys = this.deferred;
    if (!keys || this.replaying() || !this.screen) return;
    this.deferred = undefined;
    this.handle(keys);
  }

  private interrupt(): void {
    this.interrupts += 1;
    if (this.deferred) {
      // Ctrl+C drops what waited for the replay, and says so, as for the rest of a paste.
      const lines = this.deferred.filter((key) => key.key === 'enter').length;
      this.deferred = undefined;
      const notice = t.pasteDropped({ count: lines });
      this.print(styled({ tone: 'warn', text: notice }));
      this.say([notice]);
      return;
    }
    if (this.waitingLines > 0) {
      const notice = t.pasteDropped({ count: this.waitingLines });
      this.print(styled({ tone: 'warn', text: notice }));
      this.say([notice]);
      this.waitingLines = 0;
    }
    const lines = this.repl.interrupt();
    if (lines.length > 0) {
      this.printLines(lines);
      this.say(lines.map((out) => out.text));
      return;
    }
    // Nothing in flight: the line typed so far stays on screen, marked « ^C », and a fresh
    // prompt starts below it, as in a shell.
    const { text } = this.line;
    this.emit(`${promptLine(text, text.length)}${dim(t.interrupted)}\r\n`);
    this.promptShown = false;
    this.line = clearLine(this.line);
    this.redraw();
  }

  private handle(actions: readonly KeyAction[]): void {
    for (const [index, action] of actions.entries()) {
      if (action.key === 'interrupt') {
        this.interrupt();
        continue;
      }
      // Behind a line that waits for the replay, every key waits too, in order.
      if (this.deferred) {
        this.deferred.push(action);
        continue;
      }
      // Keys typed while a request runs are ignored.
      if (this.repl.busy) continue;
      if (action.key === 'enter' && this.replaying()) {
        this.deferred = [action];
        this.print(styled({ tone: 'dim', text: t.waitingReplay }));
        this.say([t.waitingReplay]);
        continue;
      }
      if (action.key === 'enter') {
        const done = submit(this.line);
        this.line = done.state;
        this.emit('\r\n');
        this.promptShown = false;
        // The rest of a paste waits for this line's answer, unless Ctrl+C comes first.
        const rest = actions.slice(index + 1);
        const screen = this.screen;
        const interrupts = this.interrupts;
        this.waitingLines = rest.filter((next) => next.key === 'enter').length;
        void this.run(done.line).then(() => {
          if (interrupts !== this.interrupts) return;
          this.waitingLines = 0;
          if (screen && this.screen === screen && rest.length > 0) this.handle(rest);
        });
        return;
      }
      this.edit(action);
      this.redraw();
    }
  }

  /** One key that edits the line (or the screen) without submitting it. */
  private edit(action: Exclude<KeyAction, { key: 'enter' | 'interrupt' }>): void {
    const line = this.line;
    switch (action.key) {
      case 'text':
        this.line = insert(line, action.text);
        return;
      case 'backspace':
        this.line = backspace(line);
        return;
      case 'delete':
        this.line = deleteForward(line);
        return;
      case 'left':
      case 'right':
      case 'home':
      case 'end':
        this.line = moveCursor(line, action.key);
        return;
      case 'up':
        this.line = historyUp(line);
        return;
      case 'down':
        this.line = historyDown(line);
        return;
      case 'kill-line':
        this.line = clearLine(line);
        return;
      case 'clear-screen':
        this.screen?.clear();
        return;
      case 'tab': {
        const completion = this.repl.complete(line.text, line.cursor);
        if (completion.candidates.length > 1) {
          const list = completion.candidates.join('  ');
          this.print(styled({ tone: 'dim', text: t.completions({ list }) }));
        }
        this.line = replaceWordBeforeCursor(line, completion.start, completion.insert);
        return;
      }
    }
  }

  private update(patch: Partial<TerminalSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}
