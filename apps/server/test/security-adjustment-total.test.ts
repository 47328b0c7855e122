/**
 * The brand's `adjustment_approval_above` bounds what one operator credits players alone over a
 * rolling day, not each request: repeated credits (the review's hundred of the threshold each) under new keys, spread over players, mixed with
 * manual bonuses or sent at once, go to the second operator's approval once the operator's running
 * total would pass it. Approved ones still apply; debits and approvals use no one's allowance.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, balanceAdjustments, merchants } from '../src/platform/db/schema.ts';
import { rowsOf } from '../src/platform/money/ledger.ts';
import { reconcileLedger } from '../src/platform/money/reconcile.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { balanceOf, grantBonusViaApi, operatorToken, player } from './helpers/money.ts';

type Headers = Record<string, string>;
let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;

const as = async (role: 'finance' | 'admin' = 'finance'): Promise<Headers> => ({
  ...m.headers,
  authorization: (await operatorToken(app, m.headers, m.id, role)).token,
});
const post = (url: string, headers: Headers, payload: object) => app.inject({ method: 'POST', url, headers, payload });
const adjust = (headers: Headers, memberId: number, amount: string, key = uniqueCode('adj')) =>
  post(`/wps/operator/players/${memberId}/adjustments`, headers, { amount, reason: 'goodwill credit', key });
const statusOf = async (res: Awaited<ReturnType<typeof adjust>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.status as string;
};
const bonus = (headers: Headers, account: string, amount: string) =>
  grantBonusViaApi(app, headers, {
    account,
    amount,
    turnoverMultiple: 0,
    reason: 'goodwill',
    idempotencyKey: uniqueCode('bonus'),
  });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  // 1,000.00: what one operator may credit alone in a day.
  await database.db.update(merchants).set({ adjustmentApprovalAbove: 100_000n }).where(eq(merchants.id, m.id));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('what one operator credits alone is counted over a day', () => {
  it('twenty credits of the threshold each under new keys: the first applies, the rest wait', async () => {
    const finance = await as();
    const p = await player(app, m.headers, m.id);
    const statuses: string[] = [];
    for (let i = 0; i < 20; i++) statuses.push(await statusOf(await adjust(finance, p.member.id, '100000')));
    expect(statuses[0]).toBe('APPLIED');
    expect(statuses.slice(1).every((s) => s === 'PENDING')).toBe(true);
    expect(await balanceOf(app, p.auth)).toBe('100000');
    const lines = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.merchantId, m.id), sql`${auditLog.details}->'input'->>'memberId' = ${String(p.member.id)}`),
      );
    expect(lines.filter((l) => l.action === 'player.balance.adjust')).toHaveLength(1);
    expect(lines.filter((l) => l.action === 'player.balance.adjust.request')).toHaveLength(19);
  });

  it('small credits apply until the running total would pass the threshold, across players too', async () => {
    const finance = await as();
    const [a, b] = [await player(app, m.headers, m.id), await player(app, m.headers, m.id)];
    expect(await statusOf(await adjust(finance, a.member.id, '40000'))).toBe('APPLIED');
    expect(await statusOf(await adjust(finance, a.member.id, '40000'))).toBe('APPLIED');
    // 120,000 with this one: it waits.
    expect(await statusOf(await adjust(finance, a.member.id, '40000'))).toBe('PENDING');
    // Another player changes nothing: the total is the operator's.
    expect(await statusOf(await adjust(finance, b.member.id, '30000'))).toBe('PENDING');
    // Up to the threshold exactly still applies.
    expect(await statusOf(await adjust(finance, b.member.id, '20000'))).toBe('APPLIED');
    expect(await statusOf(await adjust(finance, b.member.id, '1'))).toBe('PENDING');
    // A debit takes from the player, not the house: judged per request as before, counted nowhere.
    expect(await statusOf(await adjust(finance, a.member.id, '-10000'))).toBe('APPLIED');
    expect(await balanceOf(app, a.auth)).toBe('70000');
    expect(await balanceOf(app, b.auth)).toBe('20000');
    // Another operator has a day of their own.
    expect(await statusOf(await adjust(await as(), a.member.id, '100000'))).toBe('APPLIED');
  });

  it('a resend answers the first send and is not counted twice', async () => {
    const finance = await as();
    const p = await player(app, m.headers, m.id);
    const key = uniqueCode('again');
    const first = (await adjust(finance, p.member.id, '60000', key)).json().value;
    const again = (await adjust(finance, p.member.id, '60000', key)).json().value;
    expect(again).toMatchObject({ id: first.id, status: 'APPLIED' });
    expect(await statusOf(await adjust(finance, p.member.id, '40000'))).toBe('APPLIED');
    expect(await balanceOf(app, p.auth)).toBe('100000');
  });

  it('requests sent at once cannot both pass: they are counted one after the other', async () => {
    const finance = await as();
    const players = await Promise.all([1, 2, 3].map(() => player(app, m.headers, m.id)));
    // Six credits of 60,000.00 at once, two to each player: one fits in the day, the rest wait.
    const sent = await Promise.all([...players, ...players].map((p) => adjust(finance, p.member.id, '60000')));
    const statuses = await Promise.all(sent.map(statusOf));
    expect(statuses.filter((s) => s === 'APPLIED')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'PENDING')).toHaveLength(5);
    const balances = await Promise.all(players.map((p) => balanceOf(app, p.auth)));
    expect(balances.map(BigInt).reduce((x, y) => x + y)).toBe(60_000n);
  });

  it("a second operator's approval applies the waiting ones, and uses no one's allowance", async () => {
    const finance = await as();
    const second = await as();
    const p = await player(app, m.headers, m.id);
    expect(await statusOf(await adjust(finance, p.member.id, '100000'))).toBe('APPLIED');
    const waiting = [
      (await adjust(finance, p.member.id, '50000')).json().value,
      (await adjust(finance, p.member.id, '50000')).json().value,
    ];
    expect(waiting.map((w) => w.status)).toEqual(['PENDING', 'PENDING']);
    const own = await post(`/wps/operator/adjustments/${waiting[0].id}/approve`, finance, {});
    expect(own.json().errorCode).toBe('adjustment.same.operator');
    for (const w of waiting) {
      const approved = await post(`/wps/operator/adjustments/${w.id}/approve`, second, { note: 'ticket 42' });
      expect(approved.json().value).toMatchObject({ status: 'APPLIED', transactionId: expect.any(Number) });
    }
    expect(await balanceOf(app, p.auth)).toBe('200000');
    // The approver approved 100,000.00 and may still credit a day's worth alone.
    expect(await statusOf(await adjust(second, p.member.id, '100000'))).toBe('APPLIED');
    // The asker's day is still used up.
    expect(await statusOf(await adjust(finance, p.member.id, '1'))).toBe('PENDING');
  });

  it('manual bonuses share the same total: a bonus past it is refused, an adjustment past it waits', async () => {
    const finance = await as();
    const p = await player(app, m.headers, m.id);
    expect((await bonus(finance, p.member.account, '70000')).statusCode).toBe(200);
    expect(await statusOf(await adjust(finance, p.member.id, '40000'))).toBe('PENDING');
    const refused = await bonus(finance, p.member.account, '40000');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'bonus.approval.required',
      value: { max: '100000', used: '70000' },
    });
    expect(await statusOf(await adjust(finance, p.member.id, '30000'))).toBe('APPLIED');
    expect((await bonus(finance, p.member.account, '1')).statusCode).toBe(409);
    expect(await balanceOf(app, p.auth)).toBe('100000');

    // Two bonuses at once by a fresh operator: one fits, the other is refused and moves nothing.
    const giver = await as();
    const q = await player(app, m.headers, m.id);
    const both = await Promise.all([bonus(giver, q.member.account, '60000'), bonus(giver, q.member.account, '60000')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(app, q.auth)).toBe('60000');
  });

  it('the day rolls: credits older than 24 hours no longer count', async () => {
    const finance = await as();
    const p = await player(app, m.headers, m.id);
    const first = (await adjust(finance, p.member.id, '100000')).json().value;
    expect(first.status).toBe('APPLIED');
    expect(await statusOf(await adjust(finance, p.member.id, '100000'))).toBe('PENDING');
    const recorded = rowsOf<{ amount: string; source: string }>(
      await database.db.execute(sql`select amount::text as amount, source from operator_sole_credits
        where reference = ${`adjustment:${first.id}`}`),
    );
    expect(recorded).toEqual([{ amount: '100000', source: 'ADJUSTMENT' }]);
    await database.db.execute(sql`update operator_sole_credits set created_at = now() - interval '25 hours'
      where reference = ${`adjustment:${first.id}`}`);
    expect(await statusOf(await adjust(finance, p.member.id, '100000'))).toBe('APPLIED');
    expect(await balanceOf(app, p.auth)).toBe('200000');
  });

  it('leaves the ledger balanced and every waiting adjustment without money moved', async () => {
    const waiting = await database.db
      .select({ transactionId: balanceAdjustments.transactionId })
      .from(balanceAdjustments)
      .where(and(eq(balanceAdjustments.merchantId, m.id), eq(balanceAdjustments.status, 'PENDING')));
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((w) => w.transactionId === null)).toBe(true);
    const proof = await reconcileLedger(database.db, m.id);
    expect(proof.balanceMismatches).toEqual([]);
    expect(proof.unbalancedTransactions).toEqual([]);
  });
});
