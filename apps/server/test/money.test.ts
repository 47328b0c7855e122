import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { signSandbox } from '../src/modules/deposit/gateway.ts';
import { sandboxSecret } from '../src/modules/deposit/sandbox.ts';
import { autoConfirmWithdrawals } from '../src/modules/withdraw/service.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, deposits, ledgerTransactions, merchants, withdrawals } from '../src/platform/db/schema.ts';
import { makeMember, sealedCall, setMember } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { balanceOf, channels, fund, operatorToken, player, withdrawingPlayer } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Record<string, string>;
let ch: Awaited<ReturnType<typeof channels>>;
let uploads: string;

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'mekong-uploads-'));
  app = await testApp(database, { dataDir: uploads });
  m = await createMerchant(database);
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  ch = await channels(app, m.id);
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

const ledgerCount = async () =>
  (await database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.merchantId, m.id))).length;

describe('deposits by bank transfer', () => {
  it('credit only when an operator confirms, once', async () => {
    const p = await player(app, m.headers, m.id);
    const dep = await app.inject({
      method: 'PUT',
      url: '/wps/transaction/deposit',
      headers: p.auth,
      payload: { channelId: ch.bank.id, amount: '250000', reference: 'REF-1' },
    });
    expect(dep.json().value).toMatchObject({ status: 'PENDING', payUrl: null });
    expect(await balanceOf(app, p.auth)).toBe('0');
    const id = dep.json().value.id;
    expect(
      (await app.inject({ method: 'POST', url: `/wps/operator/deposits/${id}/confirm`, headers: op })).statusCode,
    ).toBe(200);
    expect(await balanceOf(app, p.auth)).toBe('250000');
    const again = await app.inject({ method: 'POST', url: `/wps/operator/deposits/${id}/confirm`, headers: op });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(app, p.auth)).toBe('250000');
    const records = await app.inject({ url: '/wps/transaction/deposit/records?status=PAID', headers: p.auth });
    expect(records.json().value).toMatchObject([{ id, amount: '250000', status: 'PAID', reference: 'REF-1' }]);
  });

  it('refuses bad amounts and leaves the ledger alone', async () => {
    const p = await player(app, m.headers, m.id);
    const before = await ledgerCount();
    for (const amount of ['-100', '0', '10.5', '1e3', 'abc', '9999999999999999999', 100]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/wps/transaction/deposit',
        headers: p.auth,
        payload: { channelId: ch.bank.id, amount },
      });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().errorCode).toBe('request.param.err');
    }
    const small = await app.inject({
      method: 'PUT',
      url: '/wps/transaction/deposit',
      headers: p.auth,
      payload: { channelId: ch.bank.id, amount: '999' },
    });
    expect(small.json()).toMatchObject({ errorCode: 'deposit.invalid.amount', value: { min: '1000' } });
    expect(await ledgerCount()).toBe(before);
  });

  it('can be rejected, and then never credited', async () => {
    const p = await player(app, m.headers, m.id);
    const dep = await app.inject({
      method: 'PUT',
      url: '/wps/transaction/deposit',
      headers: p.auth,
      payload: { channelId: ch.bank.id, amount: '5000' },
    });
    const id = dep.json().value.id;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/wps/operator/deposits/${id}/reject`,
          headers: op,
          payload: { note: 'no such transfer' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: `/wps/operator/deposits/${id}/confirm`, headers: op })).statusCode,
    ).toBe(409);
    expect(await balanceOf(app, p.auth)).toBe('0');
    // Audited with the refusal, once, with where the operator was.
    const lines = (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'deposit.reject')))
    ).filter((l) => (l.details as { depositId?: number }).depositId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.ip).toBeTruthy();
  });
});

describe('deposits through the sandbox gateway', () => {
  it('pays on the hosted page and credits through the signed callback', async () => {
    const p = await player(app, m.headers, m.id);
    const dep = await app.inject({
      method: 'PUT',
      url: '/wps/transaction/deposit',
      headers: p.auth,
      payload: { channelId: ch.gateway.id, amount: '12345' },
    });
    const { id, payUrl } = dep.json().value;
    const path = new URL(payUrl).pathname;
    const page = await app.inject({ url: path });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('123.45');
    const paid = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=PAID',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/index?deposit=${id}&result=paid`);
    expect(await balanceOf(app, p.auth)).toBe('12345');
  });

  it('never credits twice, refuses forged callbacks and holds a short payment', async () => {
    const p = await player(app, m.headers, m.id);
    const dep = await app.inject({
      method: 'PUT',
      url: '/wps/transaction/deposit',
      headers: p.auth,
      payload: { channelId: ch.gateway.id, amount: '5000' },
    });
    const id = dep.json().value.id;
    const secret = await sandboxSecret(database.db, undefined);
    const send = (body: Record<string, unknown>, signature?: string) => {
      const raw = JSON.stringify(body);
      return app.inject({
        method: 'POST',
        url: '/wps/payment/callback/sandbox',
        headers: {
          ...m.headers,
          'content-type': 'application/json',
          'x-sandbox-signature': signature ?? signSandbox(secret, raw),
        },
        payload: raw,
      });
    };
    const body = { txId: `tx-${id}`, orderId: id, amount: '5000', status: 'PAID' };
    expect((await send(body, 'f'.repeat(64))).json().errorCode).toBe('gateway.signature.invalid');
    // A short payment is money received all the same: held for an operator at the amount paid.
    expect((await send({ ...body, txId: `tx-${id}-short`, amount: '4000' })).json().value).toEqual({
      credited: false,
      held: true,
    });
    const results = await Promise.all([send(body), send(body), send(body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.json().value.credited)).toHaveLength(1);
    expect((await send(body)).json().value.credited).toBe(false);
    expect(await balanceOf(app, p.auth)).toBe('5000');
  });
});

