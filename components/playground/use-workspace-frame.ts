'use client';

import { useLayoutEffect, type RefObject } from 'react';

/** Below this width the workspace stacks its panes (Tailwind's `lg`). */
const WIDE = '(min-width: 64rem)';
const MARGIN = 8;

/**
 * On a wide screen the workspace takes the whole window below the site's header, as an IDE
 * does: it breaks out of the page's reading width and fills the height left, so the diagram,
 * the inspector and the tools are seen together. The figures are CSS variables the layout reads
 * (`--ws-x`, `--ws-w`, `--ws-h`, set on `ref`, a wrapper around the workspace); on a phone nothing is set and the panes simply stack.
 */
export function useWorkspaceFrame(ref: RefObject<HTMLElement | null>, layout: unknown): void {
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const wide = window.matchMedia(WIDE);
    const measure = () => {
      if (!wide.matches) {
        for (const name of ['--ws-x', '--ws-w', '--ws-h']) node.style.removeProperty(name);
        return;
      }
      // `node` is a plain wrapper in the page's flow: it never moves, the workspace inside does.
      const box = node.getBoundingClientRect();
      const page = document.documentElement.clientWidth;
      const top = box.top + window.scrollY;
      node.style.setProperty('--ws-x', `${MARGIN - box.left}px`);
      node.style.setProperty('--ws-w', `${page - 2 * MARGIN}px`);
      node.style.setProperty('--ws-h', `${Math.max(520, window.innerHeight - top - MARGIN)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    wide.addEventListener('change', measure);
    return () => {
      observer.disconnect();
      wide.removeEventListener('change', measure);
    };
    // `layout`: the node changes with the layout (presentation), measured again then.
  }, [ref, layout]);
}
