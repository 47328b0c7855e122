import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { contractsInForce } from '../src/modules/agent/settle-figures.ts';
import type { Database } from '../src/platform/db/index.ts';
import { merchantModules } from '../src/platform/db/schema.ts';
import { newAgent, signedIn } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Auth = Record<string, string>;
const terms = (rate: number) => ({ period: 'DAILY', tiers: [{ validBet: '0', activeMembers: 0, rate }] });
const offer = (auth: Auth, memberId: number, rate: number, kind = 'DAILY_SALARY') =>
  app.inject({
    method: 'POST',
    url: '/wps/agent/contracts',
    headers: auth,
    payload: { memberId, kind, terms: terms(rate) },
  });
const answer = (auth: Auth, action: string, relay = 'MCS2_processDailySalContract', contractId?: number) =>
  app.inject({ method: 'POST', url: `/wps/relay/${relay}`, headers: auth, payload: { action, contractId } });
const consolidated = async (auth: Auth) =>
  (await app.inject({ url: '/wps/member/info/funds/consolidated', headers: auth })).json().value;
const statusOf = async (auth: Auth, id: number) =>
  (await app.inject({ url: '/wps/member/contracts', headers: auth }))
    .json()
    .value.find((c: { id: number }) => c.id === id)?.status;

/** top (no upline) > sub > deep > leaf, every one an agent. */
async function line() {
  const top = await newAgent(app, m.headers, m.id);
  const sub = await newAgent(app, m.headers, m.id, top.member.id);
  const deep = await newAgent(app, m.headers, m.id, sub.member.id);
  const leaf = await newAgent(app, m.headers, m.id, deep.member.id);
  return { top, sub, deep, leaf };
}

