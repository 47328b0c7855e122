import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { agentContracts } from '../src/platform/db/schema.ts';
import { makeMember } from './helpers/accounts.ts';
import { newAgent, signedIn } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { channels, fund, operatorToken } from './helpers/money.ts';
import { GAME_OF, playedBet } from './helpers/rounds.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Record<string, string>;
let bank: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  bank = (await channels(app, m.id)).bank.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function bet(memberId: number, stake: bigint, payout: bigint, category: keyof typeof GAME_OF = 'RNG') {
  const merchant = { id: m.id, currency: 'USD', walletMode: 'single' as const };
  await playedBet(database.db, merchant, memberId, { stake, payout, gameCode: GAME_OF[category] });
}

/** top > sub > (deep1, deep2 > leaf), top > direct; funded and with a few bets each. */
async function bigTeam() {
  const top = await newAgent(app, m.headers, m.id);
  const sub = await newAgent(app, m.headers, m.id, top.member.id);
  const direct = await signedIn(app, m.headers, m.id, { uplineId: top.member.id, nickname: 'Lucky Direct' });
  const deep1 = await signedIn(app, m.headers, m.id, { uplineId: sub.member.id });
  const deep2 = await newAgent(app, m.headers, m.id, sub.member.id);
  const leaf = await makeMember(app, m.id, { uplineId: deep2.member.id, account: `${uniqueCode('leaf')}_x` });
  for (const p of [direct, deep1, deep2]) await fund(app, p.auth, op, bank, '10000');
  await bet(direct.member.id, 1000n, 0n, 'LIVE');
  await bet(deep1.member.id, 500n, 1500n);
  await bet(deep2.member.id, 200n, 0n);
  return { top, sub, direct, deep1, deep2, leaf };
}

const get = async (auth: Record<string, string>, url: string) => {
  const res = await app.inject({ url, headers: auth });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value;
};

