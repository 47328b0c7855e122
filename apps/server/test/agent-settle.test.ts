import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { settleContracts } from '../src/modules/agent/settle.ts';
import { settleDue } from '../src/modules/agent/settle-jobs.ts';
import type { Database } from '../src/platform/db/index.ts';
import { agentContractPayments, agentContracts, agentSettlementRuns, merchants } from '../src/platform/db/schema.ts';
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

/**
 * top (agent, no contract) > B (agent) > C (agent) > p2, p3; B > p1; top > q1 (outside B's team).
 * B holds a contract of the kind from top, C one from B.
 */
async function world(merchantId: number) {
  const top = await teamMember(app, merchantId, null, true);
  const b = await teamMember(app, merchantId, top, true);
  const c = await teamMember(app, merchantId, b, true);
  const p1 = await teamMember(app, merchantId, b);
  const p2 = await teamMember(app, merchantId, c);
  const p3 = await teamMember(app, merchantId, c);
  const q1 = await teamMember(app, merchantId, top);
  return { top, b, c, p1, p2, p3, q1 };
}

const paymentsOf = async (contractId: number) =>
  (
    await database.db
      .select()
      .from(agentContractPayments)
      .where(eq(agentContractPayments.contractId, contractId))
      .orderBy(agentContractPayments.periodStart)
  ).map((p) => ({
    periodStart: p.periodStart.toISOString(),
    validBet: p.validBet,
    profitLoss: p.profitLoss,
    activeMembers: p.activeMembers,
    rate: p.rate,
    gross: p.gross,
    passedDown: p.passedDown,
    amount: p.amount,
  }));
const settle = (merchantId: number, kind: Parameters<typeof settleContracts>[2], start: Date, timezone = PP) =>
  settleContracts(database.db, { id: merchantId, currency: 'USD', timezone }, kind, start, system);

