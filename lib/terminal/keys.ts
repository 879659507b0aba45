/** What one chunk of terminal input means to the line editor. */
export type KeyAction =
  | { key: 'enter' }
  | { key: 'backspace' }
  | { key: 'delete' }
  | { key: 'left' }
  | { key: 'right' }
  | { key: 'home' }
  | { key: 'end' }
  | { key: 'up' }
  | { key: 'down' }
  | { key: 'tab' }
  | { key: 'interrupt' }
  | { key: 'clear-screen' }
  | { key: 'kill-line' }
  | { key: 'text'; text: string };

const SEQUENCES: Record<string, KeyAction> = {
  '\r': { key: 'enter' },
  '\n': { key: 'enter' },
  '\x7f': { key: 'backspace' },
  '\b': { key: 'backspace' },
  '\x1b[3~': { key: 'delete' },
  '\x1b[D': { key: 'left' },
  '\x1b[C': { key: 'right' },
  '\x1b[A': { key: 'up' },
  '\x1b[B': { key: 'down' },
  '\x1bOD': { key: 'left' },
  '\x1bOC': { key: 'right' },
  '\x1bOA': { key: 'up' },
  '\x1bOB': { key: 'down' },
  '\x1b[H': { key: 'home' },
  '\x1b[F': { key: 'end' },
  '\x1bOH': { key: 'home' },
  '\x1bOF': { key: 'end' },
  '\x1b[1~': { key: 'home' },
  '\x1b[4~': { key: 'end' },
  '\x01': { key: 'home' },
  '\x05': { key: 'end' },
  '\t': { key: 'tab' },
  '\x03': { key: 'interrupt' },
  '\x0c': { key: 'clear-screen' },
  '\x15': { key: 'kill-line' },
};

/**
 * Turns what xterm reports (`onData`: a key's escape sequence, or pasted text) into editor
 * actions. A paste of several lines becomes text and enter actions, one per line.
 */
export function decodeInput(data: string): KeyAction[] {
  const known = SEQUENCES[data];
  if (known) return [known];
  if (data.startsWith('\x1b')) return [];
  // Bracketed paste markers, if the terminal sends them, carry no text.
  // eslint-disable-next-line no-control-regex
  const text = data.replace(/\x1b\[20[01]~/g, '');
  const actions: KeyAction[] = [];
  const parts = text.split(/\r\n|\r|\n/);
  parts.forEach((part, i) => {
    if (part) actions.push({ key: 'text', text: part });
    if (i < parts.length - 1) actions.push({ key: 'enter' });
  });
  return actions;
}
