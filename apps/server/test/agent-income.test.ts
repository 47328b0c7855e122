import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { settleContracts } from '../src/modules/agent/settle.ts';
import type { Database } from '../src/platform/db/index.ts';
import { agentContracts } from '../src/platform/db/schema.ts';
import { contract, ledgerPay, local, PP, settledAt, teamMember, tiers } from './helpers/agent-pay.ts';
import { newAgent, signedIn } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let top: Awaited<ReturnType<typeof newAgent>>;
let b: Awaited<ReturnType<typeof newAgent>>;
const system = { type: 'system' as const, id: 'test' };

/**
 * top > B (signed in) > p1, p2, with B holding a daily salary (1%), a daily dividend (20% of the
 * loss) and an hourly salary whose only tier wants five active members; 1 and 2 July 2026 settled.
 */
beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  top = await newAgent(app, m.headers, m.id);
  b = await newAgent(app, m.headers, m.id, top.member.id);
  const p1 = await teamMember(app, m.id, b.member.id);
  const p2 = await teamMember(app, m.id, b.member.id);
  await contract(app, m.id, top.member.id, b.member.id, 'DAILY_SALARY', tiers([0, 1, 100]));
  await contract(app, m.id, top.member.id, b.member.id, 'DIVIDEND', { period: 'DAILY', ...tiers([0, 1, 2000]) });
  await contract(app, m.id, top.member.id, b.member.id, 'HOURLY_SALARY', tiers([0, 5, 100]));
  await settledAt(app, m.id, p1, 10_000n, 0n, local(PP, 2026, 7, 1));
  await settledAt(app, m.id, p2, 20_000n, 25_000n, local(PP, 2026, 7, 1, 23, 59, 59));
  await settledAt(app, m.id, p2, 5_000n, 0n, local(PP, 2026, 7, 2, 10));
  const merchant = { id: m.id, currency: 'USD', timezone: PP };
  for (const d of [1, 2]) {
    await settleContracts(database.db, merchant, 'DAILY_SALARY', local(PP, 2026, 7, d), system);
    await settleContracts(database.db, merchant, 'DIVIDEND', local(PP, 2026, 7, d), system);
  }
  await settleContracts(database.db, merchant, 'HOURLY_SALARY', local(PP, 2026, 7, 1), system);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = async (url: string, auth = b.auth) => (await app.inject({ url, headers: auth })).json();

describe('my income', () => {
  it('lists what the contracts paid, with totals per kind that equal the ledger', async () => {
    const income = await get('/wps/agent/income?preset=today&size=100');
    // Daily salary 300 + 50, dividend 1,000 + 1,000, the hourly tier not reached: 0.
    expect(income.value).toMatchObject({
      timezone: PP,
      total: 5,
      totals: { amount: '2350', byKind: { DAILY_SALARY: '350', DIVIDEND: '2000', HOURLY_SALARY: '0' } },
    });
    expect(await ledgerPay(app, [b.member.id])).toEqual({ n: 4, sum: income.value.totals.amount });
    const list = income.value.list as { kind: string; amount: string; transactionId: number | null }[];
    expect(list.reduce((s, p) => s + BigInt(p.amount), 0n)).toBe(2350n);
    expect(list.filter((p) => p.transactionId === null)).toEqual([
      expect.objectContaining({ kind: 'HOURLY_SALARY', amount: '0', rate: 0, activeMembers: 1, validBet: '10000' }),
    ]);
    expect(list.find((p) => p.kind === 'DAILY_SALARY' && p.amount === '300')).toMatchObject({
      periodStart: '2026-06-30T17:00:00.000Z',
      periodEnd: '2026-07-01T17:00:00.000Z',
      validBet: '30000',
      profitLoss: '-5000',
      activeMembers: 2,
      rate: 100,
      passedDown: '0',
    });
  });

  it('filters by kind, pages, and counts by the time the money arrived', async () => {
    const dividends = await get('/wps/agent/income?preset=today&kind=DIVIDEND');
    expect(dividends.value).toMatchObject({ total: 2, totals: { amount: '2000', byKind: { DIVIDEND: '2000' } } });
    const page = await get('/wps/agent/income?preset=today&size=1&page=2');
    expect(page.value.total).toBe(5);
    expect(page.value.list).toHaveLength(1);
    expect((await get('/wps/agent/income?preset=yesterday')).value).toMatchObject({
      total: 0,
      totals: { amount: '0' },
    });
    // The upline earned nothing of its own: its income is empty.
    expect((await get('/wps/agent/income?preset=today', top.auth)).value.total).toBe(0);
    expect((await get('/wps/agent/income?from=2026-07-02')).errorCode).toBe('request.param.err');
  });

  it('is for agents only', async () => {
    const player = await signedIn(app, m.headers, m.id, { uplineId: b.member.id });
    expect((await get('/wps/agent/income', player.auth)).errorCode).toBe('agent.not.agent');
    expect((await get('/wps/agent/team/daily', player.auth)).errorCode).toBe('agent.not.agent');
  });
});

