import '@xterm/xterm/css/xterm.css';
import { FitAddon } from '@xterm/addon-fit';
import { Terminal, type ILink } from '@xterm/xterm';
import { terminalMessages as t } from '@/messages/terminal';
import { stepLinkAt } from '@/lib/terminal/ansi';
import type { KeyChord, TerminalScreen } from '@/lib/terminal/driver';

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

export interface XtermHandlers {
  /** What the learner typed or pasted. */
  onData(data: string): void;
  /** Whether xterm handles a chord itself (false leaves it to the browser). */
  onKey(chord: KeyChord): boolean;
  /** « #12 » at the start of a wire line was clicked. */
  onStep(step: number): void;
}

export interface MountedXterm {
  screen: TerminalScreen;
  dispose(): void;
}

/**
 * Opens xterm.js in an element, fitted to it as it resizes, its keys and « #12 » links handed
 * to `handlers`, and focused. Throws when xterm cannot start (the view says so).
 */
export function mountXterm(element: HTMLElement, handlers: XtermHandlers): MountedXterm {
  const term = new Terminal({
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
  const fit = new FitAddon();
  try {
    term.loadAddon(fit);
    term.open(element);
    fit.fit();
  } catch (error) {
    term.dispose();
    throw error;
  }
  term.textarea?.setAttribute('aria-label', t.terminalLabel);
  const data = term.onData((text) => handlers.onData(text));
  term.attachCustomKeyEventHandler((event) => handlers.onKey(event));
  const links = term.registerLinkProvider({
    provideLinks(y, callback) {
      const row = term.buffer.active.getLine(y - 1)?.translateToString(true) ?? '';
      const found = stepLinkAt(row);
      if (!found) {
        callback(undefined);
        return;
      }
      const link: ILink = {
        range: { start: { x: 1, y }, end: { x: found.length, y } },
        text: row.slice(0, found.length),
        activate: () => handlers.onStep(found.step),
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
  // The focus goes to a terminal the learner can see (its pane may have it below the fold).
  element.scrollIntoView({ block: 'nearest' });
  term.focus();
  return {
    screen: term,
    dispose() {
      observer.disconnect();
      links.dispose();
      data.dispose();
      term.dispose();
    },
  };
}
