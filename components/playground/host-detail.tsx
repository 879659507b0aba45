'use client';

import { useMemo } from 'react';
import { playgroundMessages } from '@/messages/playground';
import { hostDataForReading } from '@/lib/playground/host-data';
import type { Choice } from '@/lib/mcp/host/chooser';
import type { Revision } from '@/lib/mcp/revisions';
import { stepKey, type HostEntry } from '@/lib/mcp/trace';
import { Explanation } from './explanation';
import { JsonTree } from './json-tree';

const t = playgroundMessages;

/** A host step: what the host decided, the stand-in model's scores when it chose a tool. */
export function HostDetail({ entry, revision }: { entry: HostEntry; revision: Revision }) {
  const readable = useMemo(() => hostDataForReading(entry), [entry]);
  return (
    <div className="space-y-3">
      <Explanation stepKey={stepKey(entry)} revision={revision} />
      {entry.action === 'choose-tool' ? <Scores choice={entry.data} /> : null}
      {entry.action === 'consent' ? <Consent consent={entry.data} /> : null}
      <h3 className="m-0 font-semibold">{t.hostData}</h3>
      <JsonTree value={readable} />
    </div>
  );
}

/** Who asked, for which server and scopes, and what the person chose on the consent page. */
function Consent({ consent }: { consent: Extract<HostEntry, { action: 'consent' }>['data'] }) {
  const scopes = (list: readonly string[]) => (list.length > 0 ? list.join(' ') : t.consent.none);
  const rows: [string, string][] = [
    [t.consent.client, consent.clientId],
    [t.consent.server, consent.resource ?? consent.server],
    [t.consent.asked, scopes(consent.scopes)],
    [t.consent.decision, consent.allow ? t.consent.allow : t.consent.deny],
    [t.consent.granted, scopes(consent.granted)],
  ];
  return (
    <section aria-label={t.consent.caption}>
      <h3 className="m-0 font-semibold">{t.consent.caption}</h3>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="m-0 font-mono break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Each tool's score against the question, and the words that earned it. */
function Scores({ choice }: { choice: Choice }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="mb-1 text-left font-semibold">
          {t.scores.caption({ question: choice.question })}
        </caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="pr-3">
              {t.scores.tool}
            </th>
            <th scope="col" className="pr-3">
              {t.scores.server}
            </th>
            <th scope="col" className="pr-3 text-right">
              {t.scores.score}
            </th>
            <th scope="col">{t.scores.matches}</th>
          </tr>
        </thead>
        <tbody>
          {choice.scores.map((score) => {
            const chosen =
              choice.chosen?.tool === score.tool && choice.chosen.server === score.server;
            return (
              <tr
                key={`${score.server}/${score.tool}`}
                className={`border-b border-border ${chosen ? 'font-bold' : ''}`}
              >
                <td className="pr-3 font-mono">
                  {score.tool}
                  {chosen ? ` (${t.scores.chosen})` : ''}
                </td>
                <td className="pr-3">{score.server}</td>
                <td className="pr-3 text-right">{score.score}</td>
                <td>
                  {score.matches.length === 0
                    ? t.scores.none
                    : score.matches
                        .map((m) =>
                          t.fieldMatch({
                            word: m.word,
                            field: t.matchFields[m.field],
                            points: m.points,
                          }),
                        )
                        .join(', ')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
