/**
 * A contract pays for the part of each period it was in force: ended mid-period (by the upline,
 * by the member, by the cascade when the upline's own terms change) it is paid for the bets
 * settled until it ended, and the upline's pay gives up exactly that share; started mid-period it
 * is paid from its start. The contracts are ended through the API, now, in a brand whose clock
 * reads past noon, so the day being settled cannot turn while the test runs.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { periodAt } from '../src/modules/agent/periods.ts';
import { SETTLE_GRACE_MS, settleContracts } from '../src/modules/agent/settle.ts';
import { settleDue } from '../src/modules/agent/settle-jobs.ts';
import type { Database } from '../src/platform/db/index.ts';
import {
  agentContractPayments,
  agentContracts,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  merchants,
} from '../src/platform/db/schema.ts';
import { contract, ledgerPay, settledAt, teamMember, tiers } from './helpers/agent-pay.ts';
import { newAgent } from './helpers/agents.ts';
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

/** A fixed-offset zone whose clock reads between 12:00 and 13:00 now. */
function middayZone(now = new Date()) {
  const ahead = 12 - now.getUTCHours();
  // The Etc zones count the other way round: Etc/GMT-7 is seven hours ahead of UTC.
  return ahead === 0 ? 'Etc/UTC' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
}

const between = (a: Date, b: Date) => new Date(Math.floor((a.getTime() + b.getTime()) / 2));

/** top (agent) > B (agent) > C (agent) > player, each agent signed in, in a brand of its own. */
async function world() {
  const m = await createMerchant(database);
  const tz = middayZone();
  await database.db.update(merchants).set({ timezone: tz }).where(eq(merchants.id, m.id));
  const top = await newAgent(app, m.headers, m.id);
  const b = await newAgent(app, m.headers, m.id, top.member.id);
  const c = await newAgent(app, m.headers, m.id, b.member.id);
  const player = await teamMember(app, m.id, c.member.id);
  const day = periodAt('DAY', new Date(), tz);
  // Read after the day closed and its grace passed, as the jobs read it.
  const later = new Date(day.end.getTime() + SETTLE_GRACE_MS + 1000);
  const merchant = { id: m.id, currency: 'USD', timezone: tz };
  return { m, merchant, top, b, c, player, day, later };
}

const endedAt = async (id: number) => {
  const [row] = await database.db
    .select({ endedAt: agentContracts.endedAt })
    .from(agentContracts)
    .where(eq(agentContracts.id, id));
  if (!row?.endedAt) throw new Error(`contract ${id} has not ended`);
  return row.endedAt;
};
const activatedAt = async (id: number) => {
  const [row] = await database.db
    .select({ activatedAt: agentContracts.activatedAt })
    .from(agentContracts)
    .where(eq(agentContracts.id, id));
  if (!row?.activatedAt) throw new Error(`contract ${id} is not in force`);
  return row.activatedAt;
};

const paymentsOf = async (contractId: number) =>
  (
    await database.db
      .select()
      .from(agentContractPayments)
      .where(eq(agentContractPayments.contractId, contractId))
      .orderBy(agentContractPayments.periodStart)
  ).map((p) => ({
    periodStart: p.periodStart.toISOString(),
    periodEnd: p.periodEnd.toISOString(),
    validBet: p.validBet,
    profitLoss: p.profitLoss,
    gross: p.gross,
    passedDown: p.passedDown,
    amount: p.amount,
  }));

/** The postings of the brand's contract pay: all of them (zero when balanced) and the house's side. */
async function contractPayLedger(merchantId: number) {
  const [row] = await database.db
    .select({
      all: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text`,
      house: sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${isNull(ledgerAccounts.memberId)}), 0)::text`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerTransactions.merchantId, merchantId),
        sql`${ledgerTransactions.type} in ('AGENT_SALARY', 'AGENT_DIVIDEND')`,
      ),
    );
  return { all: row?.all, house: row?.house };
}

type Auth = Record<string, string>;
const terminate = (auth: Auth, id: number) =>
  app.inject({ method: 'POST', url: `/wps/agent/contracts/${id}/terminate`, headers: auth });
const relay = (auth: Auth, name: string, action: string) =>
  app.inject({ method: 'POST', url: `/wps/relay/${name}`, headers: auth, payload: { action } });
