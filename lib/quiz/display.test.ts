import { describe, expect, it } from 'vitest';
import { allQuestions } from '@/content/quiz';
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

  it('spreads the right answer over every position: authoring order (right answer first) never leaks', () => {
    const fourChoices = allQuestions().filter(
      (q) => (q.type === 'single' || q.type === 'trace') && q.choices.length === 4,
    );
    const positionsFor = (seed: string) => {
      const positions = [0, 0, 0, 0];
      for (const q of fourChoices) {
        if (q.type !== 'single' && q.type !== 'trace') continue;
        const at = displayLayout(q, seed).choices.indexOf(q.answer);
        positions[at] = (positions[at] ?? 0) + 1;
      }
      return positions;
    };
    // Over many seeds, each position holds the right answer a quarter of the time.
    const total = [0, 0, 0, 0];
    for (let i = 0; i < 200; i += 1) {
      positionsFor(`g${i}`).forEach((count, at) => (total[at] = (total[at] ?? 0) + count));
    }
    const all = 200 * fourChoices.length;
    for (const count of total) {
      expect(count / all, total.join(' / ')).toBeGreaterThan(0.23);
      expect(count / all, total.join(' / ')).toBeLessThan(0.27);
    }
    // For one seed a class shares, no position stands out beyond the luck of the draw.
    for (const seed of ['graine', 'classe-3b', 'a1b2c3']) {
      const positions = positionsFor(seed);
      for (const count of positions) {
        expect(count / fourChoices.length, `${seed} : ${positions.join(' / ')}`).toBeGreaterThan(
          0.1,
        );
        expect(count / fourChoices.length, `${seed} : ${positions.join(' / ')}`).toBeLessThan(0.4);
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
