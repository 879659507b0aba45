import { scrollingPane } from '@/components/ui/reveal-in-pane';

/**
 * The annotation box sticks to the bottom of the inspector and would cover a field the
 * keyboard reaches under it (WCAG 2.4.11): the field's scroll box moves it clear, with a small
 * margin. Only on focus: a hovered field must not move under the pointer.
 */
export function keepClearOfAnnotation(field: HTMLElement): void {
  const box = field.closest('[data-inspector]')?.querySelector('[data-annotation-panel]');
  if (!box) return;
  const covered = field.getBoundingClientRect().bottom - box.getBoundingClientRect().top + 8;
  if (covered <= 0) return;
  (scrollingPane(field) ?? (document.scrollingElement as HTMLElement)).scrollBy({ top: covered });
}
