/**
 * Keys before rules (issue 15, point 8) for the wallet, agent and points commands: a request
 * resent with its idempotency key answers what the first send did even after a rule changed
 * (password, team, minimum, points switched off, wallet model); the same key with other input
 * is 409; nothing moves twice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { issueReward } from '../src/modules/promotion/rewards.ts';
import type { Database } from '../src/platform/db/index.ts';
import { merchants } from '../src/platform/db/schema.ts';
import { makeMember, sealedCall, setMember } from './helpers/accounts.ts';
import { newAgent, signedIn } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { balanceOf, channels, fund, operatorToken, player } from './helpers/money.ts';
import { convert, newGoods, playerWithPoints, pointsOf, RULES, redeem, setRules } from './helpers/points.ts';

type Headers = Record<string, string>;
let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Headers;
let bank: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database, { rateLimitMax: 100_000 });
  m = await createMerchant(database);
  // Before the first request, so the cached merchant already has them.
  await database.db
    .update(merchants)
    .set({ agentTransferMin: 100n, agentTransferMax: 50_000n })
    .where(eq(merchants.id, m.id));
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  bank = (await channels(app, m.id)).bank.id;
  await setRules(app, op);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The payment password changed from 123456 to 654321: a new request with the old one is refused. */
const changePassword = async (auth: Headers) => {
  const res = await sealedCall(app, {
    url: '/wps/member/paymentPassword',
    headers: auth,
    payload: { oldPaymentPassword: '123456', paymentPassword: '654321' },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const expectReused = (res: { statusCode: number; json: () => { errorCode: string } }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json().errorCode).toBe('idempotency.key.reused');
};

describe('paying the upline', () => {
  it('a resend after the payment password changed answers the first payment and pays nothing more', async () => {
    const agent = await makeMember(app, m.id, { type: 1 });
    const p = await player(app, m.headers, m.id);
    await setMember(app, p.member.id, { uplineId: agent.id });
    await fund(app, p.auth, op, bank, '8000');
    const key = uniqueCode('up-');
    const pay = (amount: string) =>
      sealedCall(app, {
        url: '/wps/member/transferUpline',
        headers: p.auth,
        payload: { amount, paymentPassword: '123456', idempotencyKey: key },
      });
    const first = await pay('3000');
    expect(first.json().value).toMatchObject({ replayed: false });
    await changePassword(p.auth);
    const again = await pay('3000');
    expect(again.json()).toMatchObject({
      success: true,
      value: { transactionId: first.json().value.transactionId, replayed: true },
    });
    expectReused(await pay('2000'));
    expect(await balanceOf(app, p.auth)).toBe('5000');
  });
});

describe('an agent paying the team', () => {
  it('a resend after the member left the team and the password changed answers the first transfer', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const member = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id });
    await fund(app, agent.auth, op, bank, '10000');
    const key = uniqueCode('ag-');
    const pay = (amount: string, idempotencyKey = key) =>
      sealedCall(app, {
        url: '/wps/agent/transfer',
        headers: agent.auth,
        payload: { account: member.member.account, amount, paymentPassword: '123456', idempotencyKey },
      });
    const first = await pay('1000');
    expect(first.json().value).toMatchObject({ replayed: false, memberId: member.member.id });
    await setMember(app, member.member.id, { uplineId: null });
    await changePassword(agent.auth);
    // A new transfer is now refused by the team rule.
    expect((await pay('1000', uniqueCode('ag-'))).json().errorCode).toBe('agent.member.not.found');
    const again = await pay('1000');
    expect(again.json()).toMatchObject({
      success: true,
      value: {
        transactionId: first.json().value.transactionId,
        replayed: true,
        memberId: member.member.id,
        account: member.member.account,
        amount: '1000',
      },
    });
    expectReused(await pay('1500'));
    expect(await balanceOf(app, agent.auth)).toBe('9000');
    expect(await balanceOf(app, member.auth)).toBe('1000');
  });
});

