'use client';

import { Button, buttonClasses } from '@/components/ui/button';
import { memo, useCallback } from 'react';
import { annotator, explanations } from '@/content/annotations';
import { playgroundMessages } from '@/messages/playground';
import { messageKey } from '@/lib/mcp/step-key';
import { formatFieldPath, type PathSegment } from '@/lib/annotations/path';
import { annotationRevision } from '@/lib/annotations/message-era';
import { specUrl, type SpecTopic } from '@/lib/annotations/spec-link';
import { isLegacyRevision, type Revision } from '@/lib/mcp/revisions';
import type { Choice } from '@/lib/mcp/host/chooser';
import { stepKey, type HostEntry, type MessageEntry, type TraceEntry } from '@/lib/mcp/trace';
import { summariseStep } from '@/content/annotations';
import { actorName, stepKind, stepLabel } from '@/lib/playground/steps';
import { JsonTree } from './json-tree';
import { CodeText } from '@/components/ui/code-text';

const t = playgroundMessages;

/** The field whose annotation is shown, tied to the step it belongs to. */
export interface ChosenField {
  seq: number;
  path: PathSegment[];
}

interface Props {
  entry: TraceEntry | undefined;
  partner: number | undefined;
  /** The revision of the session on screen: annotations and spec links are those of it. */
  revision: Revision;
  onSelect: (step: number) => void;
  /** Held by the page: the audience window shows the presenter's choice. */
  field: ChosenField | undefined;
  /** Absent in the audience window, where the JSON is only read. */
  onField: ((field: ChosenField) => void) | undefined;
}

/** The detail of the current step: what happens, every field of the JSON, and its annotation. */
export const Inspector = memo(function Inspector({
  entry,
  partner,
  revision,
  onSelect,
  field,
  onField,
}: Props) {
  return (
    <section
      aria-labelledby="inspector-heading"
      className="rounded border border-border bg-surface p-4"
    >
      <h2 id="inspector-heading" className="sr-only">
        {t.inspector}
      </h2>
      {entry ? (
        // Not keyed by step: the next step reuses the nodes of this one (same fields, new
        // values) instead of rebuilding the whole detail, and the live regions stay in place.
        <StepDetail
          entry={entry}
          partner={partner}
          revision={revision}
          onSelect={onSelect}
          field={field}
          onField={onField}
        />
      ) : (
        <p className="text-muted">{t.inspectorEmpty}</p>
      )}
    </section>
  );
});

