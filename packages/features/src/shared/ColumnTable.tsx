import type { ReactNode } from 'react';

/** Props of {@link ColumnTable}. */
export interface ColumnTableProps<R> {
  /** The table's class (e.g. the detail pages' `table` style). */
  className: string;
  /** The table's `<caption>` element (a note above it), if any. */
  caption?: ReactNode;
  /** The column headings, in order (each a `th scope="col"`). */
  columns: readonly string[];
  rows: readonly R[];
  /** A row's React key (unique in `rows`). */
  rowKey: (row: R) => string | number;
  /** A row's cells, one per column, in the order of `columns`. */
  cells: (row: R) => readonly ReactNode[];
  /** Shown instead of the table when `rows` is empty, e.g. the 'No services listed' note. @default the empty table */
  empty?: ReactNode;
}

/**
 * A table with a header row of column headings and one row of cells per item (the services of a
 * provider or station page, a listing's fitment; spec §2 detail pages), or `empty` when there are no
 * items.
 */
export function ColumnTable<R>({
  className,
  caption,
  columns,
  rows,
  rowKey,
  cells,
  empty,
}: ColumnTableProps<R>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <table className={className}>
      {caption}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {cells(row).map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the column index is the cell's identity
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
