import { describe, expect, it } from 'vitest';
import { bpsToPercent, percentToBps } from './percent.ts';

describe('a channel fee typed as a percentage', () => {
  it.each([
    ['0', 0],
    ['1', 100],
    ['1.5', 150],
    ['0.29', 29],
    ['0.05', 5],
    [' 20 ', 2000],
    ['20.01', 2001],
    ['100', 10000],
  ])('%s%% is %i basis points', (typed, bps) => {
    expect(percentToBps(typed)).toBe(bps);
  });

  it.each(['', 'abc', '1.234', '-1', '+1', '1,5', '.5', '5.', '1e2', '1 5', '1000'])(
    '%s is not a percentage',
    (typed) => {
      expect(percentToBps(typed)).toBeNull();
    },
  );

  it('basis points show as the shortest exact percentage, and read back the same', () => {
    expect([0, 5, 29, 50, 100, 125, 2000].map(bpsToPercent)).toEqual(['0', '0.05', '0.29', '0.5', '1', '1.25', '20']);
    for (const bps of [0, 1, 9, 10, 99, 101, 1999, 2000]) expect(percentToBps(bpsToPercent(bps))).toBe(bps);
  });
});

describe('typed rates', () => {
  it.each([
    ['3', 300],
    ['3.5', 350],
    ['0.29', 29],
    ['0.05', 5],
    ['0', 0],
    ['100', 10_000],
    [' 50 ', 5000],
    // Past 100%: given back for the schema to refuse with its range, not taken for another number.
    ['150', 15_000],
  ])('%s%% is %i basis points', (typed, bps) => {
    expect(percentToBps(typed)).toBe(bps);
  });

  it.each(['', 'abc', '-1', '+1', '1.234', '1,5', '.5', '5.', '1e2', '3 %', '٣'])('%s is not a rate', (typed) => {
    expect(percentToBps(typed)).toBeNull();
  });

  it('basis points start an input as a plain percentage, and come back the same', () => {
    expect([0, 5, 29, 100, 150, 300, 5000, 10_000].map(bpsToPercent)).toEqual([
      '0',
      '0.05',
      '0.29',
      '1',
      '1.5',
      '3',
      '50',
      '100',
    ]);
    for (const bps of [0, 1, 29, 99, 101, 4321, 9999, 10_000]) expect(percentToBps(bpsToPercent(bps))).toBe(bps);
  });
});
