'use client';

import { CodeText } from '@/components/ui/code-text';
import { editorMessages } from '@/messages/editor';
import type { Diagnostic } from '@/lib/editor/diagnostic';

const t = editorMessages;
const MAX_SHOWN = 12;

const tone: Record<Diagnostic['severity'], string> = {
  error: 'text-kind-error',
  warning: 'text-kind-host',
  info: 'text-muted',
};

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text[i] === '\n') line += 1;
  return line;
}

/**
 * The editor's markers as a list, for those who do not see the squiggles (screen readers,
 * keyboard users): each remark in French with its line.
 */
export function DiagnosticList({
  label,
  text,
  diagnostics,
}: {
  label: string;
  text: string;
  diagnostics: readonly Diagnostic[];
}) {
  const order = { error: 0, warning: 1, info: 2 } as const;
  const sorted = [...diagnostics].sort(
    (a, b) => order[a.severity] - order[b.severity] || a.offset - b.offset,
  );
  return (
    <details className="text-sm" open={diagnostics.some((d) => d.severity !== 'info')}>
      <summary className="cursor-pointer">
        {t.diagnosticsHeading} ({diagnostics.length})
      </summary>
      {sorted.length === 0 ? (
        <p className="text-muted">{t.diagnosticsNone}</p>
      ) : (
        <ul aria-label={`${t.diagnosticsHeading} — ${label}`} className="mt-1 space-y-1">
          {sorted.slice(0, MAX_SHOWN).map((d, i) => (
            <li key={`${d.code}-${d.offset}-${i}`} className="break-words">
              <span className={`font-semibold ${tone[d.severity]}`}>{t.severity[d.severity]}</span>{' '}
              ({t.diagnosticLine({ line: lineOf(text, d.offset) })})&nbsp;:{' '}
              <CodeText text={d.message} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
