import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Column<Row> = { key: string; header: string; cell: (row: Row) => ReactNode };

/**
 * A short list the server sends whole (the 360's latest twenty of each kind, a queue's newest
 * two hundred, the staff): a TanStack table like the paged ones, without paging or sorting.
 */
export function SimpleTable<Row>({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const defs = useMemo<ColumnDef<Row, unknown>[]>(
    () => columns.map((c) => ({ id: c.key, header: c.header, cell: ({ row }) => c.cell(row.original) })),
    [columns],
  );
  const table = useReactTable({ data: rows, columns: defs, getCoreRowModel: getCoreRowModel() });
  return (
    <div className="table-wrap">
      <table className="data-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="empty">
                {t('common.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
