'use client';

import { useCallback, useId, useMemo, useState, type ChangeEvent } from 'react';
import type { ImportPort, PanelProps } from '@/lib/playground/ports';
import { getScenario } from '@/content/scenarios/shipped';
import { presentationMessages } from '@/messages/presentation';
import {
  readTraceUpload,
  traceJsonFile,
  traceMarkdownFile,
  type DownloadFile,
} from '@/lib/share/downloads';
import { shareLinkOf } from '@/lib/share/share-link';
import { Button } from '@/components/ui/button';
import { downloadFile } from './download';
import { ServerExport } from './server-export';
import { useCopyShortcut } from './use-copy-shortcut';

const t = presentationMessages.panel;

/** What the panel last said; an import's notice only stands while the imported trace is shown. */
interface Notice {
  text: string;
  error: boolean;
  whileImported?: boolean;
}

const offer = (file: DownloadFile) => downloadFile(file.name, file.content, file.type);

/** Share link, trace export and import, and « Emporter son serveur ». */
export function SharePanel({ controller, state }: PanelProps<ImportPort>) {
  const inputId = useId();
  const [notice, setNotice] = useState<Notice | undefined>();
  const scenario = getScenario(state.scenarioId);
  const { scenarioId, revision, step, toolOverrides, layer } = state;
  const overHttp = state.session?.link === 'http';

  const link = useMemo(
    () =>
      typeof window === 'undefined'
        ? ''
        : shareLinkOf(window.location.origin, {
            scenarioId,
            revision,
            step,
            toolOverrides,
            overHttp,
            layer,
          }),
    [scenarioId, revision, step, toolOverrides, overHttp, layer],
  );
  const recorded = { ...state, overHttp };

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNotice({ text: t.copied, error: false });
    } catch {
      setNotice({ text: t.copyFailed, error: true });
    }
  }, [link]);
  useCopyShortcut(copy);

  const importTrace = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice({ text: t.importing, error: false });
    const read = await readTraceUpload(file);
    if (!read.ok) {
      setNotice({ text: read.error, error: true });
      return;
    }
    controller.showImported(read.imported, read.entries);
    const text = t.imported({ count: read.entries.length });
    setNotice({ text, error: false, whileImported: true });
  };

  const ready = state.status === 'ready' && state.entries.length > 0;

  return (
    <section aria-labelledby={`${inputId}-titre`} className="space-y-4">
      <h2 id={`${inputId}-titre`} className="text-xl font-semibold">
        {t.heading}
      </h2>
      <p className="text-muted">{t.intro}</p>

      <div className="space-y-2">
        <label htmlFor={inputId} className="block font-medium">
          {t.shareLabel}
        </label>
        <input
          id={inputId}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="w-full rounded border border-border bg-surface px-2 py-1.5 font-mono text-sm"
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="primary" onClick={() => void copy()}>
            {t.copy}
          </Button>
          {/* A keyboard shortcut means nothing on a touch screen without a keyboard. */}
          <span className="text-sm text-muted pointer-coarse:hidden">{t.copyHint}</span>
        </div>
      </div>

      <div className="flex flex-wrap gap-3">
        <Button disabled={!ready} onClick={() => offer(traceJsonFile(recorded, scenario))}>
          {t.exportJson}
        </Button>
        <Button disabled={!ready} onClick={() => offer(traceMarkdownFile(recorded, scenario))}>
          {t.exportMarkdown}
        </Button>
        <label className="cursor-pointer rounded border border-border px-3 py-1.5 focus-within:outline focus-within:outline-2">
          {t.importLabel}
          <input
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(e) => void importTrace(e)}
          />
        </label>
      </div>
      {!ready ? <p className="text-sm text-muted">{t.notReady}</p> : null}

      {notice && (!notice.whileImported || state.imported) ? (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={notice.error ? 'text-kind-error' : undefined}
        >
          {notice.text}
        </p>
      ) : null}

      <ServerExport scenario={scenario} toolOverrides={toolOverrides} onDownload={offer} />
    </section>
  );
}
