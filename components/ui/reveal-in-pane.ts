/** The nearest ancestor that scrolls vertically (a pane of the workspace), if any. */
export function scrollingPane(node: HTMLElement): HTMLElement | undefined {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (
      (overflowY === 'auto' || overflowY === 'scroll') &&
      parent.scrollHeight > parent.clientHeight
    )
      return parent;
  }
  return undefined;
}

/**
 * Scrolls the pane that holds `node` (never the page) so that `node` starts right under the
 * pane's sticky tab bar: a tool the learner starts writing in shows as many lines as it can.
 */
export function revealInPane(node: HTMLElement): void {
  const pane = scrollingPane(node);
  if (!pane) return;
  const sticky = pane.querySelector<HTMLElement>('[role=tablist]');
  const covered =
    sticky && getComputedStyle(sticky).position === 'sticky' ? sticky.offsetHeight : 0;
  const offset = node.getBoundingClientRect().top - pane.getBoundingClientRect().top - covered;
  if (Math.abs(offset) > 1) pane.scrollTop += offset - 4;
}