function StepDetail({
  entry,
  partner,
  revision,
  onSelect,
  field,
  onField,
}: Props & { entry: TraceEntry }) {
  const legacy = isLegacyRevision(revision);
  const kind = stepKind(entry);
  const colour = kind === 'transport' ? 'var(--muted)' : `var(--kind-${kind})`;
  const phase =
    entry.phase === 'initialisation'
      ? legacy
        ? t.phasesLegacy.initialisation
        : t.phasesModern.initialisation
      : t.phases[entry.phase];
  return (
    <div className="space-y-4">
      <div>
        {/* Silent: the page announces each step once, in its own live region. */}
        <p className="text-xl font-bold">
          {t.stepHeading({ step: entry.seq, label: stepLabel(entry) })}
        </p>
        <p className="mt-1 text-lg">{summariseStep(entry)}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <dt className="text-muted">{t.kindLabel}</dt>
        <dd className="m-0 font-semibold" style={{ color: colour }}>
          {t.kindGlyph[kind]} {t.kinds[kind]}
        </dd>
        <dt className="text-muted">{t.routeLabel}</dt>
        <dd className="m-0">
          {t.fromTo({ from: actorName(entry.from), to: actorName(entry.to) })}
        </dd>
        <dt className="text-muted">{t.phaseLabel}</dt>
        <dd className="m-0">{phase}</dd>
        <dt className="text-muted">{t.layerLabel}</dt>
        <dd className="m-0">{t.layers[entry.layer]}</dd>
      </dl>
      {/* The audience window (no onField) only reads: no buttons of its own. */}
      <div className={`flex flex-wrap gap-2 ${onField ? '' : 'hidden'}`}>
        {entry.type === 'message' && entry.kind === 'request' ? (
          partner ? (
            <Button size="control" onClick={() => onSelect(partner)}>
              {t.answeredBy({ step: partner })}
            </Button>
          ) : (
            <span className="text-muted">{t.noAnswer}</span>
          )
        ) : null}
        {entry.type === 'message' &&
        (entry.kind === 'result' || entry.kind === 'error') &&
        partner ? (
          <Button size="control" onClick={() => onSelect(partner)}>
            {t.answers({ step: partner })}
          </Button>
        ) : null}
        <a
          className={buttonClasses({ size: 'control' })}
          href={`#etape-${entry.seq}`}
          // The address already carries this step; following the link would only add history.
          onClick={(event) => event.preventDefault()}
        >
          {t.permalink}
        </a>
      </div>
      {entry.type === 'message' ? (
        <MessageDetail entry={entry} revision={revision} field={field} onField={onField} />
      ) : entry.type === 'host' ? (
        <HostDetail entry={entry} revision={revision} />
      ) : (
        <div className="space-y-3">
          <Explanation stepKeyValue={stepKey(entry)} revision={revision} />
          {entry.text !== undefined ? (
            <div>
              <h3 className="font-semibold">{t.transportText}</h3>
              <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-surface-2 p-2">
                {entry.text}
              </pre>
            </div>
          ) : null}
          {entry.detail !== undefined ? (
            <div>
              <h3 className="font-semibold">{t.transportDetail}</h3>
              <pre className="overflow-x-auto whitespace-pre-wrap rounded bg-surface-2 p-2">
                {entry.detail}
              </pre>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** The link to the page of the revision on screen; none if that revision has no such page. */
function SpecLink({ topic, revision }: { topic: SpecTopic; revision: Revision }) {
  const url = specUrl(topic, revision);
  if (!url) return null;
  return (
    <a href={url} rel="noreferrer" target="_blank">
      {t.specLink({ label: topic.label })}
    </a>
  );
}

function Explanation({ stepKeyValue, revision }: { stepKeyValue: string; revision: Revision }) {
  const explanation = explanations[stepKeyValue];
  if (!explanation) return null;
  return (
    <div className="rounded border-l-4 border-kind-host bg-surface-2 p-3">
      <p className="m-0">
        <CodeText text={explanation.text} />
      </p>
      {explanation.spec ? (
        <p className="m-0 mt-2">
          <SpecLink topic={explanation.spec} revision={revision} />
        </p>
      ) : null}
    </div>
  );
}

function MessageDetail({
  entry,
  revision,
  field,
  onField,
}: {
  entry: MessageEntry;
  revision: Revision;
  field: ChosenField | undefined;
  onField: Props['onField'];
}) {
  const key = messageKey(entry.kind, entry.method);
  const seq = entry.seq;
  const choose = useCallback((path: PathSegment[]) => onField?.({ seq, path }), [onField, seq]);
  // The field shown belongs to one step: another step starts with no field chosen.
  const active = field?.seq === seq ? field.path : undefined;
  // A 2026-07-28 message written into a 2025 session (lab, terminal) is explained in its own era.
  const shownIn = annotationRevision(entry, revision);
  const annotation = active ? annotator.annotate(key, active, shownIn, entry.message) : undefined;
  const activeId = active ? formatFieldPath(active) : undefined;
  return (
    <div className="space-y-3">
      {entry.kind === 'notification' ? (
        <p className="m-0 text-muted">
          <CodeText text={t.notificationNoId} />
        </p>
      ) : null}
      <h3 className="m-0 font-semibold">{t.json}</h3>
      {onField ? <p className="m-0 text-sm text-muted">{t.jsonHelp}</p> : null}
      <JsonTree
        value={entry.message}
        onField={onField ? choose : undefined}
        activePath={activeId}
      />
      {/* A reserved place of fixed height, under the JSON and pinned to the bottom of the
          inspector while it scrolls: whatever the annotation says, the JSON never moves under
          the pointer. A long annotation scrolls inside. */}
      <div
        id="annotation-panel"
        role="region"
        aria-label={t.annotation}
        aria-live="polite"
        tabIndex={-1}
        data-annotation-panel=""
        className="sticky bottom-0 z-10 h-36 overflow-y-auto rounded border border-l-4 border-border border-l-accent bg-surface-2 p-3 shadow-[0_-4px_8px_rgba(0,0,0,0.08)] lg:h-44"
      >
        {active ? (
          annotation ? (
            <>
              <p className="m-0 font-bold">
                {annotation.rule.label} <code className="font-normal">{activeId}</code>
              </p>
              {shownIn !== revision ? (
                <p className="m-0 mt-1 text-muted">{t.annotationEra({ revision: shownIn })}</p>
              ) : null}
              <p className="m-0 mt-1">
                <CodeText text={annotation.rule.text} />
              </p>
              {annotation.valueNote ? (
                <p className="m-0 mt-1">
                  <strong>{t.annotationValue}</strong> <CodeText text={annotation.valueNote} />
                </p>
              ) : null}
              {annotation.rule.revision ? (
                <p className="m-0 mt-1">
                  <strong>{t.annotationRevision}</strong>{' '}
                  <CodeText text={annotation.rule.revision} />
                </p>
              ) : null}
              <p className="m-0 mt-1">
                <SpecLink topic={annotation.rule.spec} revision={shownIn} />
              </p>
            </>
          ) : (
            <p className="m-0">
              <code>{activeId}</code> {t.annotationMissing}
            </p>
          )
        ) : (
          <p className="m-0 text-muted">{t.annotationEmpty}</p>
        )}
      </div>
      {entry.line !== undefined ? (
        <div>
          <h3 className="font-semibold">{t.wireLine}</h3>
          <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-surface-2 p-2 text-sm">
            {entry.line}
          </pre>
        </div>
      ) : null}
    </div>
  );
}

function HostDetail({ entry, revision }: { entry: HostEntry; revision: Revision }) {
  return (
    <div className="space-y-3">
      <Explanation stepKeyValue={stepKey(entry)} revision={revision} />
      {entry.action === 'choose-tool' ? <Scores choice={entry.data} /> : null}
      <h3 className="m-0 font-semibold">{t.hostData}</h3>
      <JsonTree value={entry.data} />
    </div>
  );
}

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
