'use client';

import { keepClearOfAnnotation } from './annotation-clearance';
import { memo, useMemo, useState } from 'react';
import { reliabilityMessages } from '@/messages/reliability';
import { formatFieldPath, type PathSegment } from '@/lib/annotations/path';
import {
  planTree,
  shownCount,
  TREE_PAGE,
  treeEntries,
  treeSize,
  type TreePlan,
} from '@/lib/untrusted/tree-window';

const t = reliabilityMessages.tree;

interface Props {
  value: unknown;
  /** Field names become buttons that report the field they name (hover, focus, click). */
  onField?: (path: PathSegment[], pin: boolean) => void;
  activePath?: string;
}

/** A JSON value as an indented tree, every field name a button when annotations are on. */
export const JsonTree = memo(function JsonTree({ value, onField, activePath }: Props) {
  const plan = useMemo(() => planTree(value), [value]);
  return (
    <div className="overflow-x-auto font-mono text-[0.95rem] leading-7">
      <Node value={value} path={[]} plan={plan} onField={onField} activePath={activePath} />
    </div>
  );
});

function Scalar({ value }: { value: unknown }) {
  if (typeof value === 'string')
    return <span className="break-words text-kind-result">{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span className="text-kind-request">{value}</span>;
  if (typeof value === 'boolean' || value === null)
    return <span className="text-kind-notification">{String(value)}</span>;
  return <span>{JSON.stringify(value)}</span>;
}

function Node({
  value,
  path,
  plan,
  onField,
  activePath,
}: {
  value: unknown;
  path: PathSegment[];
  /** What the last point opened (the root, or a « Déplier » button) shows of its values. */
  plan: TreePlan;
  onField: Props['onField'];
  activePath: string | undefined;
}) {
  const [opened, setOpened] = useState(false);
  const [morePages, setMorePages] = useState(0);
  // A value opened by hand gets a plan of its own: the same bounds, counted from here.
  const ownPlan = useMemo(() => (opened ? planTree(value) : undefined), [opened, value]);
  const size = treeSize(value);
  if (size === undefined) return <Scalar value={value} />;
  const isArray = Array.isArray(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (size === 0) return <span>{`${open}${close}`}</span>;
  const childPlan = ownPlan ?? plan;
  const shown = shownCount(value, childPlan, morePages);
  if (shown === 0) {
    // Deep or far values wait for a click: rendering them all at once froze the tab.
    return (
      <>
        <span aria-hidden="true">{open}</span>
        <TreeButton onClick={() => setOpened(true)}>{t.expand({ count: size })}</TreeButton>
        <span aria-hidden="true">{close}</span>
      </>
    );
  }
  const hidden = size - shown;
  return (
    <>
      <span aria-hidden="true">{open}</span>
      <ul className="m-0 list-none border-l border-border pl-5">
        {treeEntries(value, shown).map(([key, child]) => {
          const childPath = [...path, key];
          const display = typeof key === 'number' ? `[${key}]` : JSON.stringify(key);
          const id = formatFieldPath(childPath);
          const active = id === activePath;
          return (
            <li key={String(key)} className="break-words">
              {onField ? (
                <button
                  type="button"
                  className={`rounded px-0.5 text-left font-semibold underline decoration-dotted underline-offset-4 ${
                    active ? 'bg-accent text-accent-fg' : 'hover:bg-surface-2'
                  }`}
                  aria-pressed={active}
                  aria-controls="annotation-panel"
                  onFocus={(event) => {
                    onField(childPath, false);
                    keepClearOfAnnotation(event.currentTarget);
                  }}
                  onMouseEnter={() => onField(childPath, false)}
                  onClick={() => onField(childPath, true)}
                >
                  {display}
                </button>
              ) : (
                <span className="font-semibold">{display}</span>
              )}
              <span aria-hidden="true">{': '}</span>
              <Node
                value={child}
                path={childPath}
                plan={childPlan}
                onField={onField}
                activePath={activePath}
              />
            </li>
          );
        })}
        {hidden > 0 ? (
          <li>
            <TreeButton onClick={() => setMorePages((pages) => pages + 1)}>
              {t.more({ hidden, next: Math.min(hidden, TREE_PAGE) })}
            </TreeButton>
          </li>
        ) : null}
      </ul>
      <span aria-hidden="true">{close}</span>
    </>
  );
}

function TreeButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      className="mx-1 rounded border border-border px-1 text-sm hover:bg-surface-2"
      onClick={onClick}
    >
      {children}
    </button>
  );
}
