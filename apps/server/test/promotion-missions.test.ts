import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { maskAccount } from '../src/modules/promotion/missions.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, wageringRequirements } from '../src/platform/db/schema.ts';
import { openTestDatabase, testApp } from './helpers/app.ts';
import { balanceOf, operatorToken } from './helpers/money.ts';
import { mission, type PromoMerchant, promoMerchant, settledBet } from './helpers/promotions.ts';

let database: Database;
let app: App;
let m: PromoMerchant;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await promoMerchant(app, database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type H = Record<string, string>;
type Item = { id: number; status: string; progress: string };
const missionsOf = async (auth: H) =>
  (await app.inject({ url: '/wps/promotion/missions', headers: auth })).json().value;
const claim = (auth: H, id: number) =>
  app.inject({ method: 'POST', url: `/wps/promotion/missions/${id}/claim`, headers: auth });

describe('missions', () => {
  it('measure progress from real bets and deposits, pay a completed mission once, and rank members by points', async () => {
    const bet = await mission(database, m.id, { metric: 'VALID_BET', target: 2000n, reward: 100n, points: 10 });
    const dep = await mission(database, m.id, { metric: 'DEPOSIT', target: 5000n, reward: 200n, points: 20 });
    const p = await m.player();
    const find = (list: Item[], id: number) => list.find((i) => i.id === id);

    let view = await missionsOf(p.auth);
    expect(view.available).toBe(0);
    expect(find(view.list, bet.id)).toMatchObject({ status: 'IN_PROGRESS', progress: '0' });
    expect((await claim(p.auth, bet.id)).json().errorCode).toBe('mission.not.complete');

    await m.fund(p.auth, '10000');
    view = await missionsOf(p.auth);
    expect(view.available).toBe(1);
    expect(find(view.list, dep.id)).toMatchObject({ status: 'CLAIMABLE', progress: '5000' });

    await settledBet(database, m.id, p.member.id, 2500n);
    view = await missionsOf(p.auth);
    expect(view.available).toBe(2);
    expect(find(view.list, bet.id)).toMatchObject({ status: 'CLAIMABLE', progress: '2000' });

    // Two claims at once: one pays, the other is refused.
    const both = await Promise.all([claim(p.auth, bet.id), claim(p.auth, bet.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().errorCode).toBe('promotion.reward.claimed');
    expect((await claim(p.auth, bet.id)).json().errorCode).toBe('promotion.reward.claimed');
    expect(await balanceOf(app, p.auth)).toBe(String(10000 - 2500 + 100));
    const wagering = await database.db
      .select()
      .from(wageringRequirements)
      .where(eq(wageringRequirements.memberId, p.member.id));
    expect(wagering.map((w) => w.required)).toEqual([200n]);

    view = await missionsOf(p.auth);
    expect(view).toMatchObject({ available: 1, points: 10 });
    expect(find(view.list, bet.id)?.status).toBe('CLAIMED');

    const rival = await m.player();
    await m.fund(rival.auth, '5000');
    expect((await claim(rival.auth, dep.id)).statusCode).toBe(200);
    const board = (await app.inject({ url: '/wps/promotion/missions/leaderboard', headers: m.headers })).json().value;
    expect(board).toEqual([
      { rank: 1, account: maskAccount(rival.member.account), points: 20 },
      { rank: 2, account: maskAccount(p.member.account), points: 10 },
    ]);
    expect(board[0].account).not.toBe(rival.member.account);

    // The bonus details read the ledger: both rewards of this member, with the total.
    expect((await claim(p.auth, dep.id)).statusCode).toBe(200);
    const bonus = (await app.inject({ url: '/wps/promotion/bonus', headers: p.auth })).json().value;
    expect(bonus).toMatchObject({ total: '300', count: 2 });
    expect(bonus.list.map((b: { reason: string }) => b.reason)).toEqual(['MISSION', 'MISSION']);
  });

  it('needs a session and answers unknown missions clearly', async () => {
    expect((await app.inject({ url: '/wps/promotion/missions', headers: m.headers })).statusCode).toBe(401);
    const p = await m.player();
    expect((await claim(p.auth, 99_999_999)).json().errorCode).toBe('mission.not.found');
  });

  it('are set up by an admin operator, audited, and switched off without a trace for players', async () => {
    const admin = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'admin')).token };
    const body = {
      titles: { KM: 'ភ្នាល់ $30', EN: 'Bet $30 today', CN: '今日投注30美元' },
      metric: 'VALID_BET',
      target: '3000',
      reward: '300',
      turnoverMultiple: 2,
    };
    const send = (method: 'POST' | 'PATCH', url: string, headers: H, payload: Record<string, unknown>) =>
      app.inject({ method, url, headers, payload });
    // Bad terms and a role that may not: refused, nothing made.
    expect((await send('POST', '/wps/operator/missions', admin, { ...body, reward: '-1' })).statusCode).toBe(400);
    expect((await send('POST', '/wps/operator/missions', admin, { ...body, target: '0' })).statusCode).toBe(400);
    expect((await send('POST', '/wps/operator/missions', m.op, body)).statusCode).toBe(403);
    const made = await send('POST', '/wps/operator/missions', admin, body);
    expect(made.json().value).toMatchObject({ metric: 'VALID_BET', target: '3000', reward: '300', enabled: true });
    const id = made.json().value.id as number;

    const p = await m.player();
    expect((await missionsOf(p.auth)).list.map((x: { id: number }) => x.id)).toContain(id);
    const off = await send('PATCH', `/wps/operator/missions/${id}`, admin, { enabled: false });
    expect(off.json().value.enabled).toBe(false);
    expect((await missionsOf(p.auth)).list.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await claim(p.auth, id)).json().errorCode).toBe('mission.not.found');

    // Another brand's admin cannot reach it; every change is in the audit log.
    const other = await promoMerchant(app, database);
    const theirs = {
      ...other.headers,
      authorization: (await operatorToken(app, other.headers, other.id, 'admin')).token,
    };
    expect((await send('PATCH', `/wps/operator/missions/${id}`, theirs, { enabled: true })).statusCode).toBe(404);
    const listed = (await app.inject({ url: '/wps/operator/missions', headers: m.op })).json().value;
    expect(listed.find((x: { id: number }) => x.id === id)).toMatchObject({ enabled: false });
    const audit = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), sql`${auditLog.details}->>'missionId' = ${String(id)}`));
    expect(audit.map((a) => a.action).sort()).toEqual(['mission.create', 'mission.update']);
  });

  it('masks accounts on the board', () => {
    expect(maskAccount('sokdara')).toBe('so***a');
    expect(maskAccount('ab')).toBe('a**');
  });
});
