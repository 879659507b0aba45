'use client';

import { Button } from '@/components/ui/button';
import { useEffect, useState } from 'react';
import type { EditorPort, PanelProps } from '@/lib/playground/ports';
import { downloadFile } from '@/components/share/download';
import { editorMessages } from '@/messages/editor';
import { reliabilityMessages } from '@/messages/reliability';
import {
  discardSetAside,
  onSetAsideChange,
  readDrafts,
  readRecoverable,
  setAsideFile,
  type SetAsideDraft,
} from '@/lib/editor/drafts';
import { loadMonaco, type MonacoKit } from './load-monaco';
import { ToolWorkbench } from './tool-workbench';

const t = editorMessages;
const r = reliabilityMessages.drafts;

/**
 * Drafts that could not be restored (damaged, or too long), kept aside by the drafts store:
 * the learner downloads them, and forgets them only on purpose.
 */
function SetAsideDrafts({ scenarioId, notice }: { scenarioId: string; notice?: string }) {
  const [entries, setEntries] = useState<SetAsideDraft[]>([]);
  useEffect(() => {
    const refresh = () => setEntries(readRecoverable(scenarioId));
    refresh();
    return onSetAsideChange(refresh);
  }, [scenarioId]);
  if (entries.length === 0) return null;
  const download = () => {
    const file = setAsideFile(scenarioId);
    downloadFile(file.name, file.text, 'application/json');
  };
  const discard = () => {
    if (window.confirm(r.discardConfirm)) discardSetAside(scenarioId);
  };
  return (
    <div role="status" className="space-y-2 rounded border border-kind-error bg-surface-2 p-3">
      <h3 className="font-semibold">{r.heading}</h3>
      {notice ? <p>{notice}</p> : null}
      <p>{r.summary({ count: entries.length })}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={download}>
          {r.download}
        </Button>
        <Button variant="quiet" onClick={discard}>
          {r.discard}
        </Button>
      </div>
    </div>
  );
}

type Loading =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'ready'; kit: MonacoKit }
  | { status: 'failed'; message: string };

/**
 * The tool editor of the playground. Monaco is heavy (about 1 MB gzipped): it is loaded only
 * when the learner opens the editor's tab (the panel is mounted then), never with the page.
 */
export function EditorPanel({ controller, state }: PanelProps<EditorPort>) {
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

  // The panel is mounted when its tab is first opened: opening the tab opens the editor. The
  // first read of the drafts sets damaged ones aside: its notice is kept to be shown here.
  const [draftNotice, setDraftNotice] = useState<{ scenario: string; text: string }>();
  useEffect(() => {
    if (loading.status !== 'closed') return;
    const read = readDrafts(state.scenarioId);
    // Opening here answers an outside fact (the browser's storage), read after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (read.notice) setDraftNotice({ scenario: state.scenarioId, text: read.notice });
    open();
  }, [state.scenarioId, loading.status]);

  return (
    <section aria-labelledby="editeur-outils-titre" className="space-y-3">
      <h2 id="editeur-outils-titre" className="text-xl font-semibold">
        {t.heading}
      </h2>
      <p className="text-muted">{t.intro}</p>
      <SetAsideDrafts
        scenarioId={state.scenarioId}
        notice={draftNotice?.scenario === state.scenarioId ? draftNotice.text : undefined}
      />
      {loading.status === 'closed' || loading.status === 'failed' ? (
        <Button variant="primary" onClick={open}>
          {t.open}
        </Button>
      ) : null}
      {loading.status === 'loading' ? <p role="status">{t.loading}</p> : null}
      {loading.status === 'failed' ? (
        <p role="alert" className="text-kind-error">
          {t.loadFailed({ message: loading.message })}
        </p>
      ) : null}
      {loading.status === 'ready' ? (
        <ToolWorkbench controller={controller} state={state} kit={loading.kit} />
      ) : null}
    </section>
  );
}
