import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { combinePositions } from '../lib/parse-numbers.ts';
import { DIGITS } from '../lib/picker.ts';
import { PickButtons, toggled } from './PickButtons.tsx';

type PositionPickerProps = { digits: number; onPicks: (picks: string[]) => void };

/** One row of digits per position; the picks are every number made of one chosen digit per row. */
export function PositionPicker({ digits, onPicks }: PositionPickerProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<string[][]>(() => Array.from({ length: digits }, () => []));
  const toggle = (row: number, digit: string) => {
    const next = rows.map((r, i) => (i === row ? toggled(r, digit) : r));
    setRows(next);
    onPicks(combinePositions(next));
  };
  return (
    <div className="position-picker">
      {rows.map((selected, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are the fixed positions of the number
        <div key={row} className="position-row">
          <span className="position-label" aria-hidden="true">
            {t('lottery.pick.position', { n: row + 1 })}
          </span>
          <PickButtons
            values={DIGITS}
            selected={selected}
            onToggle={(d) => toggle(row, d)}
            label={t('lottery.pick.position', { n: row + 1 })}
            layout="digits"
            testIdPrefix={`pick-pos${row + 1}`}
          />
        </div>
      ))}
    </div>
  );
}
