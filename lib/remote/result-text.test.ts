import { describe, expect, it } from 'vitest';
import { resultText } from './result-text';

describe('what the panel shows of a server’s answer', () => {
  it('reads a tool’s blocks, a resource’s contents and a prompt’s messages', () => {
    expect(
      resultText({
        content: [
          { type: 'text', text: 'Bonjour' },
          { type: 'image', data: 'AAAA', mimeType: 'image/png' },
        ],
      }),
    ).toBe('Bonjour\n\n[contenu «\u00A0image/png\u00A0», non textuel]');
    expect(resultText({ contents: [{ uri: 'docs://a', text: '# A' }] })).toBe('# A');
    expect(
      resultText({ messages: [{ role: 'user', content: { type: 'text', text: 'Explique' } }] }),
    ).toBe('user\u00A0: Explique');
  });

  it('bounds what an untrusted server sends', () => {
    const text = resultText({ content: [{ type: 'text', text: 'a'.repeat(10_000) }] });
    expect(text.length).toBeLessThan(4_100);
    expect(text).toMatch(/la suite est dans la trace\)$/);
  });
});
