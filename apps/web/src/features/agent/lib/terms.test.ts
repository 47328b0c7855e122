import { describe, expect, it } from 'vitest';
import { bpsPercent, buildTerms, emptyTier, rateBps, storedTiers, thresholdMinor, topRate } from './terms.ts';

describe('contract terms as typed', () => {
  it('reads thresholds in major units, zero included', () => {
    expect(thresholdMinor('0')).toBe('0');
    expect(thresholdMinor('1,000')).toBe('100000');
    expect(thresholdMinor('12.5')).toBe('1250');
    expect(thresholdMinor('-1')).toBeNull();
    expect(thresholdMinor('')).toBeNull();
  });

  it('reads a percent as basis points, within 0.01% and 100%', () => {
    expect(rateBps('1.5')).toBe(150);
    expect(rateBps('0.05')).toBe(5);
    expect(rateBps('100')).toBe(10_000);
    expect(rateBps('2%')).toBe(200);
    expect(rateBps('0')).toBeNull();
    expect(rateBps('100.01')).toBeNull();
    expect(rateBps('1.234')).toBeNull();
  });

  it('prints basis points as a short percent', () => {
    expect(bpsPercent(150)).toBe('1.5%');
    expect(bpsPercent(100)).toBe('1%');
    expect(bpsPercent(5)).toBe('0.05%');
    expect(bpsPercent(10_000)).toBe('100%');
  });

  it('builds salary terms without a period or a loss threshold', () => {
    const built = buildTerms('DAILY_SALARY', [
      { validBet: '1000', activeMembers: '3', profitLoss: '50', rate: '0.5' },
      { validBet: '5000', activeMembers: '5', profitLoss: '', rate: '1' },
    ]);
    expect(built).toEqual({
      ok: true,
      terms: {
        tiers: [
          { validBet: '100000', activeMembers: 3, rate: 50 },
          { validBet: '500000', activeMembers: 5, rate: 100 },
        ],
      },
    });
  });

  it('builds dividend terms with their period and loss threshold', () => {
    const built = buildTerms(
      'DIVIDEND',
      [{ validBet: '0', activeMembers: '1', profitLoss: '200', rate: '20' }],
      'WEEKLY',
    );
    expect(built).toEqual({
      ok: true,
      terms: { period: 'WEEKLY', tiers: [{ validBet: '0', activeMembers: 1, profitLoss: '20000', rate: 2000 }] },
    });
  });

  it('names the first field that is wrong, and refuses two tiers with the same thresholds', () => {
    expect(buildTerms('DAILY_SALARY', [{ ...emptyTier(), validBet: '10', rate: '' }])).toEqual({
      ok: false,
      problem: { tier: 0, field: 'rate' },
    });
    expect(buildTerms('DAILY_SALARY', [{ ...emptyTier(), validBet: 'x', rate: '1' }])).toEqual({
      ok: false,
      problem: { tier: 0, field: 'validBet' },
    });
    expect(buildTerms('HOURLY_SALARY', [{ ...emptyTier(), validBet: '1', activeMembers: '-2', rate: '1' }])).toEqual({
      ok: false,
      problem: { tier: 0, field: 'activeMembers' },
    });
    const same = { validBet: '10', activeMembers: '1', profitLoss: '', rate: '1' };
    expect(buildTerms('DAILY_SALARY', [same, { ...same, rate: '2' }])).toEqual({
      ok: false,
      problem: { tier: -1, field: 'duplicate' },
    });
  });

  it('reads stored terms loosely: malformed ones show no tiers', () => {
    const terms = { tiers: [{ validBet: '100', activeMembers: 0, rate: 120 }] };
    expect(storedTiers(terms)).toEqual({ period: null, tiers: terms.tiers });
    expect(storedTiers({ tiers: 'nope' })).toEqual({ period: null, tiers: [] });
    expect(topRate(terms)).toBe(120);
    expect(topRate({})).toBe(0);
  });
});