describe('contracts', () => {
  it('are offered to a direct downline, who accepts, rejects or ends them through the relays', async () => {
    const { top, sub, deep } = await line();
    const made = await offer(top.auth, sub.member.id, 200);
    expect(made.json().value).toMatchObject({
      status: 'PENDING',
      uplineAccount: top.member.account,
      account: sub.member.account,
    });
    expect(await consolidated(sub.auth)).toMatchObject({ dailysalreqtype: 1 });
    expect((await offer(top.auth, sub.member.id, 150)).json().errorCode).toBe('agent.contract.state');
    const accepted = await answer(sub.auth, 'ACCEPT');
    expect(accepted.json().value).toMatchObject({
      contract: { id: made.json().value.id, status: 'ACTIVE' },
      terminatedBelow: 0,
    });
    expect(await consolidated(sub.auth)).toMatchObject({ dailysalreqtype: 2 });
    expect((await answer(sub.auth, 'ACCEPT')).json().errorCode).toBe('agent.contract.not.found');

    const dividend = await offer(top.auth, sub.member.id, 3000, 'DIVIDEND');
    expect((await answer(sub.auth, 'REJECT', 'MCS2_processDividendReq')).json().value.contract.status).toBe('REJECTED');
    expect(await statusOf(sub.auth, dividend.json().value.id)).toBe('REJECTED');

    // Only direct downlines, only the team, and never above the offering agent's own rate.
    expect((await offer(top.auth, deep.member.id, 10)).json().errorCode).toBe('request.param.err');
    expect((await offer(sub.auth, top.member.id, 10)).json().errorCode).toBe('agent.member.not.found');
    const over = await offer(sub.auth, deep.member.id, 201);
    expect(over.json()).toMatchObject({ errorCode: 'agent.contract.rate.exceeded', value: { ceiling: 200 } });
    expect((await offer(sub.auth, deep.member.id, 200)).statusCode).toBe(200);

    const list = await app.inject({ url: '/wps/agent/contracts?status=ACTIVE', headers: top.auth });
    expect(list.json().value).toMatchObject({ total: 1, list: [{ memberId: sub.member.id, kind: 'DAILY_SALARY' }] });
    expect((await answer(sub.auth, 'TERMINATE')).json().value.contract.status).toBe('TERMINATED');
    expect(await consolidated(sub.auth)).toMatchObject({ dailysalreqtype: 0 });
  });

  it('end down the line when an upline’s own rate drops below theirs', async () => {
    const { top, sub, deep, leaf } = await line();
    await offer(top.auth, sub.member.id, 200);
    await answer(sub.auth, 'ACCEPT');
    await offer(sub.auth, deep.member.id, 150);
    await answer(deep.auth, 'ACCEPT');
    const leafOffer = (await offer(deep.auth, leaf.member.id, 100)).json().value.id;
    await answer(leaf.auth, 'ACCEPT');
    const low = (await offer(deep.auth, leaf.member.id, 40)).json().value.id;

    // sub takes new terms at 1.2%: deep's 1.5% is over it and ends; deep now holds nothing, so
    // leaf's contract and the offer waiting for leaf end too.
    await offer(top.auth, sub.member.id, 120);
    const took = await answer(sub.auth, 'ACCEPT');
    expect(took.json().value.terminatedBelow).toBe(3);
    expect(await consolidated(sub.auth)).toMatchObject({ dailysalreqtype: 2 });
    expect(await consolidated(deep.auth)).toMatchObject({ dailysalreqtype: 0 });
    expect(await statusOf(leaf.auth, leafOffer)).toBe('TERMINATED');
    expect(await statusOf(leaf.auth, low)).toBe('TERMINATED');

    // Within the new rate it lives on, until the upline ends the contract above it.
    await offer(sub.auth, deep.member.id, 120);
    await answer(deep.auth, 'ACCEPT');
    const subContract = (await app.inject({ url: '/wps/agent/contracts?status=ACTIVE', headers: top.auth })).json()
      .value.list[0].id;
    const ended = await app.inject({
      method: 'POST',
      url: `/wps/agent/contracts/${subContract}/terminate`,
      headers: top.auth,
    });
    expect(ended.json().value.status).toBe('TERMINATED');
    expect(await consolidated(deep.auth)).toMatchObject({ dailysalreqtype: 0 });
    const again = await app.inject({
      method: 'POST',
      url: `/wps/agent/contracts/${subContract}/terminate`,
      headers: top.auth,
    });
    // Ending it again is refused with how it stands.
    expect([again.statusCode, again.json().errorCode, again.json().value.status]).toEqual([
      409,
      'agent.contract.state',
      'TERMINATED',
    ]);
  });

  it('pay a downline no more than the upline at any tier: thresholds count, not only the top rate', async () => {
    const { top, sub, deep } = await line();
    const tiered = (tiers: { validBet: string; activeMembers: number; rate: number }[]) => ({ period: 'DAILY', tiers });
    const offerTerms = (auth: Auth, memberId: number, t: ReturnType<typeof tiered>) =>
      app.inject({
        method: 'POST',
        url: '/wps/agent/contracts',
        headers: auth,
        payload: { memberId, kind: 'DAILY_SALARY', terms: t },
      });
    // sub earns 1% only once the team bets 1,000,000.00 a day, with 5 active members.
    await offerTerms(top.auth, sub.member.id, tiered([{ validBet: '100000000', activeMembers: 5, rate: 100 }]));
    await answer(sub.auth, 'ACCEPT');
    // 1% from the first cent (sub's own second account, say) would be paid by the house alone.
    const free = await offerTerms(sub.auth, deep.member.id, tiered([{ validBet: '0', activeMembers: 0, rate: 100 }]));
    expect(free.json()).toMatchObject({
      errorCode: 'agent.contract.rate.exceeded',
      value: { ceiling: 0, at: { validBet: '0', activeMembers: 0 } },
    });
    const fewer = await offerTerms(
      sub.auth,
      deep.member.id,
      tiered([{ validBet: '100000000', activeMembers: 4, rate: 100 }]),
    );
    expect(fewer.json().errorCode).toBe('agent.contract.rate.exceeded');
    const within = tiered([
      { validBet: '100000000', activeMembers: 5, rate: 80 },
      { validBet: '200000000', activeMembers: 9, rate: 100 },
    ]);
    const fits = await offerTerms(sub.auth, deep.member.id, within);
    expect(fits.statusCode, fits.body).toBe(200);
    await answer(deep.auth, 'ACCEPT');

    // sub takes terms with the same top rate and a higher threshold: deep's first tier is now over.
    await offerTerms(top.auth, sub.member.id, tiered([{ validBet: '150000000', activeMembers: 5, rate: 100 }]));
    expect((await answer(sub.auth, 'ACCEPT')).json().value.terminatedBelow).toBe(1);
    expect(await statusOf(deep.auth, fits.json().value.id)).toBe('TERMINATED');
  });

  it('settle a downline’s dividend over the upline’s own period, and end it when the upline’s changes', async () => {
    const { top, sub, deep } = await line();
    const dividend = (auth: Auth, memberId: number, period: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/agent/contracts',
        headers: auth,
        payload: {
          memberId,
          kind: 'DIVIDEND',
          terms: { period, tiers: [{ validBet: '0', activeMembers: 0, rate: 1000 }] },
        },
      });
    await dividend(top.auth, sub.member.id, 'DAILY');
    await answer(sub.auth, 'ACCEPT', 'MCS2_processDividendReq');
    // Paid monthly under an upline paid daily, a month's dividend would take no account of the
    // days the upline was paid for.
    const monthly = await dividend(sub.auth, deep.member.id, 'MONTHLY');
    expect(monthly.json()).toMatchObject({ errorCode: 'agent.contract.period.differs', value: { period: 'DAILY' } });
    const daily = await dividend(sub.auth, deep.member.id, 'DAILY');
    expect(daily.statusCode, daily.body).toBe(200);
    await answer(deep.auth, 'ACCEPT', 'MCS2_processDividendReq');
    await dividend(top.auth, sub.member.id, 'WEEKLY');
    expect((await answer(sub.auth, 'ACCEPT', 'MCS2_processDividendReq')).json().value.terminatedBelow).toBe(1);
    expect(await statusOf(deep.auth, daily.json().value.id)).toBe('TERMINATED');
  });

  it('keep an offer within the upline’s new rate waiting, and let one of two answers at once win', async () => {
    const { top, sub, deep } = await line();
    await offer(top.auth, sub.member.id, 200);
    await answer(sub.auth, 'ACCEPT');
    const waiting = (await offer(sub.auth, deep.member.id, 180)).json().value.id;
    await offer(top.auth, sub.member.id, 190);
    await answer(sub.auth, 'ACCEPT');
    // The 1.8% offer survived (under 1.9%); answered twice at once, it is accepted once.
    const both = await Promise.all([answer(deep.auth, 'ACCEPT'), answer(deep.auth, 'ACCEPT')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await statusOf(deep.auth, waiting)).toBe('ACTIVE');
    const player = await signedIn(app, m.headers, m.id, { uplineId: deep.member.id });
    expect((await offer(player.auth, deep.member.id, 1)).json().errorCode).toBe('agent.not.agent');
  });

  it('meet an accept and a terminate at once in one order or the other, and then pay nothing', async () => {
    const lines = await Promise.all([line(), line(), line(), line()]);
    const ids = await Promise.all(
      lines.map(async ({ top, sub }) => (await offer(top.auth, sub.member.id, 100)).json().value.id as number),
    );
    const raced = await Promise.all(
      lines.map(({ top, sub }, i) =>
        Promise.all([
          answer(sub.auth, 'ACCEPT'),
          app.inject({ method: 'POST', url: `/wps/agent/contracts/${ids[i]}/terminate`, headers: top.auth }),
        ]),
      ),
    );
    for (const [i, [accepted, ended]] of raced.entries()) {
      // The end always lands; the accept either came first (and was ended) or found nothing.
      expect(ended.json().value.status).toBe('TERMINATED');
      if (accepted.statusCode !== 200) expect(accepted.json().errorCode).toBe('agent.contract.not.found');
      const { sub } = lines[i] as (typeof lines)[number];
      expect(await statusOf(sub.auth, ids[i] as number)).toBe('TERMINATED');
      expect(await consolidated(sub.auth)).toMatchObject({ dailysalreqtype: 0 });
    }
    // No settlement of a period ending from now on finds any of them in force.
    const span = { start: new Date(Date.now() - 86_400_000), end: new Date(Date.now() + 1000) };
    const inForce = await contractsInForce(database.db, m.id, 'DAILY_SALARY', span);
    expect(inForce.filter((c) => ids.includes(c.id))).toEqual([]);
  });

  it('follow the merchant’s switch for each kind', async () => {
    const off = await createMerchant(database);
    await database.db.insert(merchantModules).values({ merchantId: off.id, modId: 'HOURSAL3', enabled: false });
    const top = await newAgent(app, off.headers, off.id);
    const sub = await newAgent(app, off.headers, off.id, top.member.id);
    expect((await offer(top.auth, sub.member.id, 10, 'HOURLY_SALARY')).json().errorCode).toBe('function.not.available');
    expect((await answer(sub.auth, 'ACCEPT', 'MCS2_processContractHourSalary')).statusCode).toBe(403);
    expect((await offer(top.auth, sub.member.id, 10, 'REALTIME_SALARY')).statusCode).toBe(200);
    expect((await answer(sub.auth, 'ACCEPT', 'MCSFE_processRealTimeSalaryContract')).statusCode).toBe(200);
  });
});
