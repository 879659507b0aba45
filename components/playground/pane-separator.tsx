'use client';

import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { PANE_LIMITS, resizeByKey, type PaneName } from '@/lib/playground/pane-sizes';

interface Props {
  name: PaneName;
  value: number;
  /** `vertical`: a bar between two columns, moved left and right. */
  orientation: 'vertical' | 'horizontal';
  label: string;
  /** The box the percentage is measured against. */
  container: RefObject<HTMLElement | null>;
  /** The pane this separator sizes (aria-controls). */
  controls: string;
  onResize: (name: PaneName, value: number) => void;
}

/**
 * A window splitter (WAI-ARIA pattern): dragged with the pointer, or focused and moved with the
 * arrow keys, Page Up/Down, Home/End; Enter restores the default size.
 */
export function PaneSeparator({
  name,
  value,
  orientation,
  label,
  container,
  controls,
  onResize,
}: Props) {
  const dragging = useRef(false);
  const vertical = orientation === 'vertical';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = resizeByKey(name, value, event.key, orientation);
    if (next === undefined) return;
    event.preventDefault();
    // The workspace's stepping keys must not also see this one.
    event.stopPropagation();
    onResize(name, next);
  };

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    const ratio = vertical
      ? (event.clientX - box.left) / box.width
      : (event.clientY - box.top) / box.height;
    onResize(name, ratio * 100);
  };

  return (
    <div
      role="separator"
      aria-orientation={orientation}
      aria-label={label}
      aria-controls={controls}
      aria-valuenow={Math.round(value)}
      aria-valuemin={PANE_LIMITS[name].min}
      aria-valuemax={PANE_LIMITS[name].max}
      tabIndex={0}
      data-separator={name}
      className={`group hidden touch-none select-none items-center justify-center lg:flex ${
        vertical ? 'w-3 cursor-col-resize' : 'h-3 cursor-row-resize'
      }`}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (dragging.current) fromPointer(event);
      }}
      onPointerUp={(event) => {
        dragging.current = false;
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    >
      <span
        aria-hidden="true"
        className={`rounded bg-border group-hover:bg-accent group-focus-visible:bg-accent ${
          vertical ? 'h-12 w-1' : 'h-1 w-12'
        }`}
      />
    </div>
  );
}
