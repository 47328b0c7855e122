import type { PlayTypeView } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { playName } from '../lib/play-text.ts';

type PlayTypePickerProps = { playTypes: PlayTypeView[]; value: string; onChange: (code: string) => void };

/** The play types of the game as toggle buttons, one pressed; names translated for every code. */
export function PlayTypePicker({ playTypes, value, onChange }: PlayTypePickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="play-types" data-testid="play-types">
      <legend>{t('lottery.pick.playType')}</legend>
      {playTypes.map((p) => (
        <button
          key={p.code}
          type="button"
          className="chip"
          aria-pressed={value === p.code}
          onClick={() => onChange(p.code)}
          data-testid={`play-type-${p.code}`}
        >
          {playName(t, p.code)}
        </button>
      ))}
    </fieldset>
  );
}
