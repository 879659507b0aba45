import { describe, expect, it } from 'vitest';
import { allQuestions } from './bank';
import { displayLayout, initialDraft, moveItem } from './display';
import { grade } from './grade';

describe('how a question is laid out', () => {
  it('shows every choice once, in the same order for the same seed', () => {
    for (const q of allQuestions()) {
      const a = displayLayout(q, 'graine');
      expect(a).toEqual(displayLayout(q, 'graine'));
      if (q.type === 'single' || q.type === 'multiple' || q.type === 'trace') {
        expect([...a.choices].sort()).toEqual(q.choices.map((c) => c.id).sort());
      }
    }
  });

  it('never starts an ordering question already solved', () => {
    for (const q of allQuestions()) {
      if (q.type !== 'order') continue;
      for (const seed of ['a', 'b', 'c', 'd', 'e']) {
        const draft = initialDraft(q, displayLayout(q, seed));
        expect(draft && grade(q, draft), q.id).toBe(false);
      }
    }
  });

  it('moves an item by one place, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
