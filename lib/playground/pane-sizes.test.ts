import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PANE_SIZES,
  PANE_LIMITS,
  diagramPane,
  parsePaneSizes,
  resizeByKey,
} from './pane-sizes';

describe('remembered pane sizes', () => {
  it('reads back what was stored', () => {
    expect(parsePaneSizes(JSON.stringify({ left: 40, top: 60, act: 30, edit: 15 }))).toEqual({
      left: 40,
      top: 60,
      act: 30,
      edit: 15,
    });
  });

  it('falls back to the defaults for missing, unreadable or absurd values', () => {
    expect(parsePaneSizes(null)).toEqual(DEFAULT_PANE_SIZES);
    expect(parsePaneSizes('{pas du json')).toEqual(DEFAULT_PANE_SIZES);
    expect(parsePaneSizes('"texte"')).toEqual(DEFAULT_PANE_SIZES);
    expect(parsePaneSizes(JSON.stringify({ left: 'large', top: 61 }))).toEqual({
      left: DEFAULT_PANE_SIZES.left,
      top: 61,
      act: DEFAULT_PANE_SIZES.act,
      edit: DEFAULT_PANE_SIZES.edit,
    });
    expect(parsePaneSizes(JSON.stringify({ left: 5, top: 500 }))).toEqual({
      left: PANE_LIMITS.left.min,
      top: PANE_LIMITS.top.max,
      act: DEFAULT_PANE_SIZES.act,
      edit: DEFAULT_PANE_SIZES.edit,
    });
  });
});

describe('a layout per activity', () => {
  it('gives the tool most of the height while the learner acts, and only then', () => {
    expect(DEFAULT_PANE_SIZES.act).toBeLessThanOrEqual(25);
    expect(diagramPane('hote', false)).toBe('top');
    expect(diagramPane('laboratoire', false)).toBe('top');
    expect(diagramPane('editeur', false)).toBe('edit');
    expect(diagramPane('editeur', true)).toBe('edit');
    expect(DEFAULT_PANE_SIZES.edit).toBeLessThan(DEFAULT_PANE_SIZES.act);
    expect(diagramPane('terminal', false)).toBe('act');
    expect(diagramPane('hote', true)).toBe('act');
  });
});

describe('resizing from the keyboard', () => {
  it('moves along the separator’s axis only, within the limits', () => {
    expect(resizeByKey('left', 50, 'ArrowRight', 'vertical')).toBe(55);
    expect(resizeByKey('left', 50, 'ArrowLeft', 'vertical')).toBe(45);
    expect(resizeByKey('left', 50, 'ArrowUp', 'vertical')).toBeUndefined();
    expect(resizeByKey('top', 50, 'ArrowDown', 'horizontal')).toBe(55);
    expect(resizeByKey('top', PANE_LIMITS.top.max, 'ArrowDown', 'horizontal')).toBe(
      PANE_LIMITS.top.max,
    );
    expect(resizeByKey('top', 50, 'Home', 'horizontal')).toBe(PANE_LIMITS.top.min);
    expect(resizeByKey('top', 33, 'Enter', 'horizontal')).toBe(DEFAULT_PANE_SIZES.top);
  });
});
