'use client';

import { memo } from 'react';
import { LAYER_VIEWS, type LayerView } from '@/lib/playground/layers';
import { playgroundMessages } from '@/messages/playground';

const t = playgroundMessages.layer;

interface Props {
  layer: LayerView;
  /** The trace has an HTTP layer (the scenario was played over Streamable HTTP). */
  available: boolean;
  onChange: (layer: LayerView) => void;
}

/**
 * « JSON-RPC | HTTP »: what the diagram and the inspector show. A radio group, so ↑ ↓ move
 * inside it while ← → keep stepping; the C key switches from anywhere in the workspace.
 */
export const LayerSwitch = memo(function LayerSwitch({ layer, available, onChange }: Props) {
  return (
    <fieldset className="m-0 flex min-w-0 items-center gap-2 border-0 p-0" disabled={!available}>
      <legend className="float-left mr-2 font-semibold">
        {t.label} <kbd className="text-sm font-normal text-muted">({t.shortcut})</kbd>
      </legend>
      <div className="flex flex-wrap gap-1" aria-describedby="layer-note">
        {LAYER_VIEWS.map((view) => (
          <label
            key={view}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded border px-2 py-1 ${
              view === layer
                ? 'border-accent bg-surface-2 font-semibold'
                : 'border-border bg-surface'
            } ${available ? '' : 'cursor-not-allowed opacity-50'}`}
          >
            <input
              type="radio"
              name="layer"
              value={view}
              checked={view === layer}
              onChange={() => onChange(view)}
            />
            <span>{t[view]}</span>
          </label>
        ))}
      </div>
      <p id="layer-note" className="sr-only">
        {available ? t.help : t.unavailable}
      </p>
    </fieldset>
  );
});
