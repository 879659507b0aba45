'use client';

import { memo } from 'react';
import { formatFieldPath, type PathSegment } from '@/lib/annotations/path';

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
      <Node value={value} path={[]} onField={onField} activePath={activePath} />
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
  onField,
  activePath,
}: {
  value: unknown;
  path: PathSegment[];
  onField: Props['onField'];
  activePath: string | undefined;
}) {
  if (value === null || typeof value !== 'object') return <Scalar value={value} />;
  const isArray = Array.isArray(value);
  const children: [PathSegment, unknown][] = isArray
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (children.length === 0) return <span>{`${open}${close}`}</span>;
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
              <Node value={child} path={childPath} onField={onField} activePath={activePath} />
            </li>
          );
        })}
      </ul>
      <span aria-hidden="true">{close}</span>
    </>
  );
}
