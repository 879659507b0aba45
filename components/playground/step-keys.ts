/**
 * Who a key press belongs to: a control that needs it, or the workspace's stepper.
 *
 * Text fields, the editor, the terminal, tabs, sliders and splitters keep every key. A select
 * or a radio group keeps ↑ and ↓ (they still change the scenario or the revision from the
 * keyboard) but gives ← and → to the stepper: after picking a scenario with the mouse, → steps
 * instead of silently choosing the next scenario. Space still activates buttons and links.
 */
export function stepKeyOwner(target: EventTarget | null, key: string): 'control' | 'stepper' {
  if (!(target instanceof Element)) return 'stepper';
  if (
    target.closest(
      'textarea, [contenteditable=""], [contenteditable="true"], .xterm, .monaco-editor, [role="tab"], [role="slider"], [role="separator"], input[type="range"], dialog',
    )
  )
    return 'control';
  const input = target.closest('input');
  if (input && input.type !== 'radio' && input.type !== 'checkbox') return 'control';
  // A radio group moves with ↑ ↓ (and is checked with Espace); a select also uses Début/Fin.
  if (input?.type === 'radio' && (key === ' ' || key === 'ArrowUp' || key === 'ArrowDown'))
    return 'control';
  if (target.closest('select') && !isSideways(key)) return 'control';
  if (key === ' ' && target.closest('button, a, summary, [role="button"], input')) return 'control';
  return 'stepper';
}

function isSideways(key: string): boolean {
  return key === 'ArrowLeft' || key === 'ArrowRight';
}
