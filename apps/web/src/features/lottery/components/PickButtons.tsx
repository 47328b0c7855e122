import { useTranslation } from 'react-i18next';
import { pickLabel } from '../lib/play-text.ts';
import { ChipGroup } from './ChipGroup.tsx';

type PickButtonsProps = {
  values: readonly string[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  label: string;
  /** Grid layout: 'digits' (0-9), 'grid100' (ten by ten), 'range', 'choices'. */
  layout: string;
  testIdPrefix?: string;
};

/** A group of toggle buttons, one per possible pick. */
export function PickButtons({ values, selected, onToggle, label, layout, testIdPrefix = 'pick' }: PickButtonsProps) {
  const { t } = useTranslation();
  return (
    <ChipGroup className={`pick-grid pick-${layout}`} label={label}>
      {values.map((v) => (
        <button
          key={v}
          type="button"
          className="pick"
          aria-pressed={selected.includes(v)}
          onClick={() => onToggle(v)}
          data-testid={`${testIdPrefix}-${v}`}
        >
          {pickLabel(t, v)}
        </button>
      ))}
    </ChipGroup>
  );
}

export const toggled = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
