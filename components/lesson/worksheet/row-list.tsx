'use client';

import type { ReactNode } from 'react';
import type { Worksheet } from '@/lib/lessons/worksheet';
import type { WorksheetList } from '@/lib/lessons/worksheet-edits';
import { Button } from '@/components/ui/button';
import { ADD_ID, type WorksheetForm } from './use-worksheet-form';

type Row<L extends WorksheetList> = Worksheet[L][number];

interface RowListProps<L extends WorksheetList> {
  form: WorksheetForm;
  list: L;
  /** The list's legend, what it says when it has no row yet, and its add button. */
  labels: { legend: string; empty: string; add: string };
  /** A row's heading (inside its legend) and fields. */
  renderRow: (row: Row<L>, index: number) => { legend: ReactNode; fields: ReactNode };
  removeLabel: (row: Row<L>) => string;
}

/**
 * One list of the worksheet — tools, resources or prompts: each row is its own fieldset with a
 * remove button, the list says when it is empty, and an add button closes it (focus goes back
 * to it when a row is removed).
 */
export function RowList<L extends WorksheetList>({
  form,
  list,
  labels,
  renderRow,
  removeLabel,
}: RowListProps<L>) {
  const rows = form.ws[list] as readonly Row<L>[];
  return (
    <fieldset className="mt-6">
      <legend className="text-lg font-semibold">{labels.legend}</legend>
      {rows.length === 0 ? <p className="mt-1 text-sm text-muted">{labels.empty}</p> : null}
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
                <Button
                  variant="danger"
                  size="compact"
                  onClick={() => form.removeRow(list, row.id)}
                >
                  {removeLabel(row)}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button size="small" id={ADD_ID[list]} className="mt-3" onClick={() => form.addRow(list)}>
        {labels.add}
      </Button>
    </fieldset>
  );
}
