import type { ReactNode } from 'react';

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names the row: rendered as a row header, for screen readers. */
  rowHeader?: boolean;
  align?: 'left' | 'right';
  className?: string;
}

interface DataTableProps<T> {
  /** Names the scrollable region (it takes focus so the keyboard can scroll it). */
  label: string;
  caption: ReactNode;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowClassName?: (row: T) => string;
}

/** A compact, horizontally scrollable table with a caption, headers and row headers. */
export function DataTable<T>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
}: DataTableProps<T>) {
  const alignClass = (column: Column<T>) => (column.align === 'right' ? 'text-right' : 'text-left');
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full border-collapse text-sm">
        <caption className="text-left text-muted">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            {columns.map((column, i) => (
              <th key={i} scope="col" className={`p-1 ${alignClass(column)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={`border-b border-border align-top ${rowClassName?.(row) ?? ''}`}
            >
              {columns.map((column, i) => {
                const className = `p-1 ${alignClass(column)} ${column.className ?? ''}`;
                return column.rowHeader ? (
                  <th key={i} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={i} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