describe('team figures per day', () => {
  it('gives every local day of the period, idle days as zeros, from the settled bets', async () => {
    const daily = await get('/wps/agent/team/daily?from=2026-06-30&to=2026-07-02');
    expect(daily.value).toEqual({
      from: '2026-06-30',
      to: '2026-07-02',
      timezone: PP,
      days: [
        { day: '2026-06-30', activeMembers: 0, validBet: '0', profitLoss: '0' },
        { day: '2026-07-01', activeMembers: 2, validBet: '30000', profitLoss: '-5000' },
        { day: '2026-07-02', activeMembers: 1, validBet: '5000', profitLoss: '-5000' },
      ],
    });
    // The upline sees B's team inside its own.
    const above = await get('/wps/agent/team/daily?from=2026-07-01&to=2026-07-01', top.auth);
    expect(above.value.days).toEqual([{ day: '2026-07-01', activeMembers: 2, validBet: '30000', profitLoss: '-5000' }]);
  });
});

describe('consolidated contract fields', () => {
  it('show each kind as none (0), offered (1) or in force (2), and the contract’s time in force is kept', async () => {
    const sub = await newAgent(app, m.headers, m.id, b.member.id);
    const consolidated = async () => (await get('/wps/member/info/funds/consolidated', sub.auth)).value;
    expect(await consolidated()).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
    const offer = (kind: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/agent/contracts',
        headers: b.auth,
        // Five active members: B's hourly terms pay from there, and a downline's tier pays no more
        // than the upline's at its own thresholds.
        // A dividend over B's own period (daily).
        payload: {
          memberId: sub.member.id,
          kind,
          terms: kind === 'DIVIDEND' ? { period: 'DAILY', ...tiers([0, 5, 50]) } : tiers([0, 5, 50]),
        },
      });
    const answer = (relay: string, action: string) =>
      app.inject({ method: 'POST', url: `/wps/relay/${relay}`, headers: sub.auth, payload: { action } });
    await offer('DIVIDEND');
    // B holds no real-time salary, so it has none to share: that kind stays 0 below it.
    expect((await offer('REALTIME_SALARY')).json().errorCode).toBe('agent.contract.rate.exceeded');
    const daily = (await offer('DAILY_SALARY')).json().value.id as number;
    await offer('HOURLY_SALARY');
    await answer('MCS2_processDailySalContract', 'ACCEPT');
    await answer('MCS2_processContractHourSalary', 'ACCEPT');
    expect(await consolidated()).toEqual({
      dailysalreqtype: 2,
      divtypereq: 1,
      contracthoursalreq: 2,
      realtimesalreqtype: 0,
    });
    const [accepted] = await database.db.select().from(agentContracts).where(eq(agentContracts.id, daily));
    expect(accepted?.activatedAt).toBeInstanceOf(Date);
    expect(accepted?.endedAt).toBeNull();
    await answer('MCS2_processDailySalContract', 'TERMINATE');
    await answer('MCS2_processDividendReq', 'REJECT');
    expect(await consolidated()).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 2,
      realtimesalreqtype: 0,
    });
    const [ended] = await database.db.select().from(agentContracts).where(eq(agentContracts.id, daily));
    expect(ended?.endedAt?.getTime()).toBeGreaterThanOrEqual(accepted?.activatedAt?.getTime() ?? Infinity);
  });
});