describe('withdrawals', () => {
  const fundedPlayer = (amount = '100000') => withdrawingPlayer(app, m.headers, m.id, op, ch.bank.id, amount);
  const withdraw = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    sealedCall(app, { method: 'PUT', url: '/wps/transaction/withdraw', headers: auth, payload });

  it('lock the amount, and an approval pays it out', async () => {
    const p = await fundedPlayer();
    const res = await withdraw(p.auth, { bankAccountId: p.cardId, amount: '30000', paymentPassword: '123456' });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(app, p.auth)).toBe('70000');
    const id = res.json().value.id;
    expect(
      (await app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/approve`, headers: op })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/reject`, headers: op })).statusCode,
    ).toBe(409);
    expect(await balanceOf(app, p.auth)).toBe('70000');
    const confirm = await app.inject({
      method: 'POST',
      url: `/wps/transaction/withdraw/${id}/confirm`,
      headers: p.auth,
      payload: { result: 'PARTIAL', receivedAmount: '20000' },
    });
    expect(confirm.statusCode).toBe(200);
    const [row] = await database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ status: 'APPROVED', confirmation: 'PARTIAL', receivedAmount: 20000n });
  });

  it('give the money back when rejected', async () => {
    const p = await fundedPlayer();
    const id = (await withdraw(p.auth, { bankAccountId: p.cardId, amount: '40000', paymentPassword: '123456' })).json()
      .value.id;
    await app.inject({
      method: 'POST',
      url: `/wps/operator/withdrawals/${id}/reject`,
      headers: op,
      payload: { note: 'name check' },
    });
    expect(await balanceOf(app, p.auth)).toBe('100000');
  });

  it('need the payment password, a card of the player, the limits and enough money', async () => {
    const p = await fundedPlayer('50000');
    expect(
      (await withdraw(p.auth, { bankAccountId: p.cardId, amount: '1000', paymentPassword: '000000' })).json().errorCode,
    ).toBe('invalid.payment.pw');
    const other = await fundedPlayer();
    expect(
      (await withdraw(p.auth, { bankAccountId: other.cardId, amount: '1000', paymentPassword: '123456' })).json()
        .errorCode,
    ).toBe('request.param.err');
    expect(
      (await withdraw(p.auth, { bankAccountId: p.cardId, amount: '999', paymentPassword: '123456' })).json().errorCode,
    ).toBe('withdraw.amount.limit');
    expect(
      (await withdraw(p.auth, { bankAccountId: p.cardId, amount: '50001', paymentPassword: '123456' })).json()
        .errorCode,
    ).toBe('account.balance.not.enough');
    expect(await balanceOf(app, p.auth)).toBe('50000');
  });

  it('stop at the daily count, even when asked for at once', async () => {
    const dm = await createMerchant(database);
    await database.db.update(merchants).set({ withdrawDailyCount: 2 }).where(eq(merchants.id, dm.id));
    const dop = { ...dm.headers, authorization: (await operatorToken(app, dm.headers, dm.id)).token };
    const p = await player(app, dm.headers, dm.id);
    await fund(app, p.auth, dop, (await channels(app, dm.id)).bank.id, '100000');
    const card = await sealedCall(app, {
      method: 'PUT',
      url: '/wps/member/bankCard',
      headers: p.auth,
      payload: { bankName: 'ABA', accountNumber: `5${p.member.id}1234567`, accountName: 'Sok Dara' },
    });
    const ask = () =>
      withdraw(p.auth, { bankAccountId: card.json().value.id, amount: '1000', paymentPassword: '123456' });
    const results = await Promise.all([ask(), ask(), ask(), ask()]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.json().errorCode === 'withdraw.reach.max.count')).toHaveLength(2);
    expect(await balanceOf(app, p.auth)).toBe('98000');
  });

  it('take a "not received" only with png or jpg proof, 5 MB each, at most 3', async () => {
    const p = await fundedPlayer();
    const id = (await withdraw(p.auth, { bankAccountId: p.cardId, amount: '2000', paymentPassword: '123456' })).json()
      .value.id;
    await app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/approve`, headers: op });
    const say = (images?: Buffer[]) =>
      app.inject({
        method: 'POST',
        url: `/wps/transaction/withdraw/${id}/confirm`,
        headers: p.auth,
        payload: { result: 'NOT_RECEIVED', images: images?.map((b) => b.toString('base64')) },
      });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
    // Proof for a withdrawal that is not the player's to confirm is refused before a byte is stored.
    const proofsDir = path.join(uploads, 'uploads', 'withdrawal-proofs');
    const stored = () => (fs.existsSync(proofsDir) ? fs.readdirSync(proofsDir).length : 0);
    const before = stored();
    const unknown = await app.inject({
      method: 'POST',
      url: '/wps/transaction/withdraw/999999999/confirm',
      headers: p.auth,
      payload: { result: 'NOT_RECEIVED', images: [png.toString('base64')] },
    });
    expect(unknown.json().errorCode).toBe('transaction.not.found');
    expect(stored()).toBe(before);
    expect((await say()).json().errorCode).toBe('request.param.err');
    expect((await say([Buffer.from('GIF89a not allowed')])).json().message).toContain('not a png or jpg');
    expect((await say([png, png, png, png])).statusCode).toBe(400);
    expect((await say([Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])])).json().message).toContain('over 5 MB');
    const ok = await say([png, jpg]);
    expect(ok.statusCode).toBe(200);
    const [row] = await database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.confirmation).toBe('NOT_RECEIVED');
    expect(row?.proofs).toHaveLength(2);
    for (const f of row?.proofs ?? []) expect(fs.existsSync(path.join(uploads, 'uploads', f))).toBe(true);
  });

  it('count as received when nobody confirms in time', async () => {
    const p = await fundedPlayer();
    const id = (await withdraw(p.auth, { bankAccountId: p.cardId, amount: '1000', paymentPassword: '123456' })).json()
      .value.id;
    await app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/approve`, headers: op });
    await autoConfirmWithdrawals(database.db, new Date(Date.now() + 1441 * 60_000));
    const [row] = await database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ confirmation: 'AUTO_RECEIVED', receivedAmount: 1000n });
  });
});

