/**
 * The brand's ceiling on what an agent at the top of the tree (no upline) may offer a downline:
 * checked at the offer, at account opening and at the acceptance; set by the brand's admin in its
 * settings; a ceiling set ends the top-level offers over it and the line below them.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { agentContracts, auditLog } from '../src/platform/db/schema.ts';
import { sealedCall } from './helpers/accounts.ts';
import { newAgent } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { operatorToken } from './helpers/money.ts';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Auth = Record<string, string>;
type Tier = { validBet: string; activeMembers: number; rate: number };
const flat = (rate: number): Tier[] => [{ validBet: '0', activeMembers: 0, rate }];
const offer = (auth: Auth, memberId: number, tiers: Tier[], kind = 'DAILY_SALARY') =>
  app.inject({
    method: 'POST',
    url: '/wps/agent/contracts',
    headers: auth,
    payload: { memberId, kind, terms: { period: 'DAILY', tiers } },
  });
const accept = (auth: Auth) =>
  app.inject({
    method: 'POST',
    url: '/wps/relay/MCS2_processDailySalContract',
    headers: auth,
    payload: { action: 'ACCEPT' },
  });
const statusOf = async (id: number) =>
  (await database.db.select().from(agentContracts).where(eq(agentContracts.id, id)))[0]?.status;

/** A brand of its own (its settings change here), its admin, and top (no upline) > sub > deep. */
async function brand() {
  const m = await createMerchant(database);
  const admin = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'admin')).token };
  const top = await newAgent(app, m.headers, m.id);
  const sub = await newAgent(app, m.headers, m.id, top.member.id);
  const deep = await newAgent(app, m.headers, m.id, sub.member.id);
  const settings = async () =>
    (await app.inject({ url: '/wps/operator/merchant/settings', headers: admin })).json().value;
  const setCeilings = (ceilings: unknown, headers = admin) =>
    app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchant/settings',
      headers,
      payload: { topAgentRateCeilings: ceilings },
    });
  return { m, admin, top, sub, deep, settings, setCeilings };
}

describe('a top-level agent’s offers', () => {
  it('are held to the brand’s default ceiling of each kind, at every tier', async () => {
    const { top, sub, settings } = await brand();
    expect((await settings()).topAgentRateCeilings).toEqual({
      DIVIDEND: 5000,
      DAILY_SALARY: 300,
      HOURLY_SALARY: 100,
      REALTIME_SALARY: 100,
    });
    const over = await offer(top.auth, sub.member.id, flat(301));
    expect([over.statusCode, over.json().errorCode, over.json().value]).toEqual([
      400,
      'agent.contract.rate.exceeded',
      { kind: 'DAILY_SALARY', ceiling: 300, byBrand: true },
    ]);
    // A first tier within it does not carry a higher one past it.
    const tiered = [...flat(100), { validBet: '10000000', activeMembers: 10, rate: 350 }];
    expect((await offer(top.auth, sub.member.id, tiered)).json()).toMatchObject({
      errorCode: 'agent.contract.rate.exceeded',
      value: { ceiling: 300 },
    });
    expect((await offer(top.auth, sub.member.id, flat(5001), 'DIVIDEND')).json()).toMatchObject({
      errorCode: 'agent.contract.rate.exceeded',
      value: { kind: 'DIVIDEND', ceiling: 5000 },
    });
    expect((await offer(top.auth, sub.member.id, flat(101), 'HOURLY_SALARY')).json().value).toEqual({
      kind: 'HOURLY_SALARY',
      ceiling: 100,
      byBrand: true,
    });
    expect((await offer(top.auth, sub.member.id, flat(101), 'REALTIME_SALARY')).json().value).toEqual({
      kind: 'REALTIME_SALARY',
      ceiling: 100,
      byBrand: true,
    });
    const pending = await database.db.select().from(agentContracts).where(eq(agentContracts.memberId, sub.member.id));
    expect(pending).toEqual([]);

    expect((await offer(top.auth, sub.member.id, flat(300))).statusCode).toBe(200);
    expect((await offer(top.auth, sub.member.id, flat(5000), 'DIVIDEND')).statusCode).toBe(200);
    expect((await offer(top.auth, sub.member.id, flat(99), 'HOURLY_SALARY')).statusCode).toBe(200);
  });

  it('are held to it when the agent opens an account with an offer, and when the downline accepts', async () => {
    const { m, top, sub } = await brand();
    const username = uniqueCode('n').slice(0, 12);
    const opened = await sealedCall(app, {
      url: '/wps/agent/downline',
      headers: top.auth,
      payload: { username, accountType: 'AGENT', contracts: [{ kind: 'DAILY_SALARY', terms: { tiers: flat(400) } }] },
    });
    expect(opened.json()).toMatchObject({ errorCode: 'agent.contract.rate.exceeded', value: { ceiling: 300 } });

    // An offer over the ceiling already waiting (made before the ceiling, or as it came down) is
    // refused when the downline accepts it, and stays waiting.
    const [waiting] = await database.db
      .insert(agentContracts)
      .values({
        merchantId: m.id,
        kind: 'DAILY_SALARY',
        uplineId: top.member.id,
        memberId: sub.member.id,
        terms: { tiers: flat(500) },
      })
      .returning({ id: agentContracts.id });
    const refused = await accept(sub.auth);
    expect(refused.json()).toMatchObject({ errorCode: 'agent.contract.rate.exceeded', value: { ceiling: 300 } });
    expect(await statusOf(waiting?.id as number)).toBe('PENDING');
  });
});

