'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { lessonsMessages } from '@/messages/lessons';
import {
  toolsNeedingApproval,
  toToolDefinitions,
  worksheetPlaygroundHref,
} from '@/lib/lessons/worksheet';
import { issueLines } from '@/lib/lessons/worksheet-issues';
import { RichText } from '../rich-text';
import type { WorksheetForm } from './use-worksheet-form';

const t = lessonsMessages.worksheet;

/**
 * « Ce que votre fiche devient »: the count of primitives, the tools a human should approve,
 * the points to fix (each a button to its field), the link that tries the tools in the
 * playground once nothing is left to fix, and the definitions as `tools/list` would return them.
 */
export function WorksheetResult({ form }: { form: WorksheetForm }) {
  const { ws, issues } = form;
  const r = t.result;
  const lines = useMemo(() => issueLines(ws, issues), [ws, issues]);
  const approvals = toolsNeedingApproval(ws).map((tool) => tool.name || t.tools.untitled);
  const definitions = toToolDefinitions(ws);
  return (
    <section aria-labelledby="fiche-resultat" className="mt-8 border-t-2 border-border pt-4">
      <h3 id="fiche-resultat" className="text-xl font-semibold">
        {r.heading}
      </h3>
      <p className="mt-1">{r.summary(ws.tools.length, ws.resources.length, ws.prompts.length)}</p>

      <h4 className="mt-4 font-semibold">{r.approvalHeading}</h4>
      {approvals.length === 0 ? (
        <p className="text-sm text-muted">{r.approvalNone}</p>
      ) : (
        <ul className="list-disc pl-6 text-sm">
          {approvals.map((name, i) => (
            <li key={i}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4" aria-live="polite">
        {lines.length > 0 ? (
          <div className="rounded-md border-l-4 border-kind-error bg-surface-2 px-3 py-2">
            <p className="font-semibold">{r.issuesHeading(lines.length)}</p>
            <ul className="mt-1 space-y-1 text-sm">
              {lines.map((line) => (
                <li key={line.key}>
                  <button
                    type="button"
                    className="font-medium text-accent underline underline-offset-2"
                    onClick={() => form.showIssue(line.key)}
                  >
                    {line.field}
                  </button>
                  {'\u00A0: '}
                  <RichText text={line.message} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {ws.tools.length === 0 ? (
          <p className="text-sm text-muted">{r.tryNoTool}</p>
        ) : lines.length > 0 ? (
          <p className="mt-2 text-sm text-muted">{r.tryDisabled}</p>
        ) : (
          <p className="mt-2">
            <Link
              href={worksheetPlaygroundHref(ws)}
              className="inline-block rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg no-underline hover:opacity-90"
            >
              <span className="text-accent-fg">{r.tryLink}</span>
            </Link>
            <span className="mt-1 block text-sm text-muted">{r.tryHint}</span>
          </p>
        )}
      </div>

      <h4 className="mt-5 font-semibold">
        <RichText text={r.definitionsHeading} />
      </h4>
      {definitions.length === 0 ? (
        <p className="text-sm text-muted">{r.definitionsEmpty}</p>
      ) : (
        <pre
          tabIndex={0}
          aria-label={r.definitionsHeading.replaceAll('`', '')}
          className="mt-2 max-h-96 overflow-auto rounded-md border border-border bg-surface-2 p-3 text-sm"
        >
          <code>{JSON.stringify(definitions, null, 2)}</code>
        </pre>
      )}
    </section>
  );
}