describe('bank cards', () => {
  it('must carry the player’s real name, at most three, each number once', async () => {
    const p = await player(app, m.headers, m.id);
    const add = (accountNumber: string, accountName = 'Sok Dara') =>
      sealedCall(app, {
        method: 'PUT',
        url: '/wps/member/bankCard',
        headers: p.auth,
        payload: { bankName: 'ABA', accountNumber, accountName },
      });
    expect((await add('11112222333', 'Somebody Else')).json().errorCode).toBe('bank.name.mismatch');
    const base = `7${p.member.id}`;
    for (const n of ['1', '2', '3']) expect((await add(`${base}00000${n}`)).statusCode).toBe(200);
    expect((await add(`${base}000004`)).json().errorCode).toBe('withdraw.bank.card.max');
    const list = await app.inject({ url: '/wps/member/bankCard', headers: p.auth });
    expect(list.json().value[0].accountNumber).toMatch(/^\*\*\*\* \d{4}$/);
  });
});

describe('transfer wallet and upline', () => {
  it('moves money between the main and a vendor wallet, and recalls it all', async () => {
    const tm = await createMerchant(database);
    await database.db.update(merchants).set({ walletMode: 'transfer' }).where(eq(merchants.id, tm.id));
    const tch = await channels(app, tm.id);
    const top = { ...tm.headers, authorization: (await operatorToken(app, tm.headers, tm.id)).token };
    const p = await player(app, tm.headers, tm.id);
    await fund(app, p.auth, top, tch.bank.id, '10000');
    expect((await app.inject({ url: '/wps/relay/GCS_merchantWallet', headers: p.auth })).json().value).toEqual({
      isSingle: false,
    });
    const move = (vendorCode: string, direction: string, amount: string, idempotencyKey?: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: p.auth,
        payload: { vendorCode, direction, amount, idempotencyKey },
      });
    expect((await move('HOUSE', 'IN', '3000', 'key-00000001')).statusCode).toBe(200);
    expect((await move('HOUSE', 'IN', '3000', 'key-00000001')).json().value.replayed).toBe(true);
    expect((await move('MKLOTT', 'IN', '2000')).statusCode).toBe(200);
    expect((await move('HOUSE', 'OUT', '5000')).json().errorCode).toBe('account.balance.not.enough');
    const bal = (await app.inject({ url: '/wps/v2/wallets/balance', headers: p.auth })).json().value;
    expect(bal.sumBalance).toBe('10000');
    expect(bal.balance).toHaveLength(3);
    expect(
      (await app.inject({ method: 'POST', url: '/wps/relay/GCS_recallAll', headers: p.auth })).json().value.recalled,
    ).toBe('5000');
    const after = (await app.inject({ url: '/wps/v2/wallets/balance', headers: p.auth })).json().value;
    expect(after.balance.find((b: { accountTypeId: number }) => b.accountTypeId === 0).availBalance).toBe('10000');
    const single = await player(app, m.headers, m.id);
    const refused = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: single.auth,
      payload: { vendorCode: 'HOUSE', direction: 'IN', amount: '100' },
    });
    expect(refused.json().errorCode).toBe('wallet.mode.single');
  });

  it('pays the member’s upline with the payment password', async () => {
    const agent = await makeMember(app, m.id, { type: 1 });
    const p = await player(app, m.headers, m.id);
    await setMember(app, p.member.id, { uplineId: agent.id });
    await fund(app, p.auth, op, ch.bank.id, '8000');
    const pay = (paymentPassword: string) =>
      sealedCall(app, {
        url: '/wps/member/transferUpline',
        headers: p.auth,
        payload: { amount: '3000', paymentPassword },
      });
    expect((await pay('654321')).json().errorCode).toBe('invalid.payment.pw');
    expect((await pay('123456')).statusCode).toBe(200);
    expect(await balanceOf(app, p.auth)).toBe('5000');
  });
});

