'use client';

import { memo } from 'react';
import { getScenario, scenarioEntries } from '@/content/scenarios/shipped';
import { playgroundMessages } from '@/messages/playground';
import { REVISIONS, type Revision } from '@/lib/mcp/revisions';
import { SCENARIO_GROUPS } from '@/lib/mcp/scenario-groups';
import { playsIn } from '@/lib/playground/playable-revision';

const t = playgroundMessages;

interface Props {
  scenarioId: string;
  revision: Revision;
  onScenario: (id: string) => void;
  onRevision: (revision: Revision) => void;
}

/** The scenario picker (grouped, with each one's summary) and the revision switch. */
export const ScenarioSwitch = memo(function ScenarioSwitch({
  scenarioId,
  revision,
  onScenario,
  onRevision,
}: Props) {
  const scenario = getScenario(scenarioId);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
      <div className="flex min-w-0 max-w-full items-center gap-2">
        <label htmlFor="scenario-select" className="font-semibold">
          {t.scenarioLabel}
        </label>
        <select
          id="scenario-select"
          className="min-h-11 w-64 max-w-full rounded border border-border bg-surface px-2 py-1.5"
          value={scenarioId}
          aria-describedby="scenario-summary"
          onChange={(event) => onScenario(event.target.value)}
        >
          {SCENARIO_GROUPS.map((group) => {
            const list = scenarioEntries.filter((s) => s.group === group);
            if (list.length === 0) return null;
            return (
              <optgroup key={group} label={t.scenarioGroups[group]}>
                {list.map((s) => (
                  <option key={s.id} value={s.id} title={s.summary}>
                    {s.title}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
        {/* Read by screen readers with the select; shown on hover, and in the inspector's
            first step. The workspace keeps its height for the diagram. */}
        <p id="scenario-summary" className="sr-only">
          {scenario?.summary}
        </p>
      </div>
      <fieldset className="m-0 flex min-w-0 items-center gap-2 border-0 p-0">
        <legend className="float-left mr-2 font-semibold">{t.revisionShortLabel}</legend>
        <div className="flex flex-wrap gap-1">
          {REVISIONS.map((r) => {
            const available = scenario ? playsIn(scenario, r) : true;
            return (
              <label
                key={r}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded border px-2 py-1 ${
                  r === revision
                    ? 'border-accent bg-surface-2 font-semibold'
                    : 'border-border bg-surface'
                } ${available ? '' : 'cursor-not-allowed opacity-50'}`}
                title={available ? t.revisions[r] : t.revisionUnavailable}
              >
                <input
                  type="radio"
                  name="revision"
                  value={r}
                  checked={r === revision}
                  disabled={!available}
                  onChange={() => onRevision(r)}
                />
                <span>
                  {t.revisionShort[r]}
                  <span className="sr-only"> {t.revisionHint[r]}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
});
