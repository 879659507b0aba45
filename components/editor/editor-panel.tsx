'use client';

import { useEffect, useState } from 'react';
import type { PanelProps } from '@/components/playground/panel-props';
import { editorMessages } from '@/content/ui/editor';
import { fillTemplate } from '@/lib/mcp/template';
import { loadMonaco, type MonacoKit } from './load-monaco';
import { ToolWorkbench } from './tool-workbench';

const t = editorMessages;

type Loading =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'ready'; kit: MonacoKit }
  | { status: 'failed'; message: string };

/**
 * The tool editor of the playground. Monaco is heavy (about 1 MB gzipped): it is loaded only
 * when the learner opens the editor's tab (the panel is mounted then), never with the page.
 */
export function EditorPanel({ controller, state }: PanelProps) {
  const [loading, setLoading] = useState<Loading>({ status: 'closed' });

  const open = () => {
    setLoading({ status: 'loading' });
    loadMonaco().then(
      (kit) => setLoading({ status: 'ready', kit }),
      (error: unknown) =>
        setLoading({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  };

  // The panel is mounted when its tab is first opened: opening the tab opens the editor.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (loading.status === 'closed') open();
  }, [loading.status]);

  return (
    <section aria-labelledby="editeur-outils-titre" className="space-y-3">
      <h2 id="editeur-outils-titre" className="text-xl font-semibold">
        {t.heading}
      </h2>
      <p className="text-muted">{t.intro}</p>
      {loading.status === 'closed' || loading.status === 'failed' ? (
        <button
          type="button"
          className="rounded bg-accent px-3 py-1.5 font-medium text-accent-fg"
          onClick={open}
        >
          {t.open}
        </button>
      ) : null}
      {loading.status === 'loading' ? <p role="status">{t.loading}</p> : null}
      {loading.status === 'failed' ? (
        <p role="alert" className="text-kind-error">
          {fillTemplate(t.loadFailed, { message: loading.message })}
        </p>
      ) : null}
      {loading.status === 'ready' ? (
        <ToolWorkbench controller={controller} state={state} kit={loading.kit} />
      ) : null}
    </section>
  );
}
