'use client';

import { memo, useState } from 'react';
import { reliabilityMessages } from '@/messages/reliability';
import { formatFieldPath, type PathSegment } from '@/lib/annotations/path';
import { startsCollapsed, treeChildren } from '@/lib/untrusted/tree-window';

const t = reliabilityMessages.tree;

interface Props {
  value: unknown;
  /** Field names become buttons that report the field they name (hover, focus, click). */
  onField?: (path: PathSegment[], pin: boolean) => void;
  activePath?: string;
}

/** A JSON value as an indented tree, every field name a button when annotations are on. */
export const JsonTree = memo(function JsonTree({ value, onField, activePath }: Props) {
  return (
    <div className="overflow-x-auto font-mono text-[0.95rem] leading-7">
      <Node value={value} path={[]} depth={0} onField={onField} activePath={activePath} />
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
  depth,
  onField,
  activePath,
}: {
  value: unknown;
  path: PathSegment[];
  /** Levels below the last point opened (the root, or a « Déplier » button). */
  depth: number;
  onField: Props['onField'];
  activePath: string | undefined;
}) {
  const [opened, setOpened] = useState(false);
  const children = treeChildren(value);
  if (children === undefined) return <Scalar value={value} />;
  const isArray = Array.isArray(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (children.length === 0) return <span>{`${open}${close}`}</span>;
  if (!opened && startsCollapsed(value, depth)) {
    // Deep values wait for a click: rendering thousands of levels at once froze the tab.
    return (
      <>
        <span aria-hidden="true">{open}</span>
        <button
          type="button"
          className="mx-1 rounded border border-border px-1 text-sm hover:bg-surface-2"
          onClick={() => setOpened(true)}
        >
          {t.expand({ count: children.length })}
        </button>
        <span aria-hidden="true">{close}</span>
      </>
    );
  }
  const childDepth = opened ? 1 : depth + 1;
  return (
    <>
      <span aria-hidden="true">{open}</span>
      <ul className="m-0 list-none border-l border-border pl-5">
        {children.map(([key, child]) => {
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
                  onFocus={() => onField(childPath, false)}
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
                depth={childDepth}
                onField={onField}
                activePath={activePath}
              />
            </li>
          );
        })}
      </ul>
      <span aria-hidden="true">{close}</span>
    </>
  );
}
