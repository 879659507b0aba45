/** The parts of a key press that decide who it belongs to. */
export type KeyPress = Pick<KeyboardEvent, 'target' | 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** Where text is typed: every plain key is the learner's text. */
const TEXT_ENTRY =
  'textarea, [contenteditable=""], [contenteditable="true"], .monaco-editor, dialog, input:not([type="radio"]):not([type="checkbox"])';
/** Widgets that move with the arrows (and Début, Fin, Espace): letters stay free. */
const MOVES_WITH_ARROWS = '[role="tab"], [role="slider"], [role="separator"]';
const MOVING_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  ' ',
]);
/** Chords a text field answers itself (select all, copy, paste, undo…). */
const EDITING_CHORDS = new Set(['a', 'c', 'v', 'x', 'z', 'y']);

/**
 * Whether the focused element needs this key itself, so that a page-wide shortcut (the
 * stepper's arrows, P and Échap of presentation mode, Ctrl+S of the share panel) leaves it be.
 *
 * The terminal keeps every key, chords included. Text fields, the editor and dialogs keep every
 * plain key and the editing chords. Tabs, sliders and splitters keep the moving keys. A radio
 * group keeps ↑ ↓, and Espace on a radio not checked yet; a select keeps all but ← →: after picking a scenario with the
 * mouse, → steps instead of silently choosing the next scenario. Espace still activates
 * buttons and links.
 */
export function ownsKey({ target, key, ctrlKey, metaKey, altKey }: KeyPress): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('.xterm')) return true;
  const chord = ctrlKey || metaKey || altKey;
  if (target.closest(TEXT_ENTRY)) return !chord || EDITING_CHORDS.has(key.toLowerCase());
  if (chord) return false;
  if (target.closest(MOVES_WITH_ARROWS)) return MOVING_KEYS.has(key);
  const input = target.closest('input');
  // Espace checks a radio; on the checked one (where Tab lands in a group) it would do nothing,
  // so it plays, as the keyboard hint promises.
  if (input?.type === 'radio' && (key === 'ArrowUp' || key === 'ArrowDown')) return true;
  if (input?.type === 'radio' && key === ' ') return !input.checked;
  if (target.closest('select') && key !== 'ArrowLeft' && key !== 'ArrowRight') return true;
  return key === ' ' && target.closest('button, a, summary, [role="button"], input') !== null;
}
