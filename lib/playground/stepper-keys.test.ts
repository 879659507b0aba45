import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '@/lib/mcp/trace';
import { stepperMove } from './stepper-keys';

const entries = Array.from({ length: 9 }, (_, i) => ({ seq: i + 1 }) as TraceEntry);

describe('the stepping keys', () => {
  it('move one step, to either end, or play and pause', () => {
    const state = { view: 'stepper', entries, step: 4 } as const;
    expect(stepperMove('ArrowRight', state)).toEqual({ kind: 'show', step: 5 });
    expect(stepperMove('ArrowLeft', state)).toEqual({ kind: 'show', step: 3 });
    expect(stepperMove('Home', state)).toEqual({ kind: 'show', step: 1 });
    expect(stepperMove('End', state)).toEqual({ kind: 'show', step: 9 });
    expect(stepperMove(' ', state)).toEqual({ kind: 'toggle-play' });
    expect(stepperMove('a', state)).toBeUndefined();
    expect(stepperMove('ArrowUp', state)).toBeUndefined();
  });

  it('do nothing in the compare view, nor before there is a step', () => {
    expect(stepperMove('ArrowRight', { view: 'compare', entries, step: 4 })).toBeUndefined();
    expect(stepperMove(' ', { view: 'stepper', entries: [], step: 0 })).toBeUndefined();
  });
});
