import { describe, expect, it } from 'vitest';
import { isWholeStake, lineStake, lineUnits, MULTIPLIER, POINTS, picksProblem, slipTotal, wholeIn } from './stake.ts';

describe('slip stake maths', () => {
  it('counts one bet per pick for single types and one per line for group types', () => {
    expect(lineUnits(1, 3)).toBe(3); // bao lo 05 15 25: three bets
    expect(lineUnits(3, 3)).toBe(1); // xien 3: one bet
    expect(lineUnits(2, 2)).toBe(1); // da
    expect(lineUnits(5, 5)).toBe(1); // 11X5 any 5
  });

  it('prices units x points x multiplier x price per point, a tenth of it in JIAO', () => {
    const base = { units: 3, points: 10, multiplier: 2, pricePerPoint: '2300', unit: 'YUAN' as const };
    expect(lineStake(base)).toBe(138_000n); // 3 x 10 x 2 x 23.00
    expect(lineStake({ ...base, unit: 'JIAO' })).toBe(13_800n);
    // Big figures stay exact (no floating point).
    expect(lineStake({ units: 100, points: 100_000, multiplier: 1000, pricePerPoint: '99999999', unit: 'YUAN' })).toBe(
      999_999_990_000_000_000n,
    );
  });

  it('tells when a JIAO stake would not be whole minor units', () => {
    const line = { units: 1, points: 1, multiplier: 1, pricePerPoint: '105', unit: 'JIAO' as const };
    expect(isWholeStake(line)).toBe(false);
    expect(isWholeStake({ ...line, points: 10 })).toBe(true);
    expect(isWholeStake({ ...line, unit: 'YUAN' })).toBe(true);
  });

  it('sums the lines', () => {
    expect(slipTotal([])).toBe(0n);
    expect(slipTotal([100n, 250n, 1n])).toBe(351n);
  });

  it('needs a pick, at most 100, and exactly `group` picks for a group type', () => {
    expect(picksProblem(1, [])).toBe('EMPTY');
    expect(picksProblem(1, ['05', '15'])).toBeNull();
    expect(picksProblem(2, ['05'])).toBe('GROUP');
    expect(picksProblem(2, ['05', '15', '25'])).toBe('GROUP');
    expect(picksProblem(2, ['05', '15'])).toBeNull();
    expect(
      picksProblem(
        1,
        Array.from({ length: 101 }, (_, i) => String(i)),
      ),
    ).toBe('TOO_MANY');
  });

  it('reads points and multiplier as whole numbers within bounds', () => {
    expect(wholeIn('10', POINTS)).toBe(10);
    expect(wholeIn(' 1000 ', MULTIPLIER)).toBe(1000);
    for (const bad of ['', '0', '1001', '1.5', '-1', 'x', '1e3']) expect(wholeIn(bad, MULTIPLIER), bad).toBeNull();
  });
});