describe('the account record', () => {
  it('lists the ledger movements with totals that agree with the balance', async () => {
    const p = await player(app, m.headers, m.id);
    await fund(app, p.auth, op, ch.bank.id, '20000');
    await fund(app, p.auth, op, ch.bank.id, '5000');
    const res = await app.inject({ url: '/wps/member/transactions?size=1', headers: p.auth });
    const value = res.json().value;
    expect(value).toMatchObject({ total: 2, totalIn: '25000', totalOut: '0' });
    expect(value.list).toHaveLength(1);
    expect(value.list[0]).toMatchObject({ type: 'DEPOSIT', amount: '5000', balanceAfter: '25000' });
    expect(BigInt(value.totalIn) - BigInt(value.totalOut)).toBe(BigInt(await balanceOf(app, p.auth)));
  });
});

describe('operators', () => {
  it('sign in with password and code, are held to their role, and are audited', async () => {
    const support = await operatorToken(app, m.headers, m.id, 'support');
    const bad = await app.inject({
      method: 'POST',
      url: '/wps/operator/login',
      headers: m.headers,
      payload: { username: support.username, password: 'operator-pass', totp: '000000' },
    });
    expect(bad.json().errorCode).toBe('operator.login.failed');
    const sup = { ...m.headers, authorization: support.token };
    expect((await app.inject({ url: '/wps/operator/deposits', headers: sup })).statusCode).toBe(200);
    const p = await player(app, m.headers, m.id);
    const dep = await app.inject({
      method: 'PUT',
      url: '/wps/transaction/deposit',
      headers: p.auth,
      payload: { channelId: ch.bank.id, amount: '1000' },
    });
    const id = dep.json().value.id;
    expect(
      (await app.inject({ method: 'POST', url: `/wps/operator/deposits/${id}/confirm`, headers: sup })).json()
        .errorCode,
    ).toBe('operator.forbidden');
    expect(
      (await app.inject({ method: 'POST', url: `/wps/operator/deposits/${id}/confirm`, headers: p.auth })).statusCode,
    ).toBe(401);
    await app.inject({ method: 'POST', url: `/wps/operator/deposits/${id}/confirm`, headers: op });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'deposit.settle')));
    expect(
      audits.some(
        (a) => a.actorType === 'operator' && (a.details as { input: { depositId: number } }).input.depositId === id,
      ),
    ).toBe(true);
    const [row] = await database.db.select().from(deposits).where(eq(deposits.id, id));
    expect(row?.status).toBe('PAID');
    const rec = await app.inject({ url: '/wps/operator/reconciliation', headers: op });
    expect(rec.json().value).toMatchObject({ ok: true, balanceMismatches: [], unbalancedTransactions: [] });
    // Only this merchant's ledger: another merchant's accounts are not counted.
    const other = await createMerchant(database);
    const otherOp = { ...other.headers, authorization: (await operatorToken(app, other.headers, other.id)).token };
    const otherRec = (await app.inject({ url: '/wps/operator/reconciliation', headers: otherOp })).json().value;
    expect(otherRec.accounts).toBe(0);
    expect(rec.json().value.accounts).toBeGreaterThan(0);
  });
});
