/**
 * Contract pay is capped top-down: what a contract pays is no more than what its upline's own
 * pay allots it, so sub-teams betting against each other (hedged: one loses what the other wins)
 * cost the house nothing it did not win. Hand-computed through the real settlement.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { settleContracts } from '../src/modules/agent/settle.ts';
import { payTopDown } from '../src/modules/agent/settle-cap.ts';
import type { Database } from '../src/platform/db/index.ts';
import { agentContractPayments, agentContracts } from '../src/platform/db/schema.ts';
import { contract, ledgerPay, local, PP, settledAt, teamMember, tiers } from './helpers/agent-pay.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

let database: Database;
let app: App;
const system = { type: 'system' as const, id: 'test' };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

// Tuesday 10 March 2026 in Phnom Penh: it starts a day, no week or month.
const day = local(PP, 2026, 3, 10);
const noon = local(PP, 2026, 3, 10, 12);
const settleDay = async (merchantId: number, kind: 'DIVIDEND' | 'DAILY_SALARY') =>
  (await settleContracts(database.db, { id: merchantId, currency: 'USD', timezone: PP }, kind, day, system)).periods;

const paymentOf = async (contractId: number) => {
  const rows = await database.db
    .select()
    .from(agentContractPayments)
    .where(eq(agentContractPayments.contractId, contractId));
  return rows.map((p) => ({ profitLoss: p.profitLoss, gross: p.gross, passedDown: p.passedDown, amount: p.amount }));
};

/** top (no contract) > B > C, D; C > p1, D > p2; B > p3. Each agent holds `terms` of the kind from its upline. */
async function hedgedTree(kind: 'DIVIDEND' | 'DAILY_SALARY', terms: (who: 'B' | 'C' | 'D') => Record<string, unknown>) {
  const m = await createMerchant(database);
  const top = await teamMember(app, m.id, null, true);
  const b = await teamMember(app, m.id, top, true);
  const c = await teamMember(app, m.id, b, true);
  const d = await teamMember(app, m.id, b, true);
  const p1 = await teamMember(app, m.id, c);
  const p2 = await teamMember(app, m.id, d);
  const p3 = await teamMember(app, m.id, b);
  const cb = await contract(app, m.id, top, b, kind, terms('B'));
  const cc = await contract(app, m.id, b, c, kind, terms('C'));
  const cd = await contract(app, m.id, b, d, kind, terms('D'));
  return { m, top, b, c, d, p1, p2, p3, cb, cc, cd };
}

const dailyDividend = (rate: number) => ({ period: 'DAILY', ...tiers([0, 1, rate]) });

