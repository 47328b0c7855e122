/**
 * What a point is worth in cash is the brand admin's to set, within a sane bound, and one
 * conversion pays no more than one operator may move alone: a finance operator cannot price points
 * at a fortune for a colluding player to convert, and no rule, however set, pays a fortune at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, ledgerTransactions, merchants } from '../src/platform/db/schema.ts';
import { reconcileLedger } from '../src/platform/money/reconcile.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { balanceOf, operatorToken } from './helpers/money.ts';
import { convert, playerWithPoints, pointsOf, RULES } from './helpers/points.ts';

type Headers = Record<string, string>;
let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let finance: Headers;
let admin: Headers;

/** The review's rule: one point worth 1,000,000,000,000.00. */
const FORTUNE = { ...RULES, convertPoints: '1', convertAmount: '100000000000000' };

const put = (headers: Headers, rules: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/wps/operator/points/config', headers, payload: rules });
const configOf = async () => (await app.inject({ url: '/wps/operator/points/config', headers: finance })).json().value;
const configLines = async () =>
  (
    await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'points.config')))
  ).length;
const conversionsOf = async (memberId: number) =>
  database.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.type, 'POINTS_CONVERT')));

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  finance = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'finance')).token };
  admin = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'admin')).token };
  expect((await put(admin, RULES)).statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the points rules', () => {
  it('a finance operator may read them but not change them: 403, and nothing changes', async () => {
    const lines = await configLines();
    // Rules inside the bound, so it is the role that refuses them.
    for (const rules of [RULES, { ...RULES, convertPoints: '10', convertAmount: '100' }]) {
      const res = await put(finance, rules);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('operator.forbidden');
    }
    // The review's rule is refused too (by the bound, which the body meets first).
    expect((await put(finance, FORTUNE)).statusCode).toBe(400);
    expect(await configOf()).toEqual({ ...RULES, currency: 'USD' });
    expect(await configLines()).toBe(lines);
  });

  it('an admin changes them within the bound; rules worth more than a tenth of the stake are refused', async () => {
    // 1 point per 1.00 bet, 10 points convert to 1.00: exactly a tenth of the stake comes back.
    const tenth = { ...RULES, convertPoints: '10', convertAmount: '100' };
    const ok = await put(admin, tenth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ convertPoints: '10', convertAmount: '100' });
    const lines = await configLines();
    for (const rules of [
      FORTUNE,
      // 11% back.
      { ...RULES, convertPoints: '100', convertAmount: '1100' },
      // 11 points per 1.00 bet at the usual conversion: 11% back too.
      { ...tenth, pointsPerUnit: '11' },
      // A unit of one minor unit, each worth what it earns.
      { ...RULES, betUnit: '1', convertPoints: '1', convertAmount: '1' },
    ]) {
      const res = await put(admin, rules);
      expect(res.statusCode, JSON.stringify(rules)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'request.param.err', value: { fields: { convertAmount: {} } } });
    }
    expect(await configOf()).toMatchObject({ convertPoints: '10', convertAmount: '100' });
    expect(await configLines()).toBe(lines);
    expect((await put(admin, RULES)).statusCode).toBe(200);
  });
});

describe('a conversion', () => {
  it("pays at most the brand's amount one operator may move alone; more is refused and moves nothing", async () => {
    const brand = await createMerchant(database);
    // 10.00: what one operator may move alone here, and so what one conversion may pay.
    await database.db.update(merchants).set({ adjustmentApprovalAbove: 1_000n }).where(eq(merchants.id, brand.id));
    const op = { ...brand.headers, authorization: (await operatorToken(app, brand.headers, brand.id, 'admin')).token };
    expect((await put(op, RULES)).statusCode).toBe(200);
    const p = await playerWithPoints(app, brand.headers, brand.id, op, 3_000);
    const balance = await balanceOf(app, p.auth);

    const over = await convert(app, p.auth, { points: '2000', idempotencyKey: uniqueCode('convert-') });
    expect(over.statusCode).toBe(400);
    // The most one conversion may take, so the player can split it.
    expect(over.json()).toMatchObject({
      errorCode: 'points.convert.above.max',
      value: { max: '1000', amount: '1000' },
    });
    expect(await pointsOf(app, p.auth)).toEqual({ points: '3000', held: '0' });
    expect(await balanceOf(app, p.auth)).toBe(balance);
    expect(await conversionsOf(p.member.id)).toEqual([]);

    const atCap = await convert(app, p.auth, { points: '1000', idempotencyKey: uniqueCode('convert-') });
    expect(atCap.json().value).toMatchObject({ points: '1000', amount: '1000' });
    expect(BigInt(await balanceOf(app, p.auth))).toBe(BigInt(balance) + 1_000n);

    // Points made dear while the bets that earn them are made rare stay inside the bound (a tenth
    // of the stake), and revalue the points already earned: one of them would pay 100,000,000.00.
    const dear = {
      ...RULES,
      betUnit: '100000000000',
      convertPoints: '1',
      convertAmount: '10000000000',
      minConvert: '1',
    };
    expect((await put(op, dear)).statusCode).toBe(200);
    const one = await convert(app, p.auth, { points: '1', idempotencyKey: uniqueCode('convert-') });
    expect(one.json()).toMatchObject({ errorCode: 'points.convert.above.max', value: { max: '0' } });
    expect(await pointsOf(app, p.auth)).toEqual({ points: '2000', held: '0' });
    expect(BigInt(await balanceOf(app, p.auth))).toBe(BigInt(balance) + 1_000n);
    expect(await conversionsOf(p.member.id)).toHaveLength(1);

    const proof = await reconcileLedger(database.db, brand.id);
    expect(proof.balanceMismatches).toEqual([]);
    expect(proof.unbalancedTransactions).toEqual([]);
  });
});
