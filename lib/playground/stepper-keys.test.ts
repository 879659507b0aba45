import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '@/lib/mcp/trace';
import { stepperMove } from './stepper-keys';

const entries = Array.from({ length: 9 }, (_, i) => ({ seq: i + 1 }) as TraceEntry);

describe('the stepping keys', () => {
  it('move one step, to either end, or play and pause', () => {
    const state = { view: 'stepper', entries, step: 4, layer: 'jsonrpc' } as const;
    expect(stepperMove('ArrowRight', state)).toEqual({ kind: 'step-by', delta: 1 });
    expect(stepperMove('ArrowLeft', state)).toEqual({ kind: 'step-by', delta: -1 });
    expect(stepperMove('Home', state)).toEqual({ kind: 'show', step: 1 });
    expect(stepperMove('End', state)).toEqual({ kind: 'show', step: 9 });
    expect(stepperMove(' ', state)).toEqual({ kind: 'toggle-play' });
    expect(stepperMove('a', state)).toBeUndefined();
    expect(stepperMove('ArrowUp', state)).toBeUndefined();
    // No HTTP layer in this trace: C does nothing.
    expect(stepperMove('c', state)).toBeUndefined();
  });

  it('do nothing in the compare view, nor before there is a step', () => {
    expect(
      stepperMove('ArrowRight', { view: 'compare', entries, step: 4, layer: 'jsonrpc' }),
    ).toBeUndefined();
    expect(
      stepperMove(' ', { view: 'stepper', entries: [], step: 0, layer: 'jsonrpc' }),
    ).toBeUndefined();
  });

  it('switch to the other layer with C when the trace went over HTTP, and step within it', () => {
    const http = [
      { seq: 1, type: 'http', part: 'request' },
      { seq: 2, type: 'message', carriedBy: 1 },
      { seq: 3, type: 'http', part: 'response' },
      { seq: 4, type: 'message', carriedBy: 3 },
    ] as unknown as TraceEntry[];
    const state = { view: 'stepper', entries: http, step: 2, layer: 'jsonrpc' } as const;
    expect(stepperMove('c', state)).toEqual({ kind: 'layer', layer: 'http' });
    expect(stepperMove('C', { ...state, layer: 'http' })).toEqual({
      kind: 'layer',
      layer: 'jsonrpc',
    });
    expect(stepperMove('Home', { ...state, layer: 'http' })).toEqual({ kind: 'show', step: 1 });
    expect(stepperMove('End', state)).toEqual({ kind: 'show', step: 4 });
  });
});
