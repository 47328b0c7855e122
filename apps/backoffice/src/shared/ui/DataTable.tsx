import { type ColumnDef, flexRender, getCoreRowModel, type SortingState, useReactTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

type Props<Row> = {
  label: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  sort?: { id: string; desc: boolean } | undefined;
  onSort?: (sort: { id: string; desc: boolean }) => void;
  onRowOpen?: (row: Row) => void;
  loading?: boolean;
  testId?: string;
};

/** A table whose paging and sorting happen on the server; the caller keeps both in the address. */
export function DataTable<Row>(props: Props<Row>) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  const sorting: SortingState = props.sort ? [props.sort] : [];
  const table = useReactTable({
    data: props.rows,
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    pageCount: pages,
    state: { sorting, pagination: { pageIndex: props.page - 1, pageSize: props.size } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first && props.onSort) props.onSort({ id: first.id, desc: first.desc });
    },
    enableSortingRemoval: false,
  });
  return (
    <div className="table-wrap">
      <table className="data-table" data-testid={props.testId} aria-busy={props.loading}>
        <caption className="sr-only">{props.label}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() && props.onSort ? (
                      <button type="button" className="sort" onClick={header.column.getToggleSortingHandler()}>
                        {content}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={props.onRowOpen ? 'clickable' : undefined}
              onClick={props.onRowOpen ? () => props.onRowOpen?.(row.original) : undefined}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {props.rows.length === 0 && (
            <tr>
              <td colSpan={props.columns.length} className="empty">
                {props.loading ? t('common.loading') : t('common.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <nav className="pager" aria-label={t('common.pages')}>
        <button type="button" className="btn" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
          {t('common.previous')}
        </button>
        <span aria-live="polite">{t('common.pageOf', { page: props.page, pages, total: props.total })}</span>
        <button
          type="button"
          className="btn"
          disabled={props.page >= pages}
          onClick={() => props.onPage(props.page + 1)}
        >
          {t('common.next')}
        </button>
      </nav>
    </div>
  );
}
