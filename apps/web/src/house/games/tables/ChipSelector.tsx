import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import { chipFace } from './spots.ts';

/** The chip a tap on the board adds; every value is within the table's limits. */
export function ChipSelector({
  chips,
  chosen,
  onChoose,
}: {
  chips: bigint[];
  chosen: bigint;
  onChoose: (chip: bigint) => void;
}) {
  const { t } = useHouseT();
  return (
    <fieldset className="tables-chips">
      <legend className="visually-hidden">{t('tables.chips')}</legend>
      {chips.map((c, i) => (
        <button
          key={c.toString()}
          type="button"
          className="tables-chip"
          data-tier={i % 4}
          data-testid={`table-chip-${c}`}
          aria-pressed={c === chosen}
          onClick={() => onChoose(c)}
        >
          <span aria-hidden="true">{chipFace(c)}</span>
          <span className="visually-hidden">{t('tables.chip', { amount: formatMinor(c) })}</span>
        </button>
      ))}
    </fieldset>
  );
}