describe('hedged sub-teams', () => {
  it('cost the house nothing: C’s team loses what D’s wins, and B, C and D are paid 0 between them', async () => {
    const w = await hedgedTree('DIVIDEND', () => dailyDividend(2000));
    await settledAt(app, w.m.id, w.p1, 10_000n, 0n, noon); // banker: lost 10,000
    await settledAt(app, w.m.id, w.p2, 10_000n, 20_000n, noon); // player: won 10,000

    await settleDay(w.m.id, 'DIVIDEND');
    // C's terms on its own team would pay 2,000, but B's team came out even: B earns nothing to share.
    expect(await paymentOf(w.cc)).toEqual([{ profitLoss: -10_000n, gross: 2_000n, passedDown: 0n, amount: 0n }]);
    expect(await paymentOf(w.cb)).toEqual([{ profitLoss: 0n, gross: 0n, passedDown: 0n, amount: 0n }]);
    expect(await ledgerPay(app, [w.b, w.c, w.d])).toEqual({ n: 0, sum: '0' });
  });

  it('directly under the top agent are capped too, by the brand’s ceiling on the top agent’s whole team', async () => {
    const m = await createMerchant(database);
    const top = await teamMember(app, m.id, null, true);
    const b1 = await teamMember(app, m.id, top, true);
    const b2 = await teamMember(app, m.id, top, true);
    const p1 = await teamMember(app, m.id, b1);
    const p2 = await teamMember(app, m.id, b2);
    const c1 = await contract(app, m.id, top, b1, 'DIVIDEND', dailyDividend(2000));
    await contract(app, m.id, top, b2, 'DIVIDEND', dailyDividend(2000));
    await settledAt(app, m.id, p1, 10_000n, 0n, noon);
    await settledAt(app, m.id, p2, 10_000n, 20_000n, noon);

    await settleDay(m.id, 'DIVIDEND');
    expect(await paymentOf(c1)).toEqual([{ profitLoss: -10_000n, gross: 2_000n, passedDown: 0n, amount: 0n }]);
    expect(await ledgerPay(app, [b1, b2])).toEqual({ n: 0, sum: '0' });
  });

  it('a salary tier that asks for a team loss pays siblings no more than the upline’s tier pays it', async () => {
    // 1% of the valid bet, 3% when the team lost 10,000 or more: the same terms all the way down.
    const w = await hedgedTree('DAILY_SALARY', () => tiers([0, 1, 100], [0, 1, 300, 10_000]));
    await settledAt(app, w.m.id, w.p1, 10_000n, 0n, noon);
    await settledAt(app, w.m.id, w.p2, 10_000n, 20_000n, noon);

    await settleDay(w.m.id, 'DAILY_SALARY');
    // B's team bet 20,000 and came out even: 1% = 200, all B earns. C's terms give 3% of 10,000
    // = 300 and D's 1% = 100: 400, more than 200, so each gets half of its own.
    expect(await paymentOf(w.cc)).toEqual([{ profitLoss: -10_000n, gross: 300n, passedDown: 0n, amount: 150n }]);
    expect(await paymentOf(w.cd)).toEqual([{ profitLoss: 10_000n, gross: 100n, passedDown: 0n, amount: 50n }]);
    expect(await paymentOf(w.cb)).toEqual([{ profitLoss: 0n, gross: 200n, passedDown: 200n, amount: 0n }]);
    expect(await ledgerPay(app, [w.b, w.c, w.d])).toEqual({ n: 2, sum: '200' });
  });
});

describe('the upline’s pay shared out', () => {
  it('scales siblings whose shares add up to more than the upline earns pro rata, rounding each down', async () => {
    const w = await hedgedTree('DIVIDEND', (who) => dailyDividend(who === 'B' ? 3000 : 2000));
    await settledAt(app, w.m.id, w.p1, 35_000n, 0n, noon); // C's team: -35,000, 20% = 7,000
    await settledAt(app, w.m.id, w.p2, 20_000n, 0n, noon); // D's team: -20,000, 20% = 4,000
    await settledAt(app, w.m.id, w.p3, 5_000n, 50_000n, noon); // won 45,000 directly under B

    await settleDay(w.m.id, 'DIVIDEND');
    // B's team lost 10,000: 30% = 3,000 to share. C gets 7,000 x 3,000 / 11,000 = 1,909.09,
    // D 4,000 x 3,000 / 11,000 = 1,090.90, each rounded down; the unit left over stays with B.
    expect(await paymentOf(w.cc)).toEqual([{ profitLoss: -35_000n, gross: 7_000n, passedDown: 0n, amount: 1_909n }]);
    expect(await paymentOf(w.cd)).toEqual([{ profitLoss: -20_000n, gross: 4_000n, passedDown: 0n, amount: 1_090n }]);
    expect(await paymentOf(w.cb)).toEqual([{ profitLoss: -10_000n, gross: 3_000n, passedDown: 2_999n, amount: 1n }]);
    expect(await ledgerPay(app, [w.b, w.c, w.d])).toEqual({ n: 3, sum: '3000' });
  });

  it('leaves an ordinary tree, every team losing, paid exactly as each contract less its downlines', async () => {
    const w = await hedgedTree('DIVIDEND', (who) => dailyDividend({ B: 3000, C: 2000, D: 1000 }[who]));
    const e = await teamMember(app, w.m.id, w.c, true);
    const p4 = await teamMember(app, w.m.id, e);
    const ce = await contract(app, w.m.id, w.c, e, 'DIVIDEND', dailyDividend(1000));
    await settledAt(app, w.m.id, p4, 10_000n, 0n, noon); // E's team
    await settledAt(app, w.m.id, w.p1, 20_000n, 0n, noon); // C's, with E's
    await settledAt(app, w.m.id, w.p2, 5_000n, 0n, noon); // D's
    await settledAt(app, w.m.id, w.p3, 1_000n, 0n, noon); // B's own player

    const [daily] = await settleDay(w.m.id, 'DIVIDEND');
    // E: 10% of 10,000. C: 20% of 30,000 less E's. D: 10% of 5,000. B: 30% of 36,000 less C's and D's.
    expect(await paymentOf(ce)).toEqual([{ profitLoss: -10_000n, gross: 1_000n, passedDown: 0n, amount: 1_000n }]);
    expect(await paymentOf(w.cc)).toEqual([
      { profitLoss: -30_000n, gross: 6_000n, passedDown: 1_000n, amount: 5_000n },
    ]);
    expect(await paymentOf(w.cd)).toEqual([{ profitLoss: -5_000n, gross: 500n, passedDown: 0n, amount: 500n }]);
    expect(await paymentOf(w.cb)).toEqual([
      { profitLoss: -36_000n, gross: 10_800n, passedDown: 6_500n, amount: 4_300n },
    ]);
    expect(daily).toMatchObject({ paid: 4, amount: '10800' });
  });
});

