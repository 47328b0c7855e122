import { useState } from 'react';
import { useHouseT } from '../../i18n.ts';
import { TablePicker } from './TablePicker.tsx';
import { TableView } from './TableView.tsx';
import './pvp.css';

/** Bull-bull: pick a table, sit, and play hands against the other players seated there. */
export default function PvpScreen(_props: { game: string }) {
  const { t } = useHouseT();
  const [tableId, setTableId] = useState<string | null>(null);
  return (
    <div className="pvp-screen">
      <h1 className="visually-hidden">{t('pvp.title')}</h1>
      {tableId ? <TableView tableId={tableId} onBack={() => setTableId(null)} /> : <TablePicker onPick={setTableId} />}
    </div>
  );
}
