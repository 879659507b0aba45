'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { exportMessages } from '@/messages/export';
import { presentationMessages } from '@/messages/presentation';
import { projectContents } from '@/lib/export/server-project';
import type { Scenario } from '@/lib/mcp/scenario';
import { exportedServerOf, serverZipFile, type DownloadFile } from '@/lib/share/downloads';
import type { ToolOverrides } from '@/lib/share/share-link';

const t = presentationMessages.panel;

/** « Emporter son serveur »: a scenario's server as a project to run, and what it carries. */
export function ServerExport({
  scenario,
  toolOverrides,
  onDownload,
}: {
  scenario: Scenario | undefined;
  toolOverrides: ToolOverrides;
  onDownload: (file: DownloadFile) => void;
}) {
  const [chosen, setChosen] = useState<string | undefined>();
  const server = exportedServerOf(scenario, chosen, toolOverrides);
  const contents = server ? projectContents(server.exported) : undefined;
  return (
    <div className="space-y-2 border-t border-border pt-4">
      <h3 className="text-lg font-semibold">{t.serverHeading}</h3>
      <p className="text-muted">{exportMessages.serverIntro}</p>
      <div className="flex flex-wrap items-end gap-3">
        {scenario && scenario.servers.length > 1 ? (
          <label className="flex flex-col gap-1">
            <span>{t.serverLabel}</span>
            <select
              className="rounded border border-border bg-surface px-2 py-1.5"
              value={server?.spec.name}
              onChange={(event) => setChosen(event.target.value)}
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
          disabled={!server}
          // The exported HTTP server accepts this site's pages (« Brancher mon serveur »).
          onClick={() =>
            server && onDownload(serverZipFile(server.exported, window.location.origin))
          }
        >
          {t.downloadServer}
        </Button>
      </div>
      {contents ? (
        <div className="grid gap-3 text-sm sm:grid-cols-2">
          <ContentList heading={exportMessages.carriedHeading} lines={contents.carried} />
          <ContentList heading={exportMessages.notCarriedHeading} lines={contents.notCarried} />
        </div>
      ) : null}
    </div>
  );
}

function ContentList({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <div>
      <h4 className="font-medium">{heading}</h4>
      <ul className="list-disc ps-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
