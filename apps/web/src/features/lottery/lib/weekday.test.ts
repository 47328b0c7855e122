import { describe, expect, it } from 'vitest';
import { defaultWeekday, drawDays, filterByWeekday, hasWeekdayFilter, WEEKDAY_BUTTONS } from './weekday.ts';

// 2024-06-02 was a Sunday; local dates so getDay() sees the intended day in any time zone.
const day = (d: number) => new Date(2024, 5, d, 12, 0, 0);

describe('weekday filter', () => {
  it('shows ALL, then Monday (2) to Saturday (7), then Sunday (1)', () => {
    expect(WEEKDAY_BUTTONS).toEqual(['ALL', 2, 3, 4, 5, 6, 7, 1]);
  });

  it('defaults to weekday + 1, and maps Sunday to 7 as the spec says', () => {
    expect(defaultWeekday(day(3))).toBe(2); // Monday
    expect(defaultWeekday(day(4))).toBe(3);
    expect(defaultWeekday(day(7))).toBe(6); // Friday
    expect(defaultWeekday(day(8))).toBe(7); // Saturday
    expect(defaultWeekday(day(2))).toBe(7); // Sunday: 7, not 1
    expect(defaultWeekday(day(9))).toBe(7);
  });

  it('keeps the games drawn on the chosen day, every game for ALL', () => {
    const games = [
      { code: 'HCM', drawDayOfWeek: '2,7' },
      { code: 'DL', drawDayOfWeek: '1' },
      { code: 'TN', drawDayOfWeek: ' 5 ' },
      { code: 'BAD', drawDayOfWeek: '' },
    ];
    expect(filterByWeekday(games, 7).map((g) => g.code)).toEqual(['HCM']);
    expect(filterByWeekday(games, 1).map((g) => g.code)).toEqual(['DL']);
    expect(filterByWeekday(games, 5).map((g) => g.code)).toEqual(['TN']);
    expect(filterByWeekday(games, 3)).toEqual([]);
    expect(filterByWeekday(games, 'ALL')).toHaveLength(4);
    expect(drawDays('2, 7,x,12')).toEqual([2, 7]);
  });

  it('is offered for the central and southern regions only', () => {
    expect(hasWeekdayFilter('vietnam_central')).toBe(true);
    expect(hasWeekdayFilter('vietnam_southern')).toBe(true);
    expect(hasWeekdayFilter('vietnam_northern')).toBe(false);
    expect(hasWeekdayFilter('SSC')).toBe(false);
  });
});
