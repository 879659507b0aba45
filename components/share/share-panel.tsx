'use client';

import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import type { ImportPort, PanelProps } from '@/lib/playground/ports';
import { getScenario } from '@/content/scenarios';
import { presentationMessages } from '@/messages/presentation';
import { exportMessages } from '@/messages/export';
import {
  buildServerProject,
  exportedServerFrom,
  projectContents,
  projectName,
} from '@/lib/export/server-project';
import { buildTraceFile, readTraceFile, traceToMarkdown } from '@/lib/export/trace-file';
import { checkFileSize } from '@/lib/untrusted/json-limits';
import { zipProject } from '@/lib/export/zip';
import { shareUrl, type ShareState } from '@/lib/share/share-state';
import { downloadFile } from './download';
import { Button } from '@/components/ui/button';
import { ownsKey } from '@/components/ui/owns-key';

const t = presentationMessages.panel;

/** Share link, trace export and import, and « Emporter son serveur ». */
export function SharePanel({ controller, state }: PanelProps<ImportPort>) {
  const inputId = useId();
  const [notice, setNotice] = useState<
    { text: string; error: boolean; whileImported?: boolean } | undefined
  >();
  const scenario = getScenario(state.scenarioId);
  const [serverName, setServerName] = useState<string | undefined>();
  const server = scenario?.servers.find((s) => s.name === serverName) ?? scenario?.servers[0];
  const exported =
    scenario && server
      ? exportedServerFrom(scenario, server, state.toolOverrides[server.name])
      : undefined;
  const contents = exported ? projectContents(exported) : undefined;

  const link = useMemo(() => {
    if (typeof window === 'undefined') return '';
    const shared: ShareState = {
      v: 1,
      scenario: state.scenarioId,
      version: state.revision,
      step: state.step,
      ...(Object.keys(state.toolOverrides).length > 0 && { tools: { ...state.toolOverrides } }),
    };
    try {
      return shareUrl(window.location.origin, shared);
    } catch {
      return '';
    }
  }, [state.scenarioId, state.revision, state.step, state.toolOverrides]);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNotice({ text: t.copied, error: false });
    } catch {
      setNotice({ text: t.copyFailed, error: true });
    }
  }, [link]);

  // Ctrl+S (⌘+S) copies the link, unless the focused element answers that chord itself.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
      if (event.defaultPrevented || ownsKey(event)) return;
      event.preventDefault();
      void copy();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [copy]);

  const definitions = () =>
    Object.fromEntries(
      (scenario?.servers ?? []).map((s) => [
        s.name,
        (state.toolOverrides[s.name] ?? s.tools).map((tool) => tool.definition),
      ]),
    );

  const traceFile = () =>
    buildTraceFile({
      scenario: state.scenarioId,
      revision: state.revision,
      definitions: definitions(),
      entries: state.entries,
    });

  const base = `atelier-mcp-${state.scenarioId}-${state.revision}`;

  const importTrace = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Checked before reading: a 600 MB file froze the tab for 13 s, then was called « pas du JSON ».
    const size = checkFileSize(file.size, 'trace');
    if (!size.ok) {
      setNotice({ text: size.message, error: true });
      return;
    }
    setNotice({ text: t.importing, error: false });
    const read = readTraceFile(await file.text());
    if (!read.ok) {
      setNotice({ text: read.error, error: true });
      return;
    }
    controller.showImported(
      {
        scenario: read.file.scenario,
        revision: read.file.revision,
        date: read.file.date,
        sdkVersion: read.file.sdkVersion,
      },
      read.entries,
    );
    setNotice({
      text: t.imported({ count: read.entries.length }),
      error: false,
      whileImported: true,
    });
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
          <span className="text-sm text-muted">{t.copyHint}</span>
        </div>
      </div>

      <div className="flex flex-wrap gap-3">
        <Button
          disabled={!ready}
          onClick={() =>
            downloadFile(
              `${base}.json`,
              `${JSON.stringify(traceFile(), null, 2)}\n`,
              'application/json',
            )
          }
        >
          {t.exportJson}
        </Button>
        <Button
          disabled={!ready}
          onClick={() =>
            downloadFile(
              `${base}.md`,
              traceToMarkdown(traceFile(), scenario?.title ?? state.scenarioId),
              'text/markdown',
            )
          }
        >
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

      <div className="space-y-2 border-t border-border pt-4">
        <h3 className="text-lg font-semibold">{t.serverHeading}</h3>
        <p className="text-muted">{exportMessages.serverIntro}</p>
        <div className="flex flex-wrap items-end gap-3">
          {scenario && scenario.servers.length > 1 ? (
            <label className="flex flex-col gap-1">
              <span>{t.serverLabel}</span>
              <select
                className="rounded border border-border bg-surface px-2 py-1.5"
                value={server?.name}
                onChange={(event) => setServerName(event.target.value)}
              >
                {scenario.servers.map((s) => (
                  <option key={s.name} value={s.name}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <Button
            disabled={!exported}
            onClick={() => {
              if (!exported) return;
              const folder = projectName(exported);
              // The exported HTTP server accepts this site's pages (« Brancher mon serveur »).
              const files = buildServerProject(exported, {
                allowedOrigins: [window.location.origin],
              });
              downloadFile(`${folder}.zip`, zipProject(folder, files), 'application/zip');
            }}
          >
            {t.downloadServer}
          </Button>
        </div>
        {contents ? (
          <div className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <h4 className="font-medium">{exportMessages.carriedHeading}</h4>
              <ul className="list-disc ps-5">
                {contents.carried.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="font-medium">{exportMessages.notCarriedHeading}</h4>
              <ul className="list-disc ps-5">
                {contents.notCarried.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
