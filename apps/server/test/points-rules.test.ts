import { describe, expect, it } from 'vitest';
import { conversionAmount, convertStep, pointsForBet } from '../src/modules/points/rules.ts';

const rules = { betUnit: 10_000n, pointsPerUnit: 1n, convertPoints: 100n, convertAmount: 100n, minConvert: 10n };

describe('points from a valid bet', () => {
  it('earns pointsPerUnit for every whole betUnit of the valid stake (1 point per 100.00)', () => {
    expect(pointsForBet(10_000n, rules)).toBe(1n);
    expect(pointsForBet(25_050n, rules)).toBe(2n);
    expect(pointsForBet(9_999n, rules)).toBe(0n);
    expect(pointsForBet(1_000_000n, { betUnit: 100n, pointsPerUnit: 3n })).toBe(30_000n);
  });

  it('earns nothing for a void bet or rules without a unit', () => {
    expect(pointsForBet(0n, rules)).toBe(0n);
    expect(pointsForBet(-500n, rules)).toBe(0n);
    expect(pointsForBet(50_000n, { betUnit: 0n, pointsPerUnit: 1n })).toBe(0n);
  });
});

describe('points to balance', () => {
  it('converts at the ratio and refuses below the minimum', () => {
    expect(conversionAmount(250n, rules)).toBe(250n);
    expect(conversionAmount(10n, { ...rules, convertPoints: 10n, convertAmount: 25n })).toBe(25n);
    expect(() => conversionAmount(9n, rules)).toThrow(expect.objectContaining({ code: 'points.convert.below.min' }));
  });

  it('never rounds a cent away: only whole steps of the ratio convert', () => {
    const r = { ...rules, convertPoints: 1_000n, convertAmount: 100n };
    expect(convertStep(r)).toBe(10n);
    expect(conversionAmount(1_230n, r)).toBe(123n);
    expect(() => conversionAmount(1_235n, r)).toThrow(expect.objectContaining({ code: 'points.convert.step' }));
  });
});