describe('daily salary', () => {
  it('pays each contract on its team’s settled bets of the local day, less the downline’s share (hand-computed)', async () => {
    // A merchant per test: settlement counts every contract of the merchant.
    const m = await createMerchant(database);
    const w = await world(m.id);
    const bTerms = tiers([0, 1, 100], [100_000, 3, 200]);
    const cb = await contract(app, m.id, w.top, w.b, 'DAILY_SALARY', bTerms);
    const cc = await contract(app, m.id, w.b, w.c, 'DAILY_SALARY', tiers([0, 1, 50]));
    // Day D is 10 March 2026 in Phnom Penh.
    await settledAt(app, m.id, w.p1, 43_000n, 0n, local(PP, 2026, 3, 10, 23, 59)); // D, its last minute
    await settledAt(app, m.id, w.p2, 30_000n, 50_000n, local(PP, 2026, 3, 10, 12));
    await settledAt(app, m.id, w.p3, 20_000n, 0n, local(PP, 2026, 3, 10)); // D, its first instant
    await settledAt(app, m.id, w.p3, 10_000n, 0n, local(PP, 2026, 3, 11, 0, 1)); // D+1, 00:01
    await settledAt(app, m.id, w.p1, 5_000n, 0n, local(PP, 2026, 3, 10, 0, 0, 0, -1)); // D-1, 23:59:59.999
    await settledAt(app, m.id, w.c, 7_000n, 0n, local(PP, 2026, 3, 10, 12)); // C counts in B's team, not C's own
    await settledAt(app, m.id, w.q1, 99_000n, 0n, local(PP, 2026, 3, 10, 12)); // outside B's team

    const d = await settle(m.id, 'DAILY_SALARY', local(PP, 2026, 3, 10));
    expect(d.periods).toEqual([
      {
        periodType: 'DAY',
        periodStart: '2026-03-09T17:00:00.000Z',
        periodEnd: '2026-03-10T17:00:00.000Z',
        contracts: 2,
        paid: 2,
        amount: '2000',
        alreadyPaid: 0,
      },
    ]);
    await settle(m.id, 'DAILY_SALARY', local(PP, 2026, 3, 11));
    await settle(m.id, 'DAILY_SALARY', local(PP, 2026, 3, 9));
    // B's team {C, p1, p2, p3} on D: valid 100,000 reaches tier 2 (200 bp) = 2,000, less C's 250.
    // D+1: p3's 10,000 at 1% = 100 less C's 0.5% = 50. D-1: p1's 5,000 at 1% = 50, C idle.
    expect(await paymentsOf(cb)).toEqual([
      {
        periodStart: '2026-03-08T17:00:00.000Z',
        validBet: 5_000n,
        profitLoss: -5_000n,
        activeMembers: 1,
        rate: 100,
        gross: 50n,
        passedDown: 0n,
        amount: 50n,
      },
      {
        periodStart: '2026-03-09T17:00:00.000Z',
        validBet: 100_000n,
        profitLoss: -50_000n,
        activeMembers: 4,
        rate: 200,
        gross: 2_000n,
        passedDown: 250n,
        amount: 1_750n,
      },
      {
        periodStart: '2026-03-10T17:00:00.000Z',
        validBet: 10_000n,
        profitLoss: -10_000n,
        activeMembers: 1,
        rate: 100,
        gross: 100n,
        passedDown: 50n,
        amount: 50n,
      },
    ]);
    // C's team {p2, p3}: D valid 50,000 at 0.5% = 250; D+1 10,000 = 50.
    expect(await paymentsOf(cc)).toEqual([
      {
        periodStart: '2026-03-09T17:00:00.000Z',
        validBet: 50_000n,
        profitLoss: 0n,
        activeMembers: 2,
        rate: 50,
        gross: 250n,
        passedDown: 0n,
        amount: 250n,
      },
      {
        periodStart: '2026-03-10T17:00:00.000Z',
        validBet: 10_000n,
        profitLoss: -10_000n,
        activeMembers: 1,
        rate: 50,
        gross: 50n,
        passedDown: 0n,
        amount: 50n,
      },
    ]);
    expect(await ledgerPay(app, [w.b])).toEqual({ n: 3, sum: '1850' });
    expect(await ledgerPay(app, [w.c])).toEqual({ n: 2, sum: '300' });
    expect(await ledgerPay(app, [w.top, w.q1, w.p1])).toEqual({ n: 0, sum: '0' });
  });

  it('pays contracts for the part of the day they were in force, and records an active team below every tier with nothing paid', async () => {
    // A merchant per test: settlement counts every contract of the merchant.
    const m = await createMerchant(database);
    const w = await world(m.id);
    const day = local(PP, 2026, 4, 2);
    const late = await contract(
      app,
      m.id,
      w.top,
      w.b,
      'DAILY_SALARY',
      tiers([0, 1, 100]),
      local(PP, 2026, 4, 3, 0, 0, 1),
    );
    const short = await contract(app, m.id, w.b, w.c, 'DAILY_SALARY', tiers([0, 1, 50]));
    await database.db
      .update(agentContracts)
      .set({ status: 'TERMINATED', endedAt: local(PP, 2026, 4, 2, 18) })
      .where(eq(agentContracts.id, short));
    const picky = await contract(app, m.id, w.top, w.q1, 'DAILY_SALARY', tiers([0, 5, 100]));
    await settledAt(app, m.id, w.p2, 10_000n, 0n, local(PP, 2026, 4, 2, 9));
    await settledAt(app, m.id, w.p2, 30_000n, 0n, local(PP, 2026, 4, 2, 19)); // after C's contract ended
    await settledAt(app, m.id, w.p1, 10_000n, 0n, local(PP, 2026, 4, 2, 9));
    const q1child = await teamMember(app, m.id, w.q1);
    await settledAt(app, m.id, q1child, 10_000n, 0n, local(PP, 2026, 4, 2, 9));

    const r = await settle(m.id, 'DAILY_SALARY', day);
    expect(r.periods[0]).toMatchObject({ contracts: 2, paid: 1, amount: '50' });
    expect(await paymentsOf(late)).toEqual([]);
    // C's contract ended at 18:00: 0.5% of p2's 10,000 before then, nothing of the 30,000 after.
    expect(await paymentsOf(short)).toEqual([
      {
        periodStart: day.toISOString(),
        validBet: 10_000n,
        profitLoss: -10_000n,
        activeMembers: 1,
        rate: 50,
        gross: 50n,
        passedDown: 0n,
        amount: 50n,
      },
    ]);
    // One active member of the five the tier asks for: listed, at rate 0, nothing paid.
    expect(await paymentsOf(picky)).toEqual([
      {
        periodStart: day.toISOString(),
        validBet: 10_000n,
        profitLoss: -10_000n,
        activeMembers: 1,
        rate: 0,
        gross: 0n,
        passedDown: 0n,
        amount: 0n,
      },
    ]);
    expect(await ledgerPay(app, [w.b, w.q1])).toEqual({ n: 0, sum: '0' });
    expect(await ledgerPay(app, [w.c])).toEqual({ n: 1, sum: '50' });
  });

  it('follows a zone with daylight saving: New York’s 23-hour day runs midnight to midnight', async () => {
    const ny = await createMerchant(database);
    await database.db.update(merchants).set({ timezone: 'America/New_York' }).where(eq(merchants.id, ny.id));
    const NY = 'America/New_York';
    const w = await world(ny.id);
    const cb = await contract(app, ny.id, w.top, w.b, 'DAILY_SALARY', tiers([0, 1, 100]));
    await settledAt(app, ny.id, w.p1, 1_000n, 0n, local(NY, 2026, 3, 8, 0, 30)); // 05:30 UTC
    await settledAt(app, ny.id, w.p1, 2_000n, 0n, local(NY, 2026, 3, 8, 3, 30)); // after the jump, 07:30 UTC
    await settledAt(app, ny.id, w.p2, 4_000n, 0n, local(NY, 2026, 3, 8, 23, 59)); // 03:59 UTC on the 9th
    await settledAt(app, ny.id, w.p2, 8_000n, 0n, local(NY, 2026, 3, 9, 0, 1)); // the next day
    const r = await settle(ny.id, 'DAILY_SALARY', new Date('2026-03-08T00:00:00-05:00'), NY);
    expect(r.periods[0]).toMatchObject({
      periodStart: '2026-03-08T05:00:00.000Z',
      periodEnd: '2026-03-09T04:00:00.000Z',
      paid: 1,
      amount: '70',
    });
    expect((await paymentsOf(cb))[0]).toMatchObject({ validBet: 7_000n, activeMembers: 2, amount: 70n });
  });

  it('a time zone change pays no hour twice: the first period after it pays only what no run settled', async () => {
    // 2031, a year no other test settles in: the jobs' pass settles every brand's due periods.
    const tz = await createMerchant(database);
    await database.db.update(merchants).set({ timezone: PP }).where(eq(merchants.id, tz.id));
    const w = await world(tz.id);
    const cb = await contract(app, tz.id, w.top, w.b, 'DAILY_SALARY', tiers([0, 1, 100]));
    await settledAt(app, tz.id, w.p1, 10_000n, 0n, local(PP, 2031, 3, 11, 10)); // 11 March in Phnom Penh
    await settledAt(app, tz.id, w.p1, 20_000n, 0n, local(PP, 2031, 3, 12, 0, 30)); // 12 March, 17:30 UTC the 11th
    const morning = local(PP, 2031, 3, 12, 6);
    await settleDue(database.db, 'DAILY_SALARY', morning);
    expect(await ledgerPay(app, [w.b])).toEqual({ n: 1, sum: '100' });

    // Dhaka is an hour behind: its 11 March runs 18:00 to 18:00 UTC, 23 hours of it paid already.
    await database.db.update(merchants).set({ timezone: 'Asia/Dhaka' }).where(eq(merchants.id, tz.id));
    await settleDue(database.db, 'DAILY_SALARY', morning);
    await settleDue(database.db, 'DAILY_SALARY', morning);
    expect((await paymentsOf(cb)).map((p) => [p.periodStart, p.validBet, p.amount])).toEqual([
      ['2031-03-10T17:00:00.000Z', 10_000n, 100n],
      ['2031-03-11T17:00:00.000Z', 20_000n, 200n], // the hour no run had settled
    ]);
    expect(await ledgerPay(app, [w.b])).toEqual({ n: 2, sum: '300' });
    // An operator's replay of Dhaka's whole 11 March overlaps both payments: nothing moves.
    const dhaka = { id: tz.id, currency: 'USD', timezone: 'Asia/Dhaka' };
    const replay = await settleContracts(
      database.db,
      dhaka,
      'DAILY_SALARY',
      local('Asia/Dhaka', 2031, 3, 11),
      system,
      morning,
    );
    expect(replay.periods[0]).toMatchObject({ paid: 0, amount: '0', alreadyPaid: 1 });
    expect(await ledgerPay(app, [w.b])).toEqual({ n: 2, sum: '300' });
  });

  it('refuses an instant that starts no day, and a day not over yet', async () => {
    // A merchant per test: settlement counts every contract of the merchant.
    const m = await createMerchant(database);
    await expect(settle(m.id, 'DAILY_SALARY', local(PP, 2026, 3, 10, 1))).rejects.toMatchObject({
      code: 'request.param.err',
    });
    const future = new Date(Date.now() + 2 * 86_400_000);
    const tomorrow = local(PP, future.getUTCFullYear(), future.getUTCMonth() + 1, future.getUTCDate());
    await expect(settle(m.id, 'DAILY_SALARY', tomorrow)).rejects.toMatchObject({ code: 'request.param.err' });
  });

  it('refuses a day closed less than a minute ago, as the scheduled run waits for it', async () => {
    // A merchant per test: settlement counts every contract of the merchant.
    const m = await createMerchant(database);
    const day = local(PP, 2026, 3, 10);
    const closes = local(PP, 2026, 3, 11).getTime();
    const run = (at: number) =>
      settleContracts(
        database.db,
        { id: m.id, currency: 'USD', timezone: PP },
        'DAILY_SALARY',
        day,
        system,
        new Date(at),
      );
    // A bet settled at the day's last instant may not have committed yet: the run would miss it for good.
    await expect(run(closes + 30_000)).rejects.toMatchObject({ code: 'request.param.err' });
    expect((await run(closes + 60_000)).periods).toHaveLength(1);
  });
});

