'use client';

import { statusLine } from '@/lib/mcp/http/status';
import { lazy, memo, Suspense } from 'react';
import { summariseStep } from '@/content/annotations/runtime';
import { Button, buttonClasses } from '@/components/ui/button';
import { playgroundMessages } from '@/messages/playground';
import { hashOf } from '@/lib/address/format';
import { isLegacyRevision, type Revision } from '@/lib/mcp/revisions';
import type { MessageEntry, TraceEntry } from '@/lib/mcp/trace';
import { actorName, phaseName, stepKind, stepLabel } from '@/lib/playground/steps';
import { HostDetail } from './host-detail';
import { MessageDetail, type ChosenField } from './message-detail';
import { TransportDetail } from './transport-detail';

export type { ChosenField } from './message-detail';

const t = playgroundMessages;

/**
 * The HTTP detail comes with the HTTP layer's annotations: a first view on the default link
 * carries neither. Its fields show only once their annotations are there, never without them.
 */
const loadHttpDetail = () => import('./http-detail');
const HttpDetail = lazy(() => loadHttpDetail().then((m) => ({ default: m.HttpDetail })));

/** Starts loading the HTTP detail as soon as a trace has an HTTP layer to show. */
export function preloadHttpDetail(): void {
  void loadHttpDetail();
}

interface Props {
  entry: TraceEntry | undefined;
  partner: number | undefined;
  /** On an HTTP link: the messages an HTTP step carried, or the HTTP step that carried a message. */
  carried?: readonly MessageEntry[];
  carrier?: TraceEntry | undefined;
  /** A request without a JSON-RPC answer whose HTTP exchange was refused (401, 403…). */
  refusal?: { step: number; status: number } | undefined;
  /** On an HTTP step: the address of its exchange's request. */
  exchangeUrl?: string | undefined;
  /** Shows a step of the other layer (absent in the audience window). */
  onCross?: (step: number) => void;
  /** The revision of the session on screen: annotations and spec links are those of it. */
  revision: Revision;
  onSelect: (step: number) => void;
  /** Held by the page: the audience window shows the presenter's choice. */
  field: ChosenField | undefined;
  /** Absent in the audience window, where the JSON is only read. */
  onField: ((field: ChosenField) => void) | undefined;
}

/** The detail of the current step: what happens, every field of the JSON, and its annotation. */
export const Inspector = memo(function Inspector(props: Props) {
  return (
    <section
      aria-labelledby="inspector-heading"
      data-inspector=""
      className="rounded border border-border bg-surface p-4"
    >
      <h2 id="inspector-heading" className="sr-only">
        {t.inspector}
      </h2>
      {props.entry ? (
        // Not keyed by step: the next step reuses the nodes of this one (same fields, new
        // values) instead of rebuilding the whole detail, and the live regions stay in place.
        <StepDetail {...props} entry={props.entry} />
      ) : (
        <p className="text-muted">{t.inspectorEmpty}</p>
      )}
    </section>
  );
});

function StepDetail({
  entry,
  partner,
  carried = [],
  carrier,
  refusal,
  exchangeUrl,
  onCross,
  revision,
  onSelect,
  field,
  onField,
}: Props & { entry: TraceEntry }) {
  const kind = stepKind(entry);
  const colour = kind === 'transport' ? 'var(--muted)' : `var(--kind-${kind})`;
  return (
    <div className="space-y-4">
      <div>
        {/* Silent: the page announces each step once, in its own live region. */}
        <p className="text-xl font-bold">
          {t.stepHeading({ step: entry.seq, label: stepLabel(entry) })}
        </p>
        <p className="mt-1 text-lg">{summariseStep(entry, carried)}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <dt className="text-muted">{t.kindLabel}</dt>
        <dd className="m-0 font-semibold" style={{ color: colour }}>
          {t.kindGlyph[kind]} {entry.type === 'http' ? t.http[entry.part] : t.kinds[kind]}
        </dd>
        <dt className="text-muted">{t.routeLabel}</dt>
        <dd className="m-0">
          {t.fromTo({ from: actorName(entry.from), to: actorName(entry.to) })}
        </dd>
        <dt className="text-muted">{t.phaseLabel}</dt>
        <dd className="m-0">{phaseName(entry.phase, isLegacyRevision(revision))}</dd>
        <dt className="text-muted">{t.layerLabel}</dt>
        <dd className="m-0">{entry.type === 'host' ? t.hostLayer : t.layers[entry.layer]}</dd>
      </dl>
      {/* The audience window (no onField) only reads: no buttons of its own. */}
      {onField ? (
        <div className="flex flex-wrap gap-2">
          <PairButton entry={entry} partner={partner} refusal={refusal} onSelect={onSelect} />
          {entry.type === 'message' && carrier && onCross ? (
            <Button size="control" onClick={() => onCross(carrier.seq)}>
              {t.http.carrier({ step: carrier.seq, label: stepLabel(carrier) })}
            </Button>
          ) : null}
          <a
            className={buttonClasses({ size: 'control' })}
            href={hashOf(entry.seq)}
            // The address already carries this step; following the link would only add history.
            onClick={(event) => event.preventDefault()}
          >
            {t.permalink}
          </a>
        </div>
      ) : null}
      {entry.type === 'message' ? (
        <MessageDetail entry={entry} revision={revision} field={field} onField={onField} />
      ) : entry.type === 'host' ? (
        <HostDetail entry={entry} revision={revision} />
      ) : entry.type === 'http' ? (
        <Suspense
          fallback={
            <p role="status" className="text-muted">
              {t.httpDetailLoading}
            </p>
          }
        >
          <HttpDetail
            entry={entry}
            revision={revision}
            exchangeUrl={exchangeUrl}
            carried={carried}
            onCross={onField ? onCross : undefined}
            onSelect={onField ? onSelect : undefined}
          />
        </Suspense>
      ) : (
        <TransportDetail entry={entry} revision={revision} />
      )}
    </div>
  );
}

/** A request's way to its answer, an answer's way back to its request. */
function PairButton({
  entry,
  partner,
  refusal,
  onSelect,
}: Pick<Props, 'partner' | 'onSelect' | 'refusal'> & { entry: TraceEntry }) {
  if (entry.type !== 'message' || entry.kind === 'notification') return null;
  if (entry.kind === 'request' && !partner && refusal) {
    // Answered all the same: by the HTTP status of the exchange that carried it (a 401…).
    return (
      <Button size="control" onClick={() => onSelect(refusal.step)}>
        {t.answeredByHttp({ step: refusal.step, status: statusLine(refusal.status) })}
      </Button>
    );
  }
  if (entry.kind === 'request' && !partner) {
    const open = entry.method === 'subscriptions/listen';
    return <span className="text-muted">{open ? t.streamOpen : t.noAnswer}</span>;
  }
  if (!partner) return null;
  return (
    <Button size="control" onClick={() => onSelect(partner)}>
      {entry.kind === 'request' ? t.answeredBy({ step: partner }) : t.answers({ step: partner })}
    </Button>
  );
}
