import { describe, expect, it } from 'vitest';
import { decodeInput } from './keys';
import {
  backspace,
  clearLine,
  deleteForward,
  emptyLine,
  historyDown,
  historyUp,
  insert,
  moveCursor,
  submit,
  type LineState,
} from './line-editor';

function type(state: LineState, text: string): LineState {
  return insert(state, text);
}

describe('the line editor', () => {
  it('edits at the cursor', () => {
    let s = type(emptyLine(), 'outls');
    s = moveCursor(s, 'left');
    s = moveCursor(s, 'left');
    s = insert(s, 'i');
    expect(s.text).toBe('outils');
    s = moveCursor(s, 'home');
    s = deleteForward(s);
    expect(s.text).toBe('utils');
    s = moveCursor(s, 'end');
    s = backspace(s);
    expect(s).toMatchObject({ text: 'util', cursor: 4 });
  });

  it('walks the history with ↑/↓ and keeps the line being typed', () => {
    let s = emptyLine();
    for (const line of ['aide', 'outils']) s = submit(type(s, line)).state;
    s = type(s, 'app');
    s = historyUp(s);
    expect(s.text).toBe('outils');
    s = historyUp(s);
    expect(s.text).toBe('aide');
    expect(historyUp(s).text).toBe('aide');
    s = historyDown(historyDown(s));
    expect(s.text).toBe('app');
  });

  it('does not keep blank lines nor immediate repeats in the history', () => {
    let s = emptyLine();
    for (const line of ['outils', 'outils', '   ', 'aide']) s = submit(type(s, line)).state;
    expect(s.history).toEqual(['outils', 'aide']);
  });

  it('drops control characters from pasted text; Ctrl+U clears the line', () => {
    const s = insert(emptyLine(), 'a\u0007b\tc');
    expect(s.text).toBe('ab c');
    expect(clearLine(s).text).toBe('');
  });
});

describe('decoding terminal input', () => {
  it('knows the keys a learner uses', () => {
    expect(decodeInput('\r')).toEqual([{ key: 'enter' }]);
    expect(decodeInput('\x1b[A')).toEqual([{ key: 'up' }]);
    expect(decodeInput('\x03')).toEqual([{ key: 'interrupt' }]);
    expect(decodeInput('\t')).toEqual([{ key: 'tab' }]);
    expect(decodeInput('\x1b[1;5C')).toEqual([]);
  });

  it('turns a multi-line paste into one line after the other', () => {
    expect(decodeInput('outils\r\naide')).toEqual([
      { key: 'text', text: 'outils' },
      { key: 'enter' },
      { key: 'text', text: 'aide' },
    ]);
  });
});
