import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '@/lib/mcp/trace';
import { wireLine } from './wire';

const incident = (event: 'no-reply' | 'closed' | 'parse-error', text?: string): TraceEntry => ({
  seq: 7,
  t: 0,
  phase: 'operation',
  type: 'transport',
  layer: 'transport',
  link: 'meteo',
  from: 'client:meteo',
  to: 'server:meteo',
  event,
  ...(text !== undefined && { text }),
});

describe('the wire view of a transport incident', () => {
  it('names the event in French, never by its internal tag', () => {
    expect(wireLine(incident('no-reply'))?.text).toBe('aucune réponse');
    expect(wireLine(incident('closed'))?.text).toBe('connexion fermée');
    const garbled = wireLine(incident('parse-error', 'bonjour'))?.text ?? '';
    expect(garbled).toContain('bonjour');
    expect(garbled).not.toMatch(/no-reply|closed|parse-error/);
  });
});
