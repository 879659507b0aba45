// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ownsKey } from './owns-key';

const press = (target: Element, key: string) =>
  ownsKey({ target, key, ctrlKey: false, metaKey: false, altKey: false });

describe('who a key belongs to', () => {
  it('a revision radio keeps ↑ ↓, and Espace only while it is not checked', () => {
    document.body.innerHTML =
      '<input type="radio" name="r" id="a" checked><input type="radio" name="r" id="b">';
    const checked = document.getElementById('a')!;
    const other = document.getElementById('b')!;
    expect(press(checked, 'ArrowDown')).toBe(true);
    expect(press(checked, 'ArrowRight')).toBe(false);
    // On the checked radio, Espace would do nothing: it plays, as the hint says.
    expect(press(checked, ' ')).toBe(false);
    // On another one, Espace checks it, as a radio should.
    expect(press(other, ' ')).toBe(true);
  });

  it('a select keeps all but ← →; a button keeps Espace', () => {
    document.body.innerHTML = '<select id="s"><option>a</option></select><button id="b">x</button>';
    const select = document.getElementById('s')!;
    expect(press(select, 'ArrowRight')).toBe(false);
    expect(press(select, 'ArrowDown')).toBe(true);
    expect(press(select, ' ')).toBe(true);
    expect(press(document.getElementById('b')!, ' ')).toBe(true);
  });
});
