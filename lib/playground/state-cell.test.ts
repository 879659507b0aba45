import { describe, expect, it } from 'vitest';
import { StateCell } from './state-cell';

describe('the state cell', () => {
  it('tells every listener each change, in order, even one made while telling another', () => {
    const cell = new StateCell({ count: 0, label: 'a' });
    const first: number[] = [];
    const second: number[] = [];
    // The first listener reacts to 1 by changing the state again (as the comparison does).
    cell.subscribe((state) => {
      first.push(state.count);
      if (state.count === 1) cell.set({ count: 2 });
    });
    cell.subscribe((state) => second.push(state.count));
    cell.set({ count: 1 });
    expect(first).toEqual([1, 2]);
    expect(second).toEqual([1, 2]);
    expect(cell.get()).toEqual({ count: 2, label: 'a' });
  });

  it('keeps the fields not named, and stops telling a listener that left', () => {
    const cell = new StateCell({ count: 0, list: [1] });
    const list = cell.get().list;
    const heard: number[] = [];
    const stop = cell.subscribe((state) => heard.push(state.count));
    cell.set({ count: 1 });
    stop();
    cell.set({ count: 2 });
    expect(heard).toEqual([1]);
    expect(cell.get().list).toBe(list);
  });
});
