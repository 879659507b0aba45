import { afterEach, beforeEach, vi } from 'vitest';

/**
 * happy-dom lays nothing out: every box measures 0 × 0, so a virtualised list (the diagram, the
 * list of messages) would draw no row at all. Gives every element a box of this size for the
 * tests of the calling file.
 */
export function withLaidOutBoxes(width = 1200, height = 800): void {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
