import { useHouseT } from '../../i18n.ts';
import { tableNumber } from './texts.ts';
import type { TableSummary } from './types.ts';

/** The game's tables, when there is more than one to choose from. */
export function TablePicker({ tables, onPick }: { tables: TableSummary[]; onPick: (id: string) => void }) {
  const { t } = useHouseT();
  return (
    <section className="tables-picker" aria-labelledby="tables-pick-title">
      <h2 id="tables-pick-title">{t('tables.pickTable')}</h2>
      {tables.length === 0 && <p>{t('tables.noTables')}</p>}
      <ul>
        {tables.map((x) => (
          <li key={x.id}>
            <button
              type="button"
              className="btn tables-pick"
              data-testid={`table-pick-${x.id}`}
              onClick={() => onPick(x.id)}
            >
              {t('tables.tableName', { n: tableNumber(x.id) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