describe('moving money to a game wallet', () => {
  it('a resend after the brand went back to one wallet answers the first transfer', async () => {
    const tm = await createMerchant(database);
    await database.db.update(merchants).set({ walletMode: 'transfer' }).where(eq(merchants.id, tm.id));
    const top = { ...tm.headers, authorization: (await operatorToken(app, tm.headers, tm.id)).token };
    const p = await player(app, tm.headers, tm.id);
    await fund(app, p.auth, top, (await channels(app, tm.id)).bank.id, '10000');
    const key = uniqueCode('wt-');
    const move = (on: App, amount: string) =>
      on.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: p.auth,
        payload: { vendorCode: 'HOUSE', direction: 'IN', amount, idempotencyKey: key },
      });
    const first = await move(app, '3000');
    expect(first.json().value).toMatchObject({ replayed: false, status: 'DONE' });
    // The brand switches to one wallet; a server started since (no cached merchant) gets the resend.
    await database.db.update(merchants).set({ walletMode: 'single' }).where(eq(merchants.id, tm.id));
    const later = await testApp(database, { rateLimitMax: 100_000 });
    try {
      const again = await move(later, '3000');
      expect(again.json()).toEqual({
        success: true,
        errorCode: null,
        message: expect.any(String),
        value: { transactionId: first.json().value.transactionId, replayed: true, status: 'DONE' },
      });
      expectReused(await move(later, '4000'));
      // A new transfer is refused by the rule the resend skipped.
      const fresh = await later.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: p.auth,
        payload: { vendorCode: 'HOUSE', direction: 'IN', amount: '1000', idempotencyKey: uniqueCode('wt-') },
      });
      expect(fresh.json().errorCode).toBe('wallet.mode.single');
      const wallets = (await later.inject({ url: '/wps/v2/wallets/balance', headers: p.auth })).json().value;
      const main = wallets.balance.find((b: { accountTypeId: number }) => b.accountTypeId === 0);
      expect(main.availBalance).toBe('7000');
    } finally {
      await later.close();
    }
  });
});

describe('points', () => {
  it('a conversion resent after the points were spent, the minimum raised and the password changed answers its first conversion', async () => {
    const p = await playerWithPoints(app, m.headers, m.id, op, 250);
    const key = uniqueCode('cv-');
    const first = await convert(app, p.auth, { points: '200', idempotencyKey: key });
    expect(first.json().value).toMatchObject({ points: '200', amount: '200', replayed: false });
    expect((await convert(app, p.auth, { points: '50', idempotencyKey: uniqueCode('cv-') })).statusCode).toBe(200);
    const balance = await balanceOf(app, p.auth);
    await changePassword(p.auth);
    await setRules(app, op, { ...RULES, minConvert: '300', convertAmount: '200' });
    try {
      const again = await convert(app, p.auth, { points: '200', idempotencyKey: key });
      expect(again.json()).toMatchObject({
        success: true,
        value: { transactionId: first.json().value.transactionId, points: '200', amount: '200', replayed: true },
      });
      expectReused(await convert(app, p.auth, { points: '100', idempotencyKey: key }));
    } finally {
      await setRules(app, op);
    }
    expect(await balanceOf(app, p.auth)).toBe(balance);
    expect(await pointsOf(app, p.auth)).toEqual({ points: '0', held: '0' });
  });

  it('a redemption resent after points were switched off answers its first redemption and takes nothing more', async () => {
    const p = await playerWithPoints(app, m.headers, m.id, op, 150);
    const goods = await newGoods(app, op, 100, 5);
    const key = uniqueCode('rd-');
    const first = await redeem(app, p.auth, { goodsId: goods.id, idempotencyKey: key });
    expect(first.json().value).toMatchObject({ points: '100', replayed: false });
    await setRules(app, op, { ...RULES, enabled: false });
    try {
      // A new redemption is now refused by that rule.
      expect((await redeem(app, p.auth, { goodsId: goods.id })).json().errorCode).toBe('points.not.enabled');
      const again = await redeem(app, p.auth, { goodsId: goods.id, idempotencyKey: key });
      expect(again.json()).toMatchObject({
        success: true,
        value: { id: first.json().value.id, points: '100', replayed: true },
      });
      expectReused(await redeem(app, p.auth, { goodsId: goods.id, idempotencyKey: key, address: 'Elsewhere 1' }));
    } finally {
      await setRules(app, op);
    }
    expect(await pointsOf(app, p.auth)).toEqual({ points: '50', held: '100' });
  });
});

describe("an operator's bonus key", () => {
  it("never stands for the system's own grant: a key that names a reward's grant does not block its claim", async () => {
    const p = await player(app, m.headers, m.id);
    const { reward } = await issueReward(database.db, {
      merchantId: m.id,
      memberId: p.member.id,
      source: 'APPLICATION',
      sourceKey: uniqueCode('op-key'),
      amount: 700n,
      turnoverMultiple: 1,
    });
    const grant = await app.inject({
      method: 'POST',
      url: '/wps/operator/bonuses',
      headers: op,
      payload: {
        account: p.member.account,
        amount: '300',
        turnoverMultiple: 1,
        reason: 'goodwill',
        idempotencyKey: `promo-reward-${reward.id}`,
      },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const claim = await app.inject({
      method: 'POST',
      url: `/wps/promotion/rewards/${reward.id}/claim`,
      headers: p.auth,
    });
    expect(claim.json()).toMatchObject({ success: true, value: { rewardId: reward.id, amount: '700' } });
    expect(await balanceOf(app, p.auth)).toBe('1000');
  });
});
