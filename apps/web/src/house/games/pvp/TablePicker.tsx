import { useEffect, useState } from 'react';
import { formatMinor } from '../../../shared/lib/money.ts';
import { houseApi } from '../../api.ts';
import { useHouseT } from '../../i18n.ts';
import { useGameWindow } from '../../window.tsx';
import { PVP_TEXTS } from './texts.ts';
import type { PvpTableSummary } from './types.ts';

/** The tables this window can play: wallet-money tables for a real window, demo tables for a trial. */
export function TablePicker({ onPick }: { onPick: (id: string) => void }) {
  const { t } = useHouseT(PVP_TEXTS);
  const w = useGameWindow();
  const [tables, setTables] = useState<PvpTableSummary[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    houseApi<PvpTableSummary[]>('/pvp/tables').then(setTables, setError);
  }, []);
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
