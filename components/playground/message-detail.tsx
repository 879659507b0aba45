'use client';

import { useCallback } from 'react';
import { annotator } from '@/content/annotations/runtime';
import { playgroundMessages } from '@/messages/playground';
import { annotationRevision } from '@/lib/annotations/message-era';
import { formatFieldPath, type PathSegment } from '@/lib/annotations/path';
import type { Revision } from '@/lib/mcp/revisions';
import { messageKey } from '@/lib/mcp/step-key';
import type { MessageEntry } from '@/lib/mcp/trace';
import { CodeText } from '@/components/ui/code-text';
import { SpecLink } from './explanation';
import { JsonTree } from './json-tree';
import { TextBlock } from './text-block';

const t = playgroundMessages;

/** The field whose annotation is shown, tied to the step it belongs to. */
export interface ChosenField {
  seq: number;
  path: PathSegment[];
}

interface Props {
  entry: MessageEntry;
  revision: Revision;
  field: ChosenField | undefined;
  /** Absent in the audience window, where the JSON is only read. */
  onField: ((field: ChosenField) => void) | undefined;
}

/** A JSON-RPC message: every field of its JSON, and the annotation of the field chosen. */
export function MessageDetail({ entry, revision, field, onField }: Props) {
  const seq = entry.seq;
  const choose = useCallback((path: PathSegment[]) => onField?.({ seq, path }), [onField, seq]);
  // The field shown belongs to one step: another step starts with no field chosen.
  const active = field?.seq === seq ? field.path : undefined;
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
        // A new step brings a new box, which is not announced (the page announces the step once);
        // a field chosen within the step changes this one, which is.
        key={entry.seq}
        id="annotation-panel"
        role="region"
        aria-label={t.annotation}
        aria-live="polite"
        tabIndex={-1}
        data-annotation-panel=""
        className="sticky bottom-0 z-10 h-36 overflow-y-auto rounded border border-l-4 border-border border-l-accent bg-surface-2 p-3 shadow-[0_-4px_8px_rgba(0,0,0,0.08)] lg:h-44"
      >
        {active ? (
          <FieldAnnotation entry={entry} revision={revision} path={active} />
        ) : (
          <p className="m-0 text-muted">{t.annotationEmpty}</p>
        )}
      </div>
      {entry.line !== undefined ? (
        <TextBlock title={t.wireLine} text={entry.line} breakAnywhere small />
      ) : null}
    </div>
  );
}

/** What a field means in the revision on screen, what its value says, and its spec page. */
function FieldAnnotation({
  entry,
  revision,
  path,
}: {
  entry: MessageEntry;
  revision: Revision;
  path: PathSegment[];
}) {
  const key = messageKey(entry.kind, entry.method);
  // A 2026-07-28 message written into a 2025 session (lab, terminal) is explained in its own era.
  const shownIn = annotationRevision(entry, revision);
  const annotation = annotator.annotate(key, path, shownIn, entry.message);
  const id = formatFieldPath(path);
  if (!annotation) {
    return (
      <p className="m-0">
        <code>{id}</code> {t.annotationMissing}
      </p>
    );
  }
  return (
    <>
      <p className="m-0 font-bold">
        {annotation.rule.label} <code className="font-normal">{id}</code>
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
          <strong>{t.annotationRevision}</strong> <CodeText text={annotation.rule.revision} />
        </p>
      ) : null}
      <p className="m-0 mt-1">
        <SpecLink topic={annotation.rule.spec} revision={shownIn} />
      </p>
    </>
  );
}
