import { describe, expect, it } from 'vitest';
import { groupBy, sumOf } from './breakdown.ts';
import { addDays, presetRange, rangeSchema, todayIn } from './range.ts';

describe('report ranges', () => {
  it('count days in the brand time zone, not the browser one', () => {
    const evening = new Date('2025-03-01T18:30:00Z');
    expect(todayIn('Asia/Phnom_Penh', evening)).toBe('2025-03-02');
    expect(todayIn('America/New_York', evening)).toBe('2025-03-01');
  });
  it('move by calendar days across months, years and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(presetRange('week', '2025-01-03')).toEqual({ from: '2024-12-28', to: '2025-01-03' });
  });
  it('refuse what the server refuses, with its keys', () => {
    const problem = (from: string, to: string) => rangeSchema.safeParse({ from, to }).error?.issues[0]?.message;
    expect(problem('2025-01-02', '2025-01-01')).toBe('report.range.order');
    expect(problem('2025-01-01', '2025-04-04')).toBe('report.range.long');
    expect(problem('2025-01-01', '2025-04-03')).toBeUndefined();
    expect(problem('', '2025-01-01')).toBe('report.day.format');
  });
});

describe('report breakdowns', () => {
  it('sum bets by category and by vendor in whole minor units', () => {
    const rows = [
      { category: 'RNG', vendorCode: 'HOUSE', stakes: '9007199254740993', payouts: '1', ggr: '9007199254740992' },
      { category: 'LIVE', vendorCode: 'HOUSE', stakes: '100', payouts: '250', ggr: '-150' },
      { category: 'LOTT', vendorCode: '', stakes: '50', payouts: '0', ggr: '50' },
    ];
    const vendors = groupBy(rows, 'vendorCode');
    expect(vendors).toEqual([
      { key: '', stakes: '50', payouts: '0', ggr: '50' },
      { key: 'HOUSE', stakes: '9007199254741093', payouts: '251', ggr: '9007199254740842' },
    ]);
    expect(groupBy(rows, 'category').map((c) => c.key)).toEqual(['LIVE', 'LOTT', 'RNG']);
    expect(sumOf(vendors)).toEqual({ stakes: '9007199254741143', payouts: '251', ggr: '9007199254740892' });
  });
});