const offer = (auth: Auth, memberId: number, kind: string, terms: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/wps/agent/contracts', headers: auth, payload: { memberId, kind, terms } });

describe('a contract that changes mid-period', () => {
  it('ended by the upline: paid its dividend on the loss until then, which comes off the upline’s, once', async () => {
    const w = await world();
    const cb = await contract(app, w.m.id, w.top.member.id, w.b.member.id, 'DIVIDEND', {
      period: 'DAILY',
      ...tiers([0, 1, 3000]),
    });
    const cc = await contract(app, w.m.id, w.b.member.id, w.c.member.id, 'DIVIDEND', {
      period: 'DAILY',
      ...tiers([0, 1, 1000]),
    });
    expect((await terminate(w.b.auth, cc)).json().value.status).toBe('TERMINATED');
    const ended = await endedAt(cc);
    await settledAt(app, w.m.id, w.player, 10_000n, 0n, between(w.day.start, ended)); // lost while in force
    await settledAt(app, w.m.id, w.player, 20_000n, 0n, between(ended, w.day.end)); // and after

    await settleDue(database.db, 'DIVIDEND', w.later);
    // C: 10% of the 10,000 lost before the end. B: 30% of the day's 30,000, less C's 1,000.
    expect(await paymentsOf(cc)).toEqual([
      {
        periodStart: w.day.start.toISOString(),
        periodEnd: ended.toISOString(),
        validBet: 10_000n,
        profitLoss: -10_000n,
        gross: 1_000n,
        passedDown: 0n,
        amount: 1_000n,
      },
    ]);
    expect(await paymentsOf(cb)).toEqual([
      {
        periodStart: w.day.start.toISOString(),
        periodEnd: w.day.end.toISOString(),
        validBet: 30_000n,
        profitLoss: -30_000n,
        gross: 9_000n,
        passedDown: 1_000n,
        amount: 8_000n,
      },
    ]);
    // The house paid B's 30% once, split between the two; every transaction balances.
    expect(await contractPayLedger(w.m.id)).toEqual({ all: '0', house: '-9000' });

    // The job again, and the operator's replay of the day: nothing more moves.
    await settleDue(database.db, 'DIVIDEND', w.later);
    const replay = await settleContracts(database.db, w.merchant, 'DIVIDEND', w.day.start, system, w.later);
    expect(replay.periods.find((p) => p.periodType === 'DAILY')).toMatchObject({ paid: 0, alreadyPaid: 2 });
    expect(await ledgerPay(app, [w.c.member.id])).toEqual({ n: 1, sum: '1000' });
    expect(await ledgerPay(app, [w.b.member.id])).toEqual({ n: 1, sum: '8000' });
    expect(await contractPayLedger(w.m.id)).toEqual({ all: '0', house: '-9000' });
  });

  it('ended by the member: paid its daily salary on the valid bet until then, as its income shows', async () => {
    const w = await world();
    const cb = await contract(app, w.m.id, w.top.member.id, w.b.member.id, 'DAILY_SALARY', tiers([0, 1, 300]));
    const cc = await contract(app, w.m.id, w.b.member.id, w.c.member.id, 'DAILY_SALARY', tiers([0, 1, 100]));
    const answered = await relay(w.c.auth, 'MCS2_processDailySalContract', 'TERMINATE');
    expect(answered.json().value.contract).toMatchObject({ id: cc, status: 'TERMINATED' });
    const ended = await endedAt(cc);
    await settledAt(app, w.m.id, w.player, 10_000n, 0n, between(w.day.start, ended));
    await settledAt(app, w.m.id, w.player, 20_000n, 0n, between(ended, w.day.end));

    const r = await settleContracts(database.db, w.merchant, 'DAILY_SALARY', w.day.start, system, w.later);
    expect(r.periods[0]).toMatchObject({ contracts: 2, paid: 2, amount: '900' });
    // C: 1% of the 10,000 bet before it ended. B: 3% of the day's 30,000, less C's 100.
    expect(await paymentsOf(cc)).toMatchObject([
      { periodEnd: ended.toISOString(), validBet: 10_000n, gross: 100n, amount: 100n },
    ]);
    expect(await paymentsOf(cb)).toMatchObject([{ validBet: 30_000n, gross: 900n, passedDown: 100n, amount: 800n }]);
    const income = await app.inject({ url: '/wps/agent/income?preset=today', headers: w.c.auth });
    expect(income.json().value.list).toEqual([
      expect.objectContaining({
        contractId: cc,
        periodStart: w.day.start.toISOString(),
        periodEnd: ended.toISOString(),
        validBet: '10000',
        amount: '100',
      }),
    ]);
    expect(await contractPayLedger(w.m.id)).toEqual({ all: '0', house: '-900' });
  });

  it('ended, then replaced later that day: not paid again, and the new one pays only from its start', async () => {
    const w = await world();
    const cb = await contract(app, w.m.id, w.top.member.id, w.b.member.id, 'DAILY_SALARY', tiers([0, 1, 300]));
    const first = await contract(app, w.m.id, w.b.member.id, w.c.member.id, 'DAILY_SALARY', tiers([0, 1, 100]));
    await terminate(w.b.auth, first);
    const firstEnded = await endedAt(first);
    const made = await offer(w.b.auth, w.c.member.id, 'DAILY_SALARY', tiers([0, 1, 200]));
    expect(made.statusCode, made.body).toBe(200);
    const second = made.json().value.id as number;
    expect((await relay(w.c.auth, 'MCS2_processDailySalContract', 'ACCEPT')).statusCode).toBe(200);
    const secondStarted = await activatedAt(second);
    await settledAt(app, w.m.id, w.player, 10_000n, 0n, between(w.day.start, firstEnded));
    await settledAt(app, w.m.id, w.player, 20_000n, 0n, firstEnded); // no contract of C's in force
    await settledAt(app, w.m.id, w.player, 40_000n, 0n, between(secondStarted, w.day.end));

    await settleContracts(database.db, w.merchant, 'DAILY_SALARY', w.day.start, system, w.later);
    const again = await settleContracts(database.db, w.merchant, 'DAILY_SALARY', w.day.start, system, w.later);
    expect(again.periods[0]).toMatchObject({ contracts: 3, paid: 0, alreadyPaid: 3 });
    expect(await paymentsOf(first)).toMatchObject([
      { periodStart: w.day.start.toISOString(), periodEnd: firstEnded.toISOString(), validBet: 10_000n, amount: 100n },
    ]);
    expect(await paymentsOf(second)).toMatchObject([
      { periodStart: secondStarted.toISOString(), periodEnd: w.day.end.toISOString(), validBet: 40_000n, amount: 800n },
    ]);
    // B: 3% of the day's 70,000 = 2,100, less 100 and 800 for C's two contracts.
    expect(await paymentsOf(cb)).toMatchObject([
      { validBet: 70_000n, gross: 2_100n, passedDown: 900n, amount: 1_200n },
    ]);
    expect(await contractPayLedger(w.m.id)).toEqual({ all: '0', house: '-2100' });
  });

  it('ended by the cascade when the upline takes new terms: the upline’s day splits at the same instant', async () => {
    const w = await world();
    const dividend = (rate: number) => ({ period: 'DAILY', ...tiers([0, 1, rate]) });
    const old = await contract(app, w.m.id, w.top.member.id, w.b.member.id, 'DIVIDEND', dividend(3000));
    const cc = await contract(app, w.m.id, w.b.member.id, w.c.member.id, 'DIVIDEND', dividend(2000));
    const made = await offer(w.top.auth, w.b.member.id, 'DIVIDEND', dividend(1500));
    expect(made.statusCode, made.body).toBe(200);
    const took = await relay(w.b.auth, 'MCS2_processDividendReq', 'ACCEPT');
    // C's 20% is over B's new 15%: it ends with B's old contract, as B's new one starts.
    expect(took.json().value.terminatedBelow).toBe(1);
    const at = await endedAt(old);
    expect([await endedAt(cc), await activatedAt(made.json().value.id)]).toEqual([at, at]);
    await settledAt(app, w.m.id, w.player, 10_000n, 0n, between(w.day.start, at));
    await settledAt(app, w.m.id, w.player, 20_000n, 0n, between(at, w.day.end));

    await settleDue(database.db, 'DIVIDEND', w.later);
    // Before: C 20% of 10,000 = 2,000; B 30% = 3,000 less C's 2,000. After: B 15% of 20,000.
    expect(await paymentsOf(cc)).toMatchObject([{ profitLoss: -10_000n, amount: 2_000n }]);
    expect(await paymentsOf(old)).toMatchObject([{ profitLoss: -10_000n, gross: 3_000n, amount: 1_000n }]);
    expect(await paymentsOf(made.json().value.id)).toMatchObject([{ profitLoss: -20_000n, amount: 3_000n }]);
    expect(await contractPayLedger(w.m.id)).toEqual({ all: '0', house: '-6000' });
  });

  it('running on under an upline whose terms changed: comes off each upline contract for its own hours', async () => {
    const w = await world();
    const dividend = (rate: number) => ({ period: 'DAILY', ...tiers([0, 1, rate]) });
    const old = await contract(app, w.m.id, w.top.member.id, w.b.member.id, 'DIVIDEND', dividend(3000));
    const cc = await contract(app, w.m.id, w.b.member.id, w.c.member.id, 'DIVIDEND', dividend(1000));
    const made = await offer(w.top.auth, w.b.member.id, 'DIVIDEND', dividend(2000));
    // C's 10% is within B's new 20%: it stays in force all day.
    expect((await relay(w.b.auth, 'MCS2_processDividendReq', 'ACCEPT')).json().value.terminatedBelow).toBe(0);
    const at = await endedAt(old);
    await settledAt(app, w.m.id, w.player, 10_000n, 0n, between(w.day.start, at));
    await settledAt(app, w.m.id, w.player, 20_000n, 0n, between(at, w.day.end));

    await settleDue(database.db, 'DIVIDEND', w.later);
    // C: 10% of the day's 30,000. B before: 30% of 10,000 less C's 10% of it; after: 20% of
    // 20,000 less C's 10% of it. The house pays B's two contracts' gross, 3,000 + 4,000.
    expect(await paymentsOf(cc)).toMatchObject([{ profitLoss: -30_000n, amount: 3_000n }]);
    expect(await paymentsOf(old)).toMatchObject([{ gross: 3_000n, passedDown: 1_000n, amount: 2_000n }]);
    expect(await paymentsOf(made.json().value.id)).toMatchObject([
      { gross: 4_000n, passedDown: 2_000n, amount: 2_000n },
    ]);
    expect(await contractPayLedger(w.m.id)).toEqual({ all: '0', house: '-7000' });
  });
});