describe('the ceiling in the brand’s settings', () => {
  it('is changed by an admin, kind by kind, audited, and the new value applies at once', async () => {
    const { m, top, sub, settings, setCeilings } = await brand();
    const res = await setCeilings({ DAILY_SALARY: 500, DIVIDEND: 4000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.topAgentRateCeilings).toEqual({
      DIVIDEND: 4000,
      DAILY_SALARY: 500,
      HOURLY_SALARY: 100,
      REALTIME_SALARY: 100,
    });
    expect((await offer(top.auth, sub.member.id, flat(501))).json().value).toEqual({
      kind: 'DAILY_SALARY',
      ceiling: 500,
      byBrand: true,
    });
    expect((await offer(top.auth, sub.member.id, flat(500))).statusCode).toBe(200);
    expect((await offer(top.auth, sub.member.id, flat(4001), 'DIVIDEND')).json().value.ceiling).toBe(4000);
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'merchant.settings')));
    expect(line?.details).toEqual({
      before: { topAgentRateCeilings: { DIVIDEND: 5000, DAILY_SALARY: 300, HOURLY_SALARY: 100, REALTIME_SALARY: 100 } },
      after: { topAgentRateCeilings: { DIVIDEND: 4000, DAILY_SALARY: 500, HOURLY_SALARY: 100, REALTIME_SALARY: 100 } },
    });
    // Zero: top-level agents offer none of the kind.
    await setCeilings({ REALTIME_SALARY: 0 });
    expect((await offer(top.auth, sub.member.id, flat(1), 'REALTIME_SALARY')).json().value.ceiling).toBe(0);
    expect((await settings()).topAgentRateCeilings.DAILY_SALARY).toBe(500);
  });

  it('lowered, ends the top-level offers and contracts over it, and the line below them', async () => {
    const { m, top, sub, deep, setCeilings } = await brand();
    const other = await newAgent(app, m.headers, m.id, top.member.id);
    await offer(top.auth, sub.member.id, flat(300));
    await accept(sub.auth);
    const below = (await offer(sub.auth, deep.member.id, flat(150))).json().value.id as number;
    await accept(deep.auth);
    const within = (await offer(top.auth, other.member.id, flat(200))).json().value.id as number;
    await accept(other.auth);
    const waitingOver = (await offer(top.auth, sub.member.id, flat(250))).json().value.id as number;
    const dividend = (await offer(top.auth, sub.member.id, flat(3000), 'DIVIDEND')).json().value.id as number;
    const [held] = await database.db
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(and(eq(agentContracts.memberId, sub.member.id), eq(agentContracts.status, 'ACTIVE')));
    // The same rates on another brand, whose ceiling stays.
    const elsewhere = await brand();
    await offer(elsewhere.top.auth, elsewhere.sub.member.id, flat(300));
    await accept(elsewhere.sub.auth);

    const res = await setCeilings({ DAILY_SALARY: 200 });
    expect(res.statusCode, res.body).toBe(200);
    // sub's 3% is over 2% and ends; sub then holds nothing, so deep's 1.5% ends too; the 2.5% offer
    // waiting for sub ends; the 2% contract and the dividend stay.
    expect(await statusOf(held?.id as number)).toBe('TERMINATED');
    expect(await statusOf(below)).toBe('TERMINATED');
    expect(await statusOf(waitingOver)).toBe('TERMINATED');
    expect(await statusOf(within)).toBe('ACTIVE');
    expect(await statusOf(dividend)).toBe('PENDING');
    const [elsewhereHeld] = await database.db
      .select({ status: agentContracts.status })
      .from(agentContracts)
      .where(eq(agentContracts.memberId, elsewhere.sub.member.id));
    expect(elsewhereHeld?.status).toBe('ACTIVE');
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'merchant.settings')));
    const ended = (line?.details as { endedContracts?: number[] } | undefined)?.endedContracts ?? [];
    const byId = (a: number, b: number) => a - b;
    expect([...ended].sort(byId)).toEqual([held?.id as number, below, waitingOver].sort(byId));
  });

  it('is changed by no other role', async () => {
    const { m, settings, setCeilings } = await brand();
    const before = await settings();
    for (const role of ['finance', 'risk', 'support', 'content', 'lottery'] as const) {
      const staff = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, role)).token };
      const res = await setCeilings({ DAILY_SALARY: 9000 }, staff);
      expect([res.statusCode, res.json().errorCode], role).toEqual([403, 'operator.forbidden']);
    }
    expect(await settings()).toEqual(before);
  });

  it('refuses a rate that is not a whole number of basis points from 0 to 10,000, and changes nothing', async () => {
    const { top, sub, settings, setCeilings } = await brand();
    await offer(top.auth, sub.member.id, flat(300));
    await accept(sub.auth);
    const before = await settings();
    for (const bad of [
      { DAILY_SALARY: -1 },
      { DAILY_SALARY: 10_001 },
      { DAILY_SALARY: '100' },
      { DAILY_SALARY: 1.5 },
      { DAILY_SALARY: null },
      { DIVIDEND: 100, DAILY_SALARY: -5 },
      250,
    ]) {
      const res = await setCeilings(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      // The field named, with the schema's key the back office translates ("0 to 100%...").
      const [field, message] =
        typeof bad === 'object'
          ? ['topAgentRateCeilings.DAILY_SALARY', 'settings.rate.range']
          : ['topAgentRateCeilings', expect.any(String)];
      expect(res.json(), JSON.stringify(bad)).toMatchObject({
        errorCode: 'request.param.err',
        value: { fields: { [field]: { message } } },
      });
    }
    expect(await settings()).toEqual(before);
    // Nothing was ended by a refused change.
    expect(
      await database.db
        .select({ status: agentContracts.status })
        .from(agentContracts)
        .where(eq(agentContracts.memberId, sub.member.id)),
    ).toEqual([{ status: 'ACTIVE' }]);
  });
});
