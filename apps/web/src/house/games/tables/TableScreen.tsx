import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHouseT } from '../../i18n.ts';
import { tablesQuery } from './api.ts';
import { TablePicker } from './TablePicker.tsx';
import { TableView } from './TableView.tsx';
import './tables.css';
import './cards.css';
import './roulette.css';
import './sicbo.css';

/** The live tables (baccarat, dragon tiger, roulette, sic bo): pick a table when there are several, then play it. */
export default function TableScreen({ game }: { game: string }) {
  const { t } = useHouseT();
  const tables = useQuery(tablesQuery(game));
  const [picked, setPicked] = useState<string | null>(null);
  const list = tables.data ?? [];
  const tableId = picked ?? (list.length === 1 ? (list[0]?.id ?? null) : null);
  return (
    <div className="tables-screen" data-game={game}>
      <h1 className="tables-title">{t(`tables.game.${game}`)}</h1>
      {tables.error ? (
        <p role="alert">{tables.error.message}</p>
      ) : !tables.data ? (
        <p role="status">{t('tables.loading')}</p>
      ) : tableId ? (
        <TableView
          key={tableId}
          tableId={tableId}
          game={game}
          onBack={list.length > 1 ? () => setPicked(null) : undefined}
        />
      ) : (
        <TablePicker tables={list} onPick={setPicked} />
      )}
    </div>
  );
}
