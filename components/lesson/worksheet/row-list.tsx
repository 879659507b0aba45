'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface RowListProps<T extends { id: string }> {
  legend: string;
  /** Said when the list has no row yet. */
  empty: string;
  rows: readonly T[];
  /** The add button's DOM id: focus goes back to it when a row is removed. */
  addId: string;
  addLabel: string;
  onAdd: () => void;
  /** A row's heading (inside its legend) and fields. */
  renderRow: (row: T, index: number) => { legend: ReactNode; fields: ReactNode };
  removeLabel: (row: T) => string;
  onRemove: (row: T) => void;
}

/**
 * One list of the worksheet — tools, resources or prompts: each row is its own fieldset with a
 * remove button, the list says when it is empty, and an add button closes it.
 */
export function RowList<T extends { id: string }>({
  legend,
  empty,
  rows,
  addId,
  addLabel,
  onAdd,
  renderRow,
  removeLabel,
  onRemove,
}: RowListProps<T>) {
  return (
    <fieldset className="mt-6">
      <legend className="text-lg font-semibold">{legend}</legend>
      {rows.length === 0 ? <p className="mt-1 text-sm text-muted">{empty}</p> : null}
      <ol className="mt-2 space-y-3">
        {rows.map((row, n) => {
          const { legend: rowLegend, fields } = renderRow(row, n);
          return (
            <li key={row.id} className="rounded-md border border-border bg-bg p-3">
              <fieldset className="space-y-3">
                <legend className="flex flex-wrap items-center gap-2 font-semibold">
                  {rowLegend}
                </legend>
                {fields}
                <Button variant="danger" size="compact" onClick={() => onRemove(row)}>
                  {removeLabel(row)}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button size="small" id={addId} className="mt-3" onClick={onAdd}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
