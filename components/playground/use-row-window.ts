'use client';

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { rowsInView } from '@/lib/playground/row-window';

/** A row to draw: its index and where it lies in the scrolling box. */
export interface WindowRow {
  index: number;
  start: number;
  end: number;
}

/** How far down the list the box is scrolled, and how high it is. */
interface View {
  top: number;
  height: number;
}

/**
 * The rows of a list of known heights (`starts`, see lib/playground/row-window.ts) that its
 * scrolling box shows: a 2,000-step trace draws as few rows as a short one. The list begins
 * `offset` px down the box (below a sticky header). A scroll redraws only when it changes
 * the rows in view.
 */
export function useRowWindow(
  scroller: RefObject<HTMLElement | null>,
  starts: readonly number[],
  { overscan, offset = 0 }: { overscan: number; offset?: number },
): WindowRow[] {
  const [view, setView] = useState<View>({ top: 0, height: 0 });
  const latest = useRef(starts);
  useLayoutEffect(() => {
    latest.current = starts;
  }, [starts]);

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const read = () => {
      const next = { top: box.scrollTop - offset, height: box.clientHeight };
      setView((shown) => {
        const before = rowsInView(latest.current, shown.top, shown.height, overscan);
        const after = rowsInView(latest.current, next.top, next.height, overscan);
        return before?.first === after?.first && before?.last === after?.last ? shown : next;
      });
    };
    box.addEventListener('scroll', read, { passive: true });
    // Also called once on observing: the box's first size.
    const observer = new ResizeObserver(read);
    observer.observe(box);
    return () => {
      box.removeEventListener('scroll', read);
      observer.disconnect();
    };
  }, [scroller, offset, overscan]);

  const range = rowsInView(starts, view.top, view.height, overscan);
  const rows: WindowRow[] = [];
  for (let i = range?.first ?? 0; range && i <= range.last; i += 1) {
    rows.push({ index: i, start: offset + starts[i]!, end: offset + starts[i + 1]! });
  }
  return rows;
}
