import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StakeUnit } from '../lib/stake.ts';

type SlipSettingsProps = {
  multiplierText: string;
  onMultiplier: (text: string) => void;
  multiplierValid: boolean;
  unit: StakeUnit;
  onUnit: (unit: StakeUnit) => void;
  /** The e-lottery's YUAN/JIAO choice; the VN lottery always bets whole points. */
  showUnit: boolean;
};

/** What applies to every line of the slip: the multiplier and, for the e-lottery, the stake unit. */
export function SlipSettings({
  multiplierText,
  onMultiplier,
  multiplierValid,
  unit,
  onUnit,
  showUnit,
}: SlipSettingsProps) {
  const { t } = useTranslation();
  const multiplierId = useId();
  const unitId = useId();
  return (
    <div className="slip-settings">
      <div className="field">
        <label htmlFor={multiplierId}>{t('lottery.slip.multiplier')}</label>
        <input
          id={multiplierId}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          value={multiplierText}
          onChange={(e) => onMultiplier(e.target.value)}
          aria-invalid={!multiplierValid}
          data-testid="slip-multiplier"
        />
      </div>
      {showUnit && (
        <div className="field">
          <label htmlFor={unitId}>{t('lottery.slip.unit')}</label>
          <select
            id={unitId}
            value={unit}
            onChange={(e) => onUnit(e.target.value as StakeUnit)}
            data-testid="slip-unit"
          >
            <option value="YUAN">{t('lottery.unit.YUAN')}</option>
            <option value="JIAO">{t('lottery.unit.JIAO')}</option>
          </select>
        </div>
      )}
    </div>
  );
}
