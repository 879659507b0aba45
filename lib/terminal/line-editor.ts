/**
 * The terminal's line editor, free of xterm: the line being typed, the cursor, and the history
 * walked with ↑/↓. Every operation returns a new state, so the view can redraw from it and
 * tests can replay keystrokes.
 */
export interface LineState {
  readonly text: string;
  /** Cursor position in `text`, 0…text.length. */
  readonly cursor: number;
  /** Submitted lines, oldest first. */
  readonly history: readonly string[];
  /** Position while walking the history; `history.length` means the line being typed. */
  readonly historyIndex: number;
  /** The line being typed, kept while the learner walks the history. */
  readonly draft: string;
}

export const MAX_HISTORY = 200;

export function emptyLine(history: readonly string[] = []): LineState {
  return { text: '', cursor: 0, history, historyIndex: history.length, draft: '' };
}

/** Inserts text at the cursor (typing or pasting one line). Control characters are dropped. */
export function insert(state: LineState, text: string): LineState {
  // Tabs become spaces; other control characters have no place in a JSON line.
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/\t/g, ' ').replace(/[\u0000-\u001f\u007f]/g, '');
  if (!clean) return state;
  const next = state.text.slice(0, state.cursor) + clean + state.text.slice(state.cursor);
  return { ...state, text: next, cursor: state.cursor + clean.length };
}

export function backspace(state: LineState): LineState {
  if (state.cursor === 0) return state;
  return {
    ...state,
    text: state.text.slice(0, state.cursor - 1) + state.text.slice(state.cursor),
    cursor: state.cursor - 1,
  };
}

export function deleteForward(state: LineState): LineState {
  if (state.cursor >= state.text.length) return state;
  return { ...state, text: state.text.slice(0, state.cursor) + state.text.slice(state.cursor + 1) };
}

export function moveCursor(state: LineState, to: 'left' | 'right' | 'home' | 'end'): LineState {
  const cursor =
    to === 'left'
      ? Math.max(0, state.cursor - 1)
      : to === 'right'
        ? Math.min(state.text.length, state.cursor + 1)
        : to === 'home'
          ? 0
          : state.text.length;
  return cursor === state.cursor ? state : { ...state, cursor };
}

/** Erases the whole line (Ctrl+U, or Ctrl+C with nothing in flight). */
export function clearLine(state: LineState): LineState {
  return { ...state, text: '', cursor: 0, historyIndex: state.history.length, draft: '' };
}

/** ↑: the previous submitted line; the line being typed is kept as a draft. */
export function historyUp(state: LineState): LineState {
  if (state.historyIndex === 0) return state;
  const index = state.historyIndex - 1;
  const text = state.history[index] ?? '';
  const draft = state.historyIndex === state.history.length ? state.text : state.draft;
  return { ...state, text, cursor: text.length, historyIndex: index, draft };
}

/** ↓: the next submitted line, then back to the draft. */
export function historyDown(state: LineState): LineState {
  if (state.historyIndex >= state.history.length) return state;
  const index = state.historyIndex + 1;
  const text = index === state.history.length ? state.draft : (state.history[index] ?? '');
  return { ...state, text, cursor: text.length, historyIndex: index };
}

/**
 * Enter: returns the submitted line and a fresh state whose history ends with it (blank lines
 * and immediate repeats are not kept).
 */
export function submit(state: LineState): { line: string; state: LineState } {
  const line = state.text;
  const keep = line.trim() !== '' && state.history.at(-1) !== line;
  const history = keep ? [...state.history, line].slice(-MAX_HISTORY) : state.history;
  return { line, state: emptyLine(history) };
}

/** Replaces the word before the cursor (completion). */
export function replaceWordBeforeCursor(state: LineState, start: number, word: string): LineState {
  const text = state.text.slice(0, start) + word + state.text.slice(state.cursor);
  return { ...state, text, cursor: start + word.length };
}
