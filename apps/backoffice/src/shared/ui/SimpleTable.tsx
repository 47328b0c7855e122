import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Column<Row> = { key: string; header: string; cell: (row: Row) => ReactNode };

/** A short, unpaged list (the player 360's latest twenty of each kind). */
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
  return (
    <div className="table-wrap">
      <table className="data-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a read-only list keep their order
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.key}>{c.cell(row)}</td>
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
