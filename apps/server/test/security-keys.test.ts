/**
 * Keys before rules (issue 15, point 8): a request resent with its idempotency key or client
 * reference answers what the first send did, even when a rule would now refuse it; the same key
 * with other input is 409; nothing moves twice.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { bankAccounts, deposits, paymentChannels, withdrawals } from '../src/platform/db/schema.ts';
import { seedLottery } from '../src/seed/lottery.ts';
import { makeMember, sealedCall } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { detailOf, elapse, holdOpen, nearOf, placeSlip, tick } from './helpers/lottery-api.ts';
import { balanceOf, channels, fund, operatorToken, player, withdrawingPlayer } from './helpers/money.ts';

type Headers = Record<string, string>;
let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let ch: Awaited<ReturnType<typeof channels>>;
let op: Headers;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  ch = await channels(app, m.id);
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  await seedLottery(database.db, m.id);
  await tick(app, m.id);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('deposits', () => {
  const open = (auth: Headers, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/wps/transaction/deposit', headers: auth, payload });

  it('the same request twice opens one order; another under its key is 409', async () => {
    const p = await player(app, m.headers, m.id);
    const key = uniqueCode('dep-');
    const body = { channelId: ch.bank.id, amount: '20000', reference: 'REF-9', idempotencyKey: key };
    const [first, second] = await Promise.all([open(p.auth, body), open(p.auth, body)]);
    expect(first.json().value.id).toBe(second.json().value.id);
    expect([first.json().value.replayed, second.json().value.replayed].sort()).toEqual([false, true]);
    const other = await open(p.auth, { ...body, amount: '30000' });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('idempotency.key.reused');
    // The channel closed since: the resend still answers the first order.
    await database.db.update(paymentChannels).set({ maxAmount: 100n }).where(eq(paymentChannels.id, ch.bank.id));
    try {
      const late = await open(p.auth, body);
      expect(late.json().value).toMatchObject({ id: first.json().value.id, replayed: true });
    } finally {
      await database.db
        .update(paymentChannels)
        .set({ maxAmount: ch.bank.maxAmount })
        .where(eq(paymentChannels.id, ch.bank.id));
    }
    const rows = await database.db.select().from(deposits).where(eq(deposits.memberId, p.member.id));
    expect(rows).toHaveLength(1);
  });
});

describe('withdrawals', () => {
  it('a resend after its card was removed answers the first request and locks nothing more', async () => {
    const p = await withdrawingPlayer(app, m.headers, m.id, op, ch.bank.id);
    const key = uniqueCode('wd-');
    const send = (amount: string) =>
      sealedCall(app, {
        method: 'PUT',
        url: '/wps/transaction/withdraw',
        headers: p.auth,
        payload: { bankAccountId: p.cardId, amount, paymentPassword: '123456', idempotencyKey: key },
      });
    const first = await send('5000');
    expect(first.json().value).toMatchObject({ replayed: false });
    // The card is no longer the player's: a new request would be refused by that rule.
    const stranger = await makeMember(app, m.id);
    await database.db.update(bankAccounts).set({ memberId: stranger.id }).where(eq(bankAccounts.id, p.cardId));
    const again = await send('5000');
    expect(again.json().value).toEqual({ id: first.json().value.id, replayed: true });
    const other = await send('6000');
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('idempotency.key.reused');
    const rows = await database.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, p.member.id), eq(withdrawals.merchantId, m.id)));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(app, p.auth)).toBe('95000');
  });
});

describe('lottery slips', () => {
  it('a slip resent after its draw closed answers its first placing; another slip under its ref is 409', async () => {
    const p = await player(app, m.headers, m.id);
    await fund(app, p.auth, op, ch.bank.id, '10000');
    const { current } = await nearOf(app, m.headers, 'SSC1');
    if (!current) throw new Error('no open SSC1 draw');
    await holdOpen(app, current.drawId);
    const { oddsVersion } = await detailOf(app, m.headers, 'SSC1');
    const slip = {
      gameCode: 'SSC1',
      prizeMode: 'Elott',
      issueNo: current.issueNo,
      oddsVersion,
      clientRef: uniqueCode('slip-'),
      lines: [{ playType: 'SSC_POS1', numbers: ['1', '2'], points: 1 }],
    };
    const first = await placeSlip(app, p.auth, slip);
    expect(first.json().success).toBe(true);
    const afterStake = await balanceOf(app, p.auth);
    await elapse(app, current.drawId);
    // The draw is closed: a new slip is refused by that rule.
    const fresh = await placeSlip(app, p.auth, { ...slip, clientRef: uniqueCode('slip-') });
    expect(fresh.json().errorCode).toBe('lottery.draw.closed');
    const again = await placeSlip(app, p.auth, slip);
    expect(again.json()).toMatchObject({ success: true, value: { replayed: true } });
    expect(again.json().value.bets).toEqual(first.json().value.bets);
    const other = await placeSlip(app, p.auth, {
      ...slip,
      lines: [{ playType: 'SSC_POS1', numbers: ['3'], points: 1 }],
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('idempotency.key.reused');
    expect(await balanceOf(app, p.auth)).toBe(afterStake);
  });
});
