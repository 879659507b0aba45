'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CodeText } from '@/components/ui/code-text';
import { httpAnnotationRules } from '@/content/annotations/http-rules';
import { httpAnnotation, httpFields, urlPath, type HttpField } from '@/lib/annotations/http';
import { specUrl } from '@/lib/annotations/spec-link';
import type { Revision } from '@/lib/mcp/revisions';
import type { HttpEntry, MessageEntry } from '@/lib/mcp/trace';
import { stepLabel } from '@/lib/playground/steps';
import { playgroundMessages } from '@/messages/playground';

const t = playgroundMessages;

interface Props {
  entry: HttpEntry;
  revision: Revision;
  /** The URL of the exchange (`/token`): one header means different things at each address. */
  exchangeUrl?: string | undefined;
  /** The JSON-RPC messages this step's body carried. */
  carried: readonly MessageEntry[];
  /** Shows a step of the other layer, or of this one (the exchange's request). */
  onCross?: (step: number) => void;
  onSelect?: (step: number) => void;
}

const CAPTIONS = {
  request: t.http.fields,
  response: t.http.fieldsResponse,
  event: t.http.fieldsEvent,
  end: t.http.fieldsEnd,
} as const;

/**
 * The detail of an HTTP step, as an HTTP tool lists it: the request line or the status, each
 * header, the body or each field of an SSE event. Every line is a button: its annotation, true
 * for the revision on screen, shows below with its link to the specification.
 */
export function HttpDetail({ entry, revision, exchangeUrl, carried, onCross, onSelect }: Props) {
  const path = urlPath(exchangeUrl);
  const fields = httpFields(entry);
  // The line chosen belongs to one step: another step starts with none.
  const [chosen, setChosen] = useState<{ seq: number; target: string } | undefined>();
  const active = chosen?.seq === entry.seq ? chosen.target : undefined;
  const field = fields.find((f) => f.target === active);
  const rule = active ? httpAnnotation(httpAnnotationRules, active, revision, path) : undefined;
  const url = rule ? specUrl(rule.spec, revision) : undefined;
  const valueNote = field && rule?.values?.[JSON.stringify(field.value)];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {onCross
          ? carried.map((message) => (
              <Button key={message.seq} size="control" onClick={() => onCross(message.seq)}>
                {t.http.carried({ step: message.seq, label: stepLabel(message) })}
              </Button>
            ))
          : null}
        {onSelect && entry.part !== 'request' ? (
          <Button size="control" onClick={() => onSelect(entry.exchange)}>
            {t.http.exchange({ step: entry.exchange })}
          </Button>
        ) : null}
      </div>
      <h3 className="m-0 font-semibold">{CAPTIONS[entry.part]}</h3>
      {onCross ? <p className="m-0 text-sm text-muted">{t.http.fieldHelp}</p> : null}
      <ul className="m-0 list-none space-y-1 p-0" aria-label={CAPTIONS[entry.part]}>
        {fields.map((f, index) =>
          f.within ? null : (
            // A form may repeat a parameter: the position keeps the keys apart.
            <FieldLine
              key={`${f.target}-${index}`}
              field={f}
              active={active}
              onChoose={onCross ? (target) => setChosen({ seq: entry.seq, target }) : undefined}
              parts={partsOf(fields, index)}
            />
          ),
        )}
      </ul>
      {entry.part === 'response' && entry.stream ? (
        <p className="m-0 text-muted">{t.http.streamBody}</p>
      ) : null}
      {/* Pinned like the JSON annotation: the lines never move under the pointer. A new step
          brings a new box, not announced (the page announces the step once). */}
      <div
        key={entry.seq}
        role="region"
        aria-label={t.annotation}
        aria-live="polite"
        tabIndex={-1}
        data-annotation-panel=""
        className="sticky bottom-0 z-10 h-36 overflow-y-auto rounded border border-l-4 border-border border-l-accent bg-surface-2 p-3 shadow-[0_-4px_8px_rgba(0,0,0,0.08)] lg:h-44"
      >
        {field ? (
          rule ? (
            <>
              <p className="m-0 font-bold">
                {rule.label} <code className="font-normal">{field.name}</code>
              </p>
              <p className="m-0 mt-1">
                <CodeText text={rule.text} />
              </p>
              {valueNote ? (
                <p className="m-0 mt-1">
                  <strong>{t.annotationValue}</strong> <CodeText text={valueNote} />
                </p>
              ) : null}
              {url ? (
                <p className="m-0 mt-1">
                  <a href={url} rel="noreferrer" target="_blank">
                    {t.specLink({ label: rule.spec.label })}
                  </a>
                </p>
              ) : null}
            </>
          ) : (
            <p className="m-0">
              <code>{field.name}</code> {t.annotationMissing}
            </p>
          )
        ) : (
          <p className="m-0 text-muted">{t.http.fieldHelp}</p>
        )}
      </div>
    </div>
  );
}

/** Past this, a body is cut here: the JSON-RPC layer shows the message in full. */
const SHOWN_BODY = 600;

/** The lines read out of the line at `index`: those that follow it and name it as theirs. */
function partsOf(fields: readonly HttpField[], index: number): HttpField[] {
  const parent = fields[index];
  const parts: HttpField[] = [];
  for (const field of fields.slice(index + 1)) {
    if (field.within === undefined || field.within !== parent?.target) break;
    parts.push(field);
  }
  return parts;
}

/**
 * One line of the step (a header, the status, a field of an event…) with, nested below it as a
 * list of its own, the parameters read out of it: a screen reader says they belong to it.
 */
function FieldLine({
  field,
  active,
  onChoose,
  parts = [],
}: {
  field: HttpField;
  active: string | undefined;
  onChoose: ((target: HttpField['target']) => void) | undefined;
  parts?: readonly HttpField[];
}) {
  const body = field.target === 'body' || field.target === 'response-body';
  const value =
    body && field.value.length > SHOWN_BODY ? `${field.value.slice(0, SHOWN_BODY)}…` : field.value;
  const content = (
    <>
      <span className="shrink-0 font-semibold">{field.name}</span>
      <span className={`min-w-0 break-all ${body ? 'whitespace-pre-wrap' : ''}`}>{value}</span>
    </>
  );
  const chosen = field.target === active;
  const className = `flex w-full gap-2 rounded border px-2 py-1 text-left font-mono text-sm ${
    chosen ? 'border-accent bg-surface-2' : 'border-border'
  }`;
  return (
    <li>
      {onChoose ? (
        <button
          type="button"
          className={className}
          aria-pressed={chosen}
          data-http-field={field.target}
          onClick={() => onChoose(field.target)}
        >
          {content}
        </button>
      ) : (
        <div className={className}>{content}</div>
      )}
      {parts.length > 0 ? (
        <ul
          className="m-0 mt-1 ml-4 list-none space-y-1 border-l-2 border-border py-0 pr-0 pl-3"
          aria-label={t.http.partsOf({ name: field.name })}
          data-http-parts={field.target}
        >
          {parts.map((part, index) => (
            <FieldLine
              key={`${part.target}-${index}`}
              field={part}
              active={active}
              onChoose={onChoose}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
