import { useQuery } from '@tanstack/react-query';
import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import { useGameWindow } from '../../window.tsx';
import { pvpTablesQuery } from './api.ts';

/** The tables this window can play: wallet-money tables for a real window, demo tables for a trial. */
export function TablePicker({ onPick }: { onPick: (id: string) => void }) {
  const { t } = useHouseT();
  const w = useGameWindow();
  const { data: tables, error } = useQuery(pvpTablesQuery());
  if (error) return <p role="alert">{error.message}</p>;
  if (!tables) return <p role="status">{t('pvp.live')}</p>;
  const mine = tables.filter((x) => x.mode === w.state.mode);
  return (
    <section className="pvp-picker" aria-labelledby="pvp-pick-title">
      <h2 id="pvp-pick-title">{t('pvp.pickTable')}</h2>
      {mine.length === 0 && <p>{t('pvp.noTables')}</p>}
      <ul>
        {mine.map((x) => (
          <li key={x.id}>
            <button
              type="button"
              className="btn pvp-pick"
              data-testid={`pvp-table-${x.id}`}
              onClick={() => onPick(x.id)}
            >
              <strong>{t('pvp.tableName', { id: x.id })}</strong>
              <span>{t('pvp.ante', { amount: formatMinor(x.ante) })}</span>
              <span>{t('pvp.seated', { count: x.seated, seats: x.seats })}</span>
              {x.mode === 'FREE' && <span className="house-badge">{t('pvp.demoTable')}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
