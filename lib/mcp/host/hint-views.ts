import { annotationViews, type AnnotationView } from './conversation';

/**
 * Hints the specification defines only for a tool that modifies its environment: « (This
 * property is meaningful only when `readOnlyHint == false`) » (schema, ToolAnnotations).
 */
const ONLY_WHEN_WRITING: ReadonlySet<AnnotationView['hint']> = new Set([
  'destructiveHint',
  'idempotentHint',
]);

export interface HintView extends AnnotationView {
  /** False when the hint has no meaning for this tool (it says it is read-only). */
  applies: boolean;
}

/** A tool's hints as the host shows them: value, whether declared, and whether meaningful. */
export function hintViews(annotations: unknown): HintView[] {
  const views = annotationViews(annotations);
  const readOnly = views.some((view) => view.hint === 'readOnlyHint' && view.value);
  return views.map((view) => ({
    ...view,
    applies: !(readOnly && ONLY_WHEN_WRITING.has(view.hint)),
  }));
}
