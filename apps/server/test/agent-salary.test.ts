import { describe, expect, it } from 'vitest';
import { grossPay, reachedTier, salaryDue } from '../src/modules/agent/salary.ts';

const tiers = {
  tiers: [
    { validBet: '1000000', activeMembers: 5, rate: 50 },
    { validBet: '5000000', activeMembers: 10, rate: 80 },
    { validBet: '20000000', activeMembers: 20, rate: 120 },
  ],
};
const day = (validBet: bigint, activeMembers: number, profitLoss = 0n) => ({ validBet, activeMembers, profitLoss });

describe('the salary formula', () => {
  it('picks the best tier whose every threshold the period meets', () => {
    expect(reachedTier(tiers, day(999_999n, 50))).toBeNull();
    expect(reachedTier(tiers, day(1_000_000n, 5))?.rate).toBe(50);
    // Valid bet for the top tier but active members for the middle one only.
    expect(reachedTier(tiers, day(30_000_000n, 12))?.rate).toBe(80);
    expect(reachedTier(tiers, day(30_000_000n, 20))?.rate).toBe(120);
    // Tiers need not be listed in order.
    expect(reachedTier({ tiers: [...tiers.tiers].reverse() }, day(6_000_000n, 10))?.rate).toBe(80);
  });

  it('pays rate basis points of the valid bet, rounded down to the minor unit', () => {
    expect(grossPay('SALARY', tiers, day(1_234_567n, 5)).amount).toBe(6_172n); // 0.5% of 12,345.67 = 61.72835
    expect(grossPay('SALARY', tiers, day(10n, 0)).amount).toBe(0n);
  });

  it('shares a dividend of the team’s loss only, and only past a tier’s loss threshold', () => {
    const dividend = { tiers: [{ validBet: '0', activeMembers: 0, profitLoss: '100000', rate: 3000 }] };
    expect(grossPay('DIVIDEND', dividend, day(5_000_000n, 3, -250_000n)).amount).toBe(75_000n);
    expect(grossPay('DIVIDEND', dividend, day(5_000_000n, 3, -99_999n)).amount).toBe(0n);
    expect(grossPay('DIVIDEND', dividend, day(5_000_000n, 3, 400_000n)).amount).toBe(0n);
  });

  it('takes what the agent’s downlines are paid out of the agent’s own salary', () => {
    const team = day(30_000_000n, 25); // the agent's whole team: 1.2%
    const subA = { terms: { tiers: [{ validBet: '0', activeMembers: 0, rate: 80 }] }, team: day(10_000_000n, 8) };
    const subB = { terms: { tiers: [{ validBet: '0', activeMembers: 0, rate: 50 }] }, team: day(4_000_000n, 3) };
    const due = salaryDue('SALARY', { terms: tiers, team }, [subA, subB]);
    expect(due).toMatchObject({ gross: 360_000n, passedOn: 80_000n + 20_000n, amount: 260_000n });
    expect(due.tier?.rate).toBe(120);
    // Below every tier the agent earns nothing and is never charged for the downlines.
    expect(salaryDue('SALARY', { terms: tiers, team: day(900_000n, 2) }, [subA]).amount).toBe(0n);
  });
});
