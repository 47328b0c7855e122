import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultWeekday, WEEKDAY_BUTTONS, type WeekdayChoice } from '../lib/weekday.ts';
import { ChipGroup } from './ChipGroup.tsx';

/** The filter's state, starting on today by the spec's rule. */
export const useWeekday = () => useState<WeekdayChoice>(() => defaultWeekday(new Date()));

type WeekdayFilterProps = {
  value: WeekdayChoice;
  onChange: (day: WeekdayChoice) => void;
  /** The region it filters, for the group's accessible name. */
  region: string;
  testIdPrefix: string;
};

/** ALL, Monday ... Saturday, Sunday: toggle buttons, one pressed. */
export function WeekdayFilter({ value, onChange, region, testIdPrefix }: WeekdayFilterProps) {
  const { t } = useTranslation();
  return (
    <ChipGroup className="weekday-filter" label={t('lottery.weekday.label', { region })}>
      {WEEKDAY_BUTTONS.map((day) => (
        <button
          key={day}
          type="button"
          className="chip"
          aria-pressed={value === day}
          onClick={() => onChange(day)}
          data-testid={`${testIdPrefix}-${day}`}
          title={t(`lottery.weekday.long.${day}`)}
        >
          {t(`lottery.weekday.short.${day}`)}
        </button>
      ))}
    </ChipGroup>
  );
}