describe('team management', () => {
  it('lists one level at a time, drills down, searches the whole team, and shows a member', async () => {
    const t = await bigTeam();
    const first = await get(t.top.auth, '/wps/agent/team/members');
    expect(first.total).toBe(2);
    const sub = first.list.find((r: { id: number }) => r.id === t.sub.member.id);
    expect(sub).toMatchObject({
      level: 1,
      isAgent: true,
      directCount: 2,
      teamSize: 3,
      balance: '0',
      uplineAccount: t.top.member.account,
    });
    expect(first.list.find((r: { id: number }) => r.id === t.direct.member.id)).toMatchObject({
      balance: '9000',
      isAgent: false,
    });

    const drilled = await get(t.top.auth, `/wps/agent/team/members?uplineId=${t.sub.member.id}`);
    expect(drilled.list.map((r: { id: number }) => r.id).sort()).toEqual([t.deep1.member.id, t.deep2.member.id].sort());
    expect(drilled.list.every((r: { level: number }) => r.level === 2)).toBe(true);
    expect((await get(t.top.auth, '/wps/agent/team/members?level=3')).list.map((r: { id: number }) => r.id)).toEqual([
      t.leaf.id,
    ]);
    const paged = await get(t.top.auth, `/wps/agent/team/members?uplineId=${t.sub.member.id}&size=1&page=2`);
    expect(paged).toMatchObject({ total: 2 });
    expect(paged.list).toHaveLength(1);

    // A search looks through every level; "_" is a letter, not a wildcard; nicknames count too.
    expect((await get(t.top.auth, '/wps/agent/team/members?search=_x')).list.map((r: { id: number }) => r.id)).toEqual([
      t.leaf.id,
    ]);
    expect(
      (await get(t.top.auth, '/wps/agent/team/members?search=lucky')).list.map((r: { id: number }) => r.id),
    ).toEqual([t.direct.member.id]);
    expect((await get(t.sub.auth, '/wps/agent/team/members?search=lucky')).total).toBe(0);

    await database.db.insert(agentContracts).values({
      merchantId: m.id,
      kind: 'DAILY_SALARY',
      uplineId: t.sub.member.id,
      memberId: t.deep2.member.id,
      terms: { tiers: [{ validBet: '0', activeMembers: 0, rate: 50 }] },
    });
    const detail = await get(t.top.auth, `/wps/agent/team/members/${t.leaf.id}`);
    expect(detail).toMatchObject({ id: t.leaf.id, level: 3, uplineId: t.deep2.member.id, teamSize: 0 });
    expect(detail.path.map((p: { id: number }) => p.id)).toEqual([t.sub.member.id, t.deep2.member.id, t.leaf.id]);
    const agentDetail = await get(t.sub.auth, `/wps/agent/team/members/${t.deep2.member.id}`);
    expect(agentDetail).toMatchObject({
      level: 1,
      balance: '9800',
      payeeName: 'Sok Dara',
      path: [{ id: t.deep2.member.id }],
    });
    expect(agentDetail.contracts).toMatchObject([{ kind: 'DAILY_SALARY', status: 'PENDING' }]);
    expect(JSON.stringify(agentDetail)).not.toMatch(/hash|argon/i);
  });

  it('shows the team’s bets with totals over every page, by category and member', async () => {
    const t = await bigTeam();
    const all = await get(t.top.auth, '/wps/agent/team/bets?size=2');
    expect(all).toMatchObject({
      total: 3,
      totals: { stake: '1700', validStake: '1700', payout: '1500', profit: '-200' },
    });
    expect(all.list).toHaveLength(2);
    const live = await get(t.top.auth, '/wps/agent/team/bets?category=LIVE');
    expect(live.list).toMatchObject([
      { account: t.direct.member.account, stake: '1000', profit: '-1000', status: 'SETTLED' },
    ]);
    const one = await get(t.top.auth, `/wps/agent/team/bets?account=${t.deep1.member.account.toUpperCase()}`);
    expect(one).toMatchObject({ total: 1, totals: { profit: '1000' } });
    expect((await get(t.sub.auth, '/wps/agent/team/bets')).total).toBe(2);
    const outside = await app.inject({
      url: `/wps/agent/team/bets?account=${t.direct.member.account}`,
      headers: t.sub.auth,
    });
    expect(outside.json().errorCode).toBe('agent.member.not.found');
    expect((await get(t.top.auth, '/wps/agent/team/bets?from=2020-01-01&to=2020-01-31')).total).toBe(0);
  });

  it('reports downline profit and loss per member: their own and their team’s', async () => {
    const t = await bigTeam();
    const level1 = await get(t.top.auth, '/wps/agent/team/profit');
    expect(level1).toMatchObject({
      total: 2,
      totals: { bets: 3, stake: '1700', validBet: '1700', payout: '1500', profit: '-200' },
    });
    const row = (v: { list: { id: number }[] }, id: number) => v.list.find((r) => r.id === id);
    expect(row(level1, t.sub.member.id)).toMatchObject({
      isAgent: true,
      teamSize: 3,
      self: { bets: 0, stake: '0', profit: '0' },
      team: { bets: 2, stake: '700', payout: '1500', profit: '800' },
    });
    expect(row(level1, t.direct.member.id)).toMatchObject({
      self: { bets: 1, profit: '-1000' },
      team: { bets: 1, profit: '-1000' },
    });
    const level2 = await get(t.top.auth, `/wps/agent/team/profit?uplineId=${t.sub.member.id}`);
    expect(level2).toMatchObject({ total: 2, totals: { bets: 2, profit: '800' } });
    expect(row(level2, t.deep2.member.id)).toMatchObject({ self: { bets: 1, profit: '-200' }, team: { bets: 1 } });
    expect((await get(t.top.auth, '/wps/agent/team/profit?size=1&page=2')).list).toHaveLength(1);
  });
});