describe('a contract that ended mid-period', () => {
  it('shares its upline’s pay over the whole period: a loss before the end that a sibling won back after earns nothing', async () => {
    const w = await hedgedTree('DIVIDEND', () => dailyDividend(2000));
    // C's contract ends at noon: it is paid on its team's bets until then, out of B's day.
    await database.db
      .update(agentContracts)
      .set({ status: 'TERMINATED', endedAt: noon })
      .where(eq(agentContracts.id, w.cc));
    await settledAt(app, w.m.id, w.p1, 10_000n, 0n, local(PP, 2026, 3, 10, 9)); // C's team loses
    await settledAt(app, w.m.id, w.p2, 10_000n, 20_000n, local(PP, 2026, 3, 10, 15)); // D's wins it back

    await settleDay(w.m.id, 'DIVIDEND');
    // Capped over the part each was in force alone, C would be paid its morning and the house
    // would have paid 2,000 on a day it came out even on: B's whole day is what there is to share.
    expect(await paymentOf(w.cc)).toEqual([{ profitLoss: -10_000n, gross: 2_000n, passedDown: 0n, amount: 0n }]);
    expect(await ledgerPay(app, [w.b, w.c, w.d])).toEqual({ n: 0, sum: '0' });
  });
});

describe('an upline whose terms changed mid-period', () => {
  it('still pays its downline the tier the whole day reaches, though neither half reaches it alone', async () => {
    // B holds 1% from 0; at noon B accepts new terms from the top (its old contract ends, the new
    // one begins). C's contract from B pays 1% from 1,000,000 valid bet; its team bets 600,000
    // before noon and 600,000 after: 1,200,000 in the day, 12,000. Priced half by half, each half
    // would fall under the threshold and C would be paid nothing for a day it earned.
    const m = await createMerchant(database);
    const top = await teamMember(app, m.id, null, true);
    const b = await teamMember(app, m.id, top, true);
    const c = await teamMember(app, m.id, b, true);
    const p = await teamMember(app, m.id, c);
    const morning = await contract(app, m.id, top, b, 'DAILY_SALARY', tiers([0, 1, 100]));
    await database.db
      .update(agentContracts)
      .set({ status: 'TERMINATED', endedAt: noon })
      .where(eq(agentContracts.id, morning));
    await contract(app, m.id, top, b, 'DAILY_SALARY', tiers([0, 1, 100]), noon);
    const cc = await contract(app, m.id, b, c, 'DAILY_SALARY', tiers([1_000_000, 1, 100]));
    await settledAt(app, m.id, p, 600_000n, 600_000n, local(PP, 2026, 3, 10, 9));
    await settledAt(app, m.id, p, 600_000n, 600_000n, local(PP, 2026, 3, 10, 15));

    await settleDay(m.id, 'DAILY_SALARY');
    expect(await paymentOf(cc)).toEqual([{ profitLoss: 0n, gross: 12_000n, passedDown: 0n, amount: 12_000n }]);
    // B earned 6,000 on each half and passed on 6,000 of each: the house paid 12,000 in all.
    expect(await ledgerPay(app, [b, c])).toEqual({ n: 1, sum: '12000' });
  });
});

