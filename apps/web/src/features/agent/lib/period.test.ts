import { rangeOk } from '@mekong/contracts';
import { describe, expect, it } from 'vitest';
import { daysIncluded, MAX_DAYS, periodParams, queryString, rangeProblem, spanLabel } from './period.ts';

describe('report periods', () => {
  it('sends a preset alone, or the two days', () => {
    expect(periodParams({ preset: 'lastMonth' })).toEqual({ preset: 'lastMonth' });
    expect(periodParams({ from: '2025-01-01', to: '2025-01-31' })).toEqual({ from: '2025-01-01', to: '2025-01-31' });
  });

  it('adds only the filters that have a value', () => {
    expect(queryString({ preset: 'week' }, { page: 2, size: 10, account: '', category: undefined })).toBe(
      'preset=week&page=2&size=10',
    );
    expect(queryString(null, { search: 'ab c' })).toBe('search=ab+c');
  });

  it('counts both ends, across month and leap-day boundaries', () => {
    expect(daysIncluded('2025-03-01', '2025-03-01')).toBe(1);
    expect(daysIncluded('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysIncluded('2025-03-29', '2025-03-31')).toBe(3);
    expect(daysIncluded('', '2025-03-31')).toBeNaN();
  });

  it('refuses a range the server would refuse, and accepts what it accepts', () => {
    expect(rangeProblem('', '')).toBe('missing');
    expect(rangeProblem('2025-02-02', '2025-02-01')).toBe('order');
    expect(rangeProblem('2025-01-01', '2025-04-03')).toBe(null); // 93 days
    expect(rangeProblem('2025-01-01', '2025-04-04')).toBe('tooLong'); // 94 days
    for (const [from, to] of [
      ['2025-01-01', '2025-04-03'],
      ['2025-01-01', '2025-04-04'],
      ['2025-06-10', '2025-06-10'],
    ] as const) {
      expect(rangeProblem(from, to) === null, `${from}..${to}`).toBe(rangeOk({ from, to }));
    }
    expect(MAX_DAYS).toBe(93);
  });

  it('labels one day once and a span with a dash', () => {
    expect(spanLabel('2025-05-01', '2025-05-01')).toBe('2025-05-01');
    expect(spanLabel('2025-05-01', '2025-05-31')).toBe('2025-05-01 – 2025-05-31');
  });
});