describe('dividends, hourly and real-time salary', () => {
  it('shares the team’s loss over each contract’s own period, less the downline’s dividend over the same span', async () => {
    // A merchant per test: settlement counts every contract of the merchant.
    const m = await createMerchant(database);
    const w = await world(m.id);
    const cb = await contract(app, m.id, w.top, w.b, 'DIVIDEND', { period: 'WEEKLY', ...tiers([0, 1, 3000, 10_000]) });
    const cc = await contract(app, m.id, w.b, w.c, 'DIVIDEND', { period: 'MONTHLY', ...tiers([0, 1, 1000]) });
    // The week of Monday 9 March 2026, and the day before it (in the month, not the week).
    await settledAt(app, m.id, w.p1, 5_000n, 0n, local(PP, 2026, 3, 9)); // Monday 00:00
    await settledAt(app, m.id, w.p2, 30_000n, 50_000n, local(PP, 2026, 3, 10, 12));
    await settledAt(app, m.id, w.p3, 20_000n, 0n, local(PP, 2026, 3, 11, 12));
    await settledAt(app, m.id, w.c, 7_000n, 0n, local(PP, 2026, 3, 15, 23, 59)); // Sunday 23:59
    await settledAt(app, m.id, w.p3, 10_000n, 0n, local(PP, 2026, 3, 8, 23, 59)); // Sunday before

    const week = await settle(m.id, 'DIVIDEND', local(PP, 2026, 3, 9));
    // Monday midnight starts a day and a week; B's contract is weekly.
    expect(week.periods.map((p) => [p.periodType, p.contracts, p.paid, p.amount])).toEqual([
      ['DAILY', 0, 0, '0'],
      ['WEEKLY', 1, 1, '3600'],
    ]);
    // B's team {C, p1, p2, p3} lost 5,000 - 20,000 + 20,000 + 7,000 = 12,000 in the week, past the
    // 10,000 threshold: 30% = 3,600. C's team (p2, p3) came out even over that week: nothing off it.
    const [bPay] = await paymentsOf(cb);
    expect(bPay).toMatchObject({
      profitLoss: -12_000n,
      activeMembers: 4,
      rate: 3000,
      gross: 3_600n,
      passedDown: 0n,
      amount: 3_600n,
    });
    const month = await settle(m.id, 'DIVIDEND', local(PP, 2026, 3, 1));
    expect(month.periods.map((p) => [p.periodType, p.contracts])).toEqual([
      ['DAILY', 0],
      ['SEMIMONTHLY', 0],
      ['MONTHLY', 1],
    ]);
    // C's team over March: +20,000 - 20,000 - 10,000 = -10,000: 10% = 1,000.
    expect(await paymentsOf(cc)).toMatchObject([{ profitLoss: -10_000n, rate: 1000, amount: 1_000n }]);
  });

  it('pays hourly salary per local hour and real-time salary per five minutes', async () => {
    // A merchant per test: settlement counts every contract of the merchant.
    const m = await createMerchant(database);
    const w = await world(m.id);
    const hourly = await contract(app, m.id, w.top, w.b, 'HOURLY_SALARY', tiers([0, 1, 100]));
    const rt = await contract(app, m.id, w.top, w.b, 'REALTIME_SALARY', tiers([0, 1, 200]));
    await settledAt(app, m.id, w.p1, 10_000n, 0n, local(PP, 2026, 5, 5, 14, 2));
    await settledAt(app, m.id, w.p2, 20_000n, 0n, local(PP, 2026, 5, 5, 14, 9, 59, 999));
    await settledAt(app, m.id, w.p2, 40_000n, 0n, local(PP, 2026, 5, 5, 15));
    expect((await settle(m.id, 'HOURLY_SALARY', local(PP, 2026, 5, 5, 14))).periods[0]).toMatchObject({
      paid: 1,
      amount: '300',
    });
    expect((await settle(m.id, 'REALTIME_SALARY', local(PP, 2026, 5, 5, 14))).periods[0]).toMatchObject({
      paid: 1,
      amount: '200',
    });
    expect((await settle(m.id, 'REALTIME_SALARY', local(PP, 2026, 5, 5, 14, 5))).periods[0]).toMatchObject({
      paid: 1,
      amount: '400',
    });
    expect((await settle(m.id, 'REALTIME_SALARY', local(PP, 2026, 5, 5, 14, 10))).periods[0]).toMatchObject({
      contracts: 1,
      paid: 0,
    });
    await expect(settle(m.id, 'REALTIME_SALARY', local(PP, 2026, 5, 5, 14, 3))).rejects.toMatchObject({
      code: 'request.param.err',
    });
    expect(await paymentsOf(hourly)).toHaveLength(1);
    expect(await paymentsOf(rt)).toHaveLength(2);
    expect(await ledgerPay(app, [w.b])).toEqual({ n: 3, sum: '900' });
    // Every five minutes with a contract in force is marked done for the jobs, idle ones included.
    const runs = await database.db
      .select({ start: agentSettlementRuns.periodStart, paid: agentSettlementRuns.paid })
      .from(agentSettlementRuns)
      .where(and(eq(agentSettlementRuns.merchantId, m.id), eq(agentSettlementRuns.kind, 'REALTIME_SALARY')));
    expect(runs.map((r) => r.paid)).toEqual([1, 1, 0]);
  });
});