describe('an upline whose own contract ended mid-period while its downlines’ ran on', () => {
  it('covers their afternoon with the brand’s ceiling on the afternoon alone, not on the whole day again', async () => {
    // Rows no API path makes (ending B's contract ends those B offered), as older data may hold:
    // C loses 1,000 in the morning and 1,000 in the afternoon, when D wins 1,000 back.
    const w = await hedgedTree('DIVIDEND', () => dailyDividend(1000));
    await database.db
      .update(agentContracts)
      .set({ status: 'TERMINATED', endedAt: noon })
      .where(eq(agentContracts.id, w.cb));
    await settledAt(app, w.m.id, w.p1, 1_000n, 0n, local(PP, 2026, 3, 10, 9));
    await settledAt(app, w.m.id, w.p1, 1_000n, 0n, local(PP, 2026, 3, 10, 15));
    await settledAt(app, w.m.id, w.p2, 1_000n, 2_000n, local(PP, 2026, 3, 10, 15));

    await settleDay(w.m.id, 'DIVIDEND');
    // The house won 1,000 in the morning and nothing after: 10%, 100, is all there is to pay. C's
    // morning half (100) comes out of B's morning contract; its afternoon half out of nothing.
    expect(await paymentOf(w.cc)).toEqual([{ profitLoss: -2_000n, gross: 200n, passedDown: 0n, amount: 100n }]);
    expect(await ledgerPay(app, [w.b, w.c, w.d])).toEqual({ n: 1, sum: '100' });
  });
});

describe('the top-down arithmetic', () => {
  const roots = new Set([-1]);
  it('caps a whole line: a capped upline shares only what it may be paid', () => {
    // Virtual root -1 earns 100; B (1) would earn 300, C (2) under B 200, D (3) under C 50.
    const gross = new Map([
      [-1, 100n],
      [1, 300n],
      [2, 200n],
      [3, 50n],
    ]);
    const claims = [
      { upline: -1, downline: 1, gross: 300n },
      { upline: 1, downline: 2, gross: 200n },
      { upline: 2, downline: 3, gross: 50n },
    ];
    const paid = payTopDown(gross, roots, claims);
    // B may be paid 100, which C's 200 exceeds: C gets all of it, and D's 50 fits in C's 100.
    expect(paid.get(1)).toEqual({ payable: 100n, passedDown: 100n, amount: 0n });
    expect(paid.get(2)).toEqual({ payable: 100n, passedDown: 50n, amount: 50n });
    expect(paid.get(3)).toEqual({ payable: 50n, passedDown: 0n, amount: 50n });
  });

  it('adds a downline’s allotments from two upline contracts, and never pays more than its own gross', () => {
    // B's terms changed mid-period: contracts 1 and 2. C (3) ran on under both.
    const gross = new Map([
      [-1, 1_000n],
      [1, 300n],
      [2, 400n],
      [3, 250n],
    ]);
    const claims = [
      { upline: -1, downline: 1, gross: 300n },
      { upline: -1, downline: 2, gross: 400n },
      { upline: 1, downline: 3, gross: 100n },
      { upline: 2, downline: 3, gross: 200n },
    ];
    const paid = payTopDown(gross, roots, claims);
    // Allotted 100 + 200 = 300, but C's terms on its whole part give 250: it is paid 250.
    expect(paid.get(3)).toEqual({ payable: 250n, passedDown: 0n, amount: 250n });
    expect(paid.get(1)).toMatchObject({ passedDown: 100n, amount: 200n });
    expect(paid.get(2)).toMatchObject({ passedDown: 200n, amount: 200n });
  });

  it('rounds every share down, so a tree never pays more than its root earns', () => {
    const gross = new Map([
      [-1, 10n],
      [1, 7n],
      [2, 7n],
      [3, 7n],
    ]);
    const claims = [1, 2, 3].map((downline) => ({ upline: -1, downline, gross: 7n }));
    const paid = payTopDown(gross, roots, claims);
    expect([1, 2, 3].map((id) => paid.get(id)?.amount)).toEqual([3n, 3n, 3n]);
    expect(paid.get(-1)).toEqual({ payable: 10n, passedDown: 9n, amount: 1n });
  });

  it('allots nothing to a contract no upline contract claims for', () => {
    expect(payTopDown(new Map([[5, 500n]]), roots, []).get(5)).toEqual({ payable: 0n, passedDown: 0n, amount: 0n });
  });
});
