'use client';

import { memo } from 'react';
import type { Scenario } from '@/lib/mcp/scenario';
import { playgroundMessages } from '@/messages/playground';

const t = playgroundMessages.transport;

interface Props {
  scenario: Scenario | undefined;
  /** Whether the session on screen runs over Streamable HTTP. */
  overHttp: boolean;
  /** Messages travel as lines of text (the terminal asked for it, or the scenario does). */
  framed: boolean;
  onChange: (overHttp: boolean) => void;
}

/**
 * The link the clients use, beside the revision: the scenario's own (in memory, or lines of
 * text as on stdio) or Streamable HTTP. A scenario about stdio, or an HTTP lab, has one only.
 */
export const TransportSwitch = memo(function TransportSwitch({
  scenario,
  overHttp,
  framed,
  onChange,
}: Props) {
  const only = scenario?.httpLink === 'only';
  const never = scenario?.httpLink === 'no';
  const note = only ? t.httpOnly : never ? t.noHttp : t.help;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor="transport-select" className="font-semibold">
        {t.label}
      </label>
      <select
        id="transport-select"
        className="min-h-11 rounded border border-border bg-surface px-2 py-1.5"
        value={overHttp || only ? 'http' : 'own'}
        disabled={only || never}
        aria-describedby="transport-note"
        onChange={(event) => onChange(event.target.value === 'http')}
      >
        {only ? null : (
          <option value="own">{framed || scenario?.framed ? t.stdio : t.memory}</option>
        )}
        {never ? null : <option value="http">{t.http}</option>}
      </select>
      <p id="transport-note" className="sr-only">
        {note}
      </p>
    </div>
  );
});
