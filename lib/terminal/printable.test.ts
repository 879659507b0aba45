import { describe, expect, it } from 'vitest';
import { printable } from './printable';

describe('text written to the terminal', () => {
  it('shows escape sequences, OSC 8 links, C1 and bidi characters instead of acting on them', () => {
    const name =
      'get_weather\u001b[2J\u001b[H\u001b]8;;javascript:alert(1)\u0007CLIQUEZ\u001b]8;;\u0007';
    const shown = printable(name);
    expect([...shown].some((c) => c.charCodeAt(0) < 0x20 || (c >= '\u007f' && c <= '\u009f'))).toBe(
      false,
    );
    expect(shown).toBe(
      'get_weather\\u001b[2J\\u001b[H\\u001b]8;;javascript:alert(1)\\u0007CLIQUEZ\\u001b]8;;\\u0007',
    );
    expect(printable('\u009b31mrouge')).toBe('\\u009b31mrouge');
    expect(printable('get_weather\u200b \u202etxet')).toBe('get_weather\\u200b \\u202etxet');
  });

  it('leaves ordinary text, accents and typography alone', () => {
    const text = 'Réponse #3 (id « terminal-1 »)\u00a0: résultat — 20\u202f°C';
    expect(printable(text)).toBe(text);
  });
});
