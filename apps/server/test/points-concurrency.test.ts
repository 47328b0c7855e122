import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { scheduledJobs } from '../src/jobs.ts';
import type { Database } from '../src/platform/db/index.ts';
import { ledgerAccounts, pointEarnings, pointGoods, pointRedemptions } from '../src/platform/db/schema.ts';
import { type JobRunner, startJobs } from '../src/platform/jobs/index.ts';
import { reconciliationHistory } from '../src/platform/money/reconcile.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { balanceOf, channels, fund, operatorToken, player } from './helpers/money.ts';
import { convert, newGoods, playerWithPoints, pointsOf, redeem, setRules, settledBet } from './helpers/points.ts';

/**
 * Points under parallel requests. On PostgreSQL (DATABASE_URL) the requests really overlap on
 * the pool; on PGlite they interleave on its one connection. The database decides either way.
 */
let database: Database;
let app: App;
let jobs: JobRunner;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database, { rateLimitMax: 100_000 });
  m = await createMerchant(database);
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  await setRules(app, op);
  jobs = await startJobs(database, app.log, scheduledJobs(app));
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await app.close();
  await database.close();
});

describe('points under concurrency', () => {
  it('the last unit of stock goes to exactly one of many players redeeming it at once', async () => {
    const g = await newGoods(app, op, 30, 1);
    const players = await Promise.all(Array.from({ length: 6 }, () => playerWithPoints(app, m.headers, m.id, op, 50)));
    const results = await Promise.all(players.map((p) => redeem(app, p.auth, { goodsId: g.id })));
    const codes = results.map((r) => r.json().errorCode);
    expect(codes.filter((c) => c === null)).toHaveLength(1);
    expect(codes.filter((c) => c === 'points.stock.not.enough')).toHaveLength(5);
    const [row] = await database.db.select({ s: pointGoods.stock }).from(pointGoods).where(eq(pointGoods.id, g.id));
    expect(row?.s).toBe(0);
    const balances = await Promise.all(players.map((p) => pointsOf(app, p.auth)));
    expect(balances.filter((b) => b.points === '20' && b.held === '30')).toHaveLength(1);
    expect(balances.filter((b) => b.points === '50' && b.held === '0')).toHaveLength(5);
  });

  it('one player redeeming with every point at once in parallel never goes below zero', async () => {
    const p = await playerWithPoints(app, m.headers, m.id, op, 100);
    const g = await newGoods(app, op, 30, 50);
    const results = await Promise.all(Array.from({ length: 8 }, () => redeem(app, p.auth, { goodsId: g.id })));
    const won = results.filter((r) => r.json().success).length;
    expect(won).toBe(3);
    expect(results.filter((r) => r.json().errorCode === 'points.balance.not.enough')).toHaveLength(5);
    expect(await pointsOf(app, p.auth)).toEqual({ points: '10', held: '90' });
    const [row] = await database.db.select({ s: pointGoods.stock }).from(pointGoods).where(eq(pointGoods.id, g.id));
    expect(row?.s).toBe(47);
  });

  it('parallel conversions that together would overdraw the points convert only what is there', async () => {
    const p = await playerWithPoints(app, m.headers, m.id, op, 100);
    const before = BigInt(await balanceOf(app, p.auth));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        convert(app, p.auth, { points: '30', idempotencyKey: `convert-${i}-${p.member.id}` }),
      ),
    );
    const won = results.filter((r) => r.json().success).length;
    expect(won).toBe(3);
    expect(results.filter((r) => r.json().errorCode === 'points.balance.not.enough')).toHaveLength(7);
    expect(await pointsOf(app, p.auth)).toEqual({ points: '10', held: '0' });
    expect(BigInt(await balanceOf(app, p.auth))).toBe(before + 90n);
  });

  it('the same conversion key sent many times at once converts once', async () => {
    const p = await playerWithPoints(app, m.headers, m.id, op, 100);
    const key = uniqueCode('same-');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => convert(app, p.auth, { points: '40', idempotencyKey: key })),
    );
    expect(results.every((r) => r.json().success)).toBe(true);
    expect(new Set(results.map((r) => r.json().value.transactionId)).size).toBe(1);
    expect(await pointsOf(app, p.auth)).toEqual({ points: '60', held: '0' });
  });

  it('approving and rejecting one redemption at once: exactly one verdict takes effect', async () => {
    const p = await playerWithPoints(app, m.headers, m.id, op, 60);
    const g = await newGoods(app, op, 60, 2);
    const id = (await redeem(app, p.auth, { goodsId: g.id })).json().value.id;
    const verdicts = await Promise.all(
      ['approve', 'reject', 'approve', 'reject'].map((v) =>
        app.inject({ method: 'POST', url: `/wps/operator/points/redemptions/${id}/${v}`, headers: op }),
      ),
    );
    const [red] = await database.db.select().from(pointRedemptions).where(eq(pointRedemptions.id, id));
    const ok = verdicts.filter((r) => r.json().success).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(
      verdicts.filter((r) => !r.json().success).every((r) => r.json().errorCode === 'points.redemption.decided'),
    ).toBe(true);
    const [stock] = await database.db.select({ s: pointGoods.stock }).from(pointGoods).where(eq(pointGoods.id, g.id));
    if (red?.status === 'APPROVED') {
      expect(await pointsOf(app, p.auth)).toEqual({ points: '0', held: '0' });
      expect(stock?.s).toBe(1);
    } else {
      expect(red?.status).toBe('REJECTED');
      expect(await pointsOf(app, p.auth)).toEqual({ points: '60', held: '0' });
      expect(stock?.s).toBe(2);
    }
  });

  it('crediting sweeps run at once by the job and operators credit each settled bet once', async () => {
    const p = await player(app, m.headers, m.id);
    await fund(app, p.auth, op, (await channels(app, m.id)).bank.id, '100000');
    for (const stake of [1_000n, 2_500n, 300n]) await settledBet(app, m.id, p.member.id, stake);
    await Promise.all([
      jobs.runNow('points-earn'),
      jobs.runNow('points-earn'),
      app.inject({ method: 'POST', url: '/wps/operator/points/credit', headers: op }),
      app.inject({ method: 'POST', url: '/wps/operator/points/credit', headers: op }),
    ]);
    expect(await pointsOf(app, p.auth)).toEqual({ points: '38', held: '0' });
    const rows = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointEarnings)
      .where(and(eq(pointEarnings.merchantId, m.id), eq(pointEarnings.memberId, p.member.id)));
    expect(rows[0]?.n).toBe(3);
  });

  it('the nightly reconciliation proves the ledger with the points currency in it', async () => {
    await jobs.runNow('ledger-reconciliation');
    const runs = await reconciliationHistory(database.db, m.id, 1);
    expect(runs.alarm).toBe(false);
    expect(runs.runs[0]?.ok).toBe(true);
    const pts = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, m.id), eq(ledgerAccounts.currency, 'PTS')));
    expect(pts[0]?.n).toBeGreaterThan(10);
  });
});
