import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';

/** Confirm places every pending chip in one go; Clear takes them back; Rebet repeats the last bets. */
export function BetControls({
  total,
  open,
  busy,
  canRebet,
  onConfirm,
  onClear,
  onRebet,
}: {
  total: bigint;
  open: boolean;
  busy: boolean;
  canRebet: boolean;
  onConfirm: () => void;
  onClear: () => void;
  onRebet: () => void;
}) {
  const { t } = useHouseT();
  return (
    <div className="tables-controls">
      <button type="button" className="btn" data-testid="table-clear" disabled={total === 0n || busy} onClick={onClear}>
        {t('tables.clear')}
      </button>
      <button
        type="button"
        className="btn"
        data-testid="table-rebet"
        disabled={!open || !canRebet || busy}
        onClick={onRebet}
      >
        {t('tables.rebet')}
      </button>
      <button
        type="button"
        className="btn btn-primary tables-confirm"
        data-testid="table-confirm"
        disabled={!open || total === 0n || busy}
        onClick={onConfirm}
      >
        {total > 0n ? t('tables.confirm', { amount: formatMinor(total) }) : t('tables.confirmEmpty')}
      </button>
    </div>
  );
}
