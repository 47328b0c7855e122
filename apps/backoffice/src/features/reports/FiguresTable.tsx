import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type FigureColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The totals line's cell; a table with no footer on any column has no totals line. */
  footer?: ReactNode;
  /** Figures are right-aligned, so their digits line up. */
  numeric?: boolean;
};

type Props<Row> = {
  caption: string;
  columns: FigureColumn<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  testId: string;
  loading?: boolean;
};

/**
 * A report's figures as a TanStack table: one line per day (or category, or vendor), the first
 * cell a row header, and a totals line in the footer. Each cell carries `data-col`, so a test or
 * a screen reader's table navigation finds a figure by its column.
 */
export function FiguresTable<Row>({ caption, columns, rows, rowId, testId, loading }: Props<Row>) {
  const { t } = useTranslation();
  const defs = useMemo<ColumnDef<Row, unknown>[]>(
    () =>
      columns.map((c) => ({
        id: c.key,
        header: c.header,
        cell: ({ row }) => c.cell(row.original),
        footer: () => c.footer,
      })),
    [columns],
  );
  const table = useReactTable({ data: rows, columns: defs, getCoreRowModel: getCoreRowModel(), getRowId: rowId });
  const hasFooter = columns.some((c) => c.footer !== undefined);
  const numeric = (id: string) => (columns.find((c) => c.key === id)?.numeric ? 'num' : undefined);
  return (
    <div className="table-wrap">
      <table className="data-table figures" data-testid={testId} aria-busy={loading}>
        <caption>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={numeric(header.id)}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid={`${testId}-row`} data-row={row.id}>
              {row.getVisibleCells().map((cell, i) => {
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                return i === 0 ? (
                  <th key={cell.id} scope="row" data-col={cell.column.id}>
                    {content}
                  </th>
                ) : (
                  <td key={cell.id} className={numeric(cell.column.id)} data-col={cell.column.id}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="empty">
                {loading ? t('common.loading') : t('common.empty')}
              </td>
            </tr>
          )}
        </tbody>
        {hasFooter && rows.length > 0 && (
          <tfoot>
            {table
              .getFooterGroups()
              .slice(0, 1)
              .map((group) => (
                <tr key={group.id} data-testid={`${testId}-totals`}>
                  {group.headers.map((header, i) => {
                    const content = flexRender(header.column.columnDef.footer, header.getContext());
                    return i === 0 ? (
                      <th key={header.id} scope="row" data-col={header.id}>
                        {content}
                      </th>
                    ) : (
                      <td key={header.id} className={numeric(header.id)} data-col={header.id}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
          </tfoot>
        )}
      </table>
    </div>
  );
}
