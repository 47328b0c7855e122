/**
 * Balance adjustments from the player 360: applied at once up to the merchant's threshold, above
 * it approved or rejected by a second operator; keyed, audited with the operator's address,
 * refused to the wrong roles and across merchants, and safe when two decisions race.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, balanceAdjustments, ledgerTransactions, merchants } from '../src/platform/db/schema.ts';
import { reconcileLedger } from '../src/platform/money/reconcile.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { balanceOf, operatorToken, player } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let other: Awaited<ReturnType<typeof createMerchant>>;
let finance: Record<string, string>;
let finance2: Record<string, string>;

const as = async (role: Parameters<typeof operatorToken>[3], merchant = m) => ({
  ...merchant.headers,
  authorization: (await operatorToken(app, merchant.headers, merchant.id, role)).token,
});
const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const adjust = (headers: Record<string, string>, memberId: number, amount: string, key = uniqueCode('adj')) =>
  post(`/wps/operator/players/${memberId}/adjustments`, headers, { amount, reason: 'goodwill credit', key });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  other = await createMerchant(database);
  // 1,000.00 either way is applied at once; more waits for a second operator.
  await database.db.update(merchants).set({ adjustmentApprovalAbove: 100_000n }).where(eq(merchants.id, m.id));
  finance = await as('finance');
  finance2 = await as('finance');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('balance adjustments', () => {
  // What one operator credits alone counts over a day (security-adjustment-total.test.ts): each test
  // that credits at once asks as a finance operator of its own.
  it('up to the threshold the money moves at once, through the ledger, audited with the address', async () => {
    const p = await player(app, m.headers, m.id);
    const finance = await as('finance');
    const res = await adjust(finance, p.member.id, '100000');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ status: 'APPLIED', amount: '100000', decidedBy: null, account: p.member.account });
    expect(value.transactionId).toBeGreaterThan(0);
    expect(await balanceOf(app, p.auth)).toBe('100000');
    const [tx] = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, value.transactionId));
    expect(tx).toMatchObject({ type: 'ADJUSTMENT', memberId: p.member.id, reference: `adjustment:${value.id}` });
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'player.balance.adjust')));
    expect(lines.at(-1)).toMatchObject({ actorType: 'operator', ip: '127.0.0.1' });
    expect(lines.at(-1)?.chainHash).toBeTruthy();

    // A debit back down, and one past the balance refused with nothing written.
    expect((await adjust(finance, p.member.id, '-40000')).json().value.status).toBe('APPLIED');
    const short = await adjust(finance, p.member.id, '-60001');
    expect(short.json().errorCode).toBe('account.balance.not.enough');
    expect(await balanceOf(app, p.auth)).toBe('60000');
    const rows = await database.db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.memberId, p.member.id));
    expect(rows).toHaveLength(2);
  });

  it('a resend with the same key answers the first send and moves nothing more', async () => {
    const p = await player(app, m.headers, m.id);
    const finance = await as('finance');
    const key = uniqueCode('resend');
    const first = await adjust(finance, p.member.id, '5000', key);
    const again = await adjust(finance, p.member.id, '5000', key);
    expect(again.json().value.id).toBe(first.json().value.id);
    expect(await balanceOf(app, p.auth)).toBe('5000');
    const reused = await adjust(finance, p.member.id, '7000', key);
    expect(reused.json().errorCode).toBe('idempotency.key.reused');
  });

  it('above the threshold it waits; the asker cannot decide it; a second operator approves it once', async () => {
    const p = await player(app, m.headers, m.id);
    const asked = (await adjust(finance, p.member.id, '250000')).json().value;
    expect(asked).toMatchObject({ status: 'PENDING', transactionId: null });
    expect(await balanceOf(app, p.auth)).toBe('0');

    const queue = await app.inject({
      method: 'GET',
      url: '/wps/operator/adjustments?status=PENDING',
      headers: finance2,
    });
    expect(queue.json().value.list.map((r: { id: number }) => r.id)).toContain(asked.id);

    const own = await post(`/wps/operator/adjustments/${asked.id}/approve`, finance, {});
    expect(own.json().errorCode).toBe('adjustment.same.operator');

    // Two second operators approve at once: the money moves once, the other is told it is decided.
    const admin = await as('admin');
    const both = await Promise.all([
      post(`/wps/operator/adjustments/${asked.id}/approve`, finance2, { note: 'checked' }),
      post(`/wps/operator/adjustments/${asked.id}/approve`, admin, {}),
    ]);
    const codes = both.map((r) => r.json().errorCode).sort();
    expect(codes).toEqual(['adjustment.decided', null].sort());
    expect(await balanceOf(app, p.auth)).toBe('250000');
    const done = both.find((r) => r.statusCode === 200)?.json().value;
    expect(done).toMatchObject({ status: 'APPLIED', requestedBy: expect.any(String) });
    expect(done.decidedBy).not.toBe(done.requestedBy);

    const proof = await reconcileLedger(database.db, m.id);
    expect(proof.balanceMismatches).toEqual([]);
    expect(proof.unbalancedTransactions).toEqual([]);
  });

  it('a rejection needs a reason, moves nothing, and cannot be approved afterwards', async () => {
    const p = await player(app, m.headers, m.id);
    const asked = (await adjust(finance, p.member.id, '-300000')).json().value;
    const noReason = await post(`/wps/operator/adjustments/${asked.id}/reject`, finance2, { note: '' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await post(`/wps/operator/adjustments/${asked.id}/reject`, finance2, { note: 'no ticket' });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', decisionNote: 'no ticket' });
    const late = await post(`/wps/operator/adjustments/${asked.id}/approve`, await as('admin'), {});
    expect(late.json()).toMatchObject({ errorCode: 'adjustment.decided', value: { status: 'REJECTED' } });
    expect(await balanceOf(app, p.auth)).toBe('0');
  });

  it('an approval the balance no longer covers is refused and stays pending', async () => {
    const p = await player(app, m.headers, m.id);
    const finance = await as('finance');
    await adjust(finance, p.member.id, '100000');
    const asked = (await adjust(finance, p.member.id, '-100001')).json().value;
    const refused = await post(`/wps/operator/adjustments/${asked.id}/approve`, finance2, {});
    expect(refused.json().errorCode).toBe('account.balance.not.enough');
    const [row] = await database.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, asked.id));
    expect(row?.status).toBe('PENDING');
    expect(await balanceOf(app, p.auth)).toBe('100000');
  });

  it('the threshold is a merchant setting an admin changes, audited', async () => {
    const merchant = await createMerchant(database);
    const admin = {
      ...merchant.headers,
      authorization: (await operatorToken(app, merchant.headers, merchant.id, 'admin')).token,
    };
    const money = {
      ...merchant.headers,
      authorization: (await operatorToken(app, merchant.headers, merchant.id, 'finance')).token,
    };
    const p = await player(app, merchant.headers, merchant.id);
    const settings = await app.inject({ method: 'GET', url: '/wps/operator/merchant/settings', headers: admin });
    expect(settings.json().value.adjustmentApprovalAbove).toBe('100000');
    expect((await adjust(money, p.member.id, '150000')).json().value.status).toBe('PENDING');
    const bad = await app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchant/settings',
      headers: admin,
      payload: { adjustmentApprovalAbove: '-5' },
    });
    expect(bad.statusCode).toBe(400);
    const raised = await app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchant/settings',
      headers: admin,
      payload: { adjustmentApprovalAbove: '200000' },
    });
    expect(raised.json().value.adjustmentApprovalAbove).toBe('200000');
    expect((await adjust(money, p.member.id, '150000')).json().value.status).toBe('APPLIED');
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, merchant.id), eq(auditLog.action, 'merchant.settings')));
    expect(line?.details).toMatchObject({
      before: { adjustmentApprovalAbove: '100000' },
      after: { adjustmentApprovalAbove: '200000' },
    });
  });

  it('bad input is refused with field keys and changes nothing', async () => {
    const p = await player(app, m.headers, m.id);
    for (const [amount, reason, key] of [
      ['0', 'a reason', 'key-000001'],
      ['12.5', 'a reason', 'key-000002'],
      ['1e5', 'a reason', 'key-000003'],
      ['1000000000000', 'a reason', 'key-000004'],
      ['100', 'no', 'key-000005'],
      ['100', 'a reason', 'k'],
    ]) {
      const res = await post(`/wps/operator/players/${p.member.id}/adjustments`, finance, { amount, reason, key });
      expect(res.statusCode, `${amount} ${reason} ${key}`).toBe(400);
      expect(res.json().errorCode).toBe('request.param.err');
    }
    expect(await balanceOf(app, p.auth)).toBe('0');
    const rows = await database.db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.memberId, p.member.id));
    expect(rows).toEqual([]);
  });

  it('support and risk cannot adjust or decide; another merchant never finds the player or the adjustment', async () => {
    const p = await player(app, m.headers, m.id);
    for (const role of ['support', 'risk'] as const) {
      expect((await adjust(await as(role), p.member.id, '100')).statusCode).toBe(403);
    }
    const asked = (await adjust(finance, p.member.id, '200000')).json().value;
    expect((await post(`/wps/operator/adjustments/${asked.id}/approve`, await as('support'), {})).statusCode).toBe(403);
    const outsider = await as('finance', other);
    expect((await adjust(outsider, p.member.id, '100')).statusCode).toBe(404);
    const cross = await post(`/wps/operator/adjustments/${asked.id}/approve`, outsider, {});
    expect(cross.json().errorCode).toBe('adjustment.not.found');
    const theirs = await app.inject({ method: 'GET', url: '/wps/operator/adjustments', headers: outsider });
    expect(theirs.json().value.list).toEqual([]);
  });
});
