'use client';

import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { EditorPanel } from '@/components/editor/editor-panel';
import { ErrorLabPanel } from '@/components/error-lab/error-lab-panel';
import { HostPanel } from '@/components/host/host-panel';
import { SharePanel } from '@/components/share/share-panel';
import { TerminalPanel } from '@/components/terminal/terminal-panel';
import { messages } from '@/content/ui/messages';
import type { PanelProps } from './panel-props';

const t = messages.playground;

const PANELS: { id: string; label: string; Panel: ComponentType<PanelProps> }[] = [
  { id: 'hote', label: t.panelHost, Panel: HostPanel },
  { id: 'editeur', label: t.panelEditor, Panel: EditorPanel },
  { id: 'terminal', label: t.panelTerminal, Panel: TerminalPanel },
  { id: 'laboratoire', label: t.panelErrorLab, Panel: ErrorLabPanel },
  { id: 'partage', label: t.panelShare, Panel: SharePanel },
];

/**
 * The other engineers' panels, in tabs (arrow keys move between tabs). A panel is mounted the
 * first time it is opened and then kept, hidden, so that what the learner typed survives.
 */
export function PanelTabs(props: PanelProps) {
  const [active, setActive] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number, focus: boolean) => {
    const next = (index + PANELS.length) % PANELS.length;
    setActive(next);
    setOpened((previous) => (previous.has(next) ? previous : new Set(previous).add(next)));
    if (focus) tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: PANELS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    select(target, true);
  };

  return (
    <section aria-label={t.panels} className="space-y-3">
      <div
        role="tablist"
        aria-label={t.panels}
        className="flex flex-wrap gap-1 border-b border-border"
      >
        {PANELS.map((panel, i) => (
          <button
            key={panel.id}
            ref={(node) => {
              tabs.current[i] = node;
            }}
            id={`onglet-${panel.id}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`panneau-${panel.id}`}
            tabIndex={i === active ? 0 : -1}
            className={`min-h-11 rounded-t border border-b-0 px-4 py-2 font-medium ${
              i === active
                ? 'border-border bg-surface'
                : 'border-transparent text-muted hover:bg-surface-2'
            }`}
            onClick={() => select(i, false)}
            onKeyDown={onKeyDown}
          >
            {panel.label}
          </button>
        ))}
      </div>
      {PANELS.map(({ id, Panel }, i) => (
        <div
          key={id}
          id={`panneau-${id}`}
          role="tabpanel"
          aria-labelledby={`onglet-${id}`}
          hidden={i !== active}
          tabIndex={0}
        >
          {opened.has(i) ? <Panel controller={props.controller} state={props.state} /> : null}
        </div>
      ))}
    </section>
  );
}
