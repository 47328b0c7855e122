import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { agentContracts, bets, ledgerAccounts, ledgerPostings, merchants } from '../src/platform/db/schema.ts';
import { DEMO_HISTORY, seedDemoHistory } from '../src/seed/demo-history.ts';
import { sealedCall } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { balanceOf, channels, fund, operatorToken, player } from './helpers/money.ts';
import { payBet, refundBet, stakeBet } from './helpers/rounds.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Record<string, string>;
let ch: Awaited<ReturnType<typeof channels>>;
const merchant = () => ({ id: m.id, currency: 'USD', walletMode: 'single' as const });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  await database.db.update(merchants).set({ currency: 'USD' }).where(eq(merchants.id, m.id));
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  ch = await channels(app, m.id);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function fundedPlayer(amount: string) {
  const p = await player(app, m.headers, m.id);
  await fund(app, p.auth, op, ch.bank.id, amount);
  return p;
}

/** A stake through the vendor wallet's debit, in a slot unless another house game is named. */
const bet = (memberId: number, stake: bigint, over: { gameCode?: string; betId?: string; roundId?: string } = {}) =>
  stakeBet(database.db, merchant(), memberId, { stake, ...over });
const settle = (b: { betId: string; roundId: string }, payout: bigint) => payBet(database.db, merchant(), b, payout);

/** The player's main-wallet postings of bet transactions, summed straight from the ledger. */
async function betPostingsOf(memberId: number) {
  const [row] = await database.db
    .select({ s: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'main'),
        sql`${ledgerPostings.transactionId} in (select id from ledger_transactions where type in ('BET', 'BET_PAYOUT', 'BET_REFUND'))`,
      ),
    );
  return row?.s;
}

describe('bets', () => {
  it('take the stake, pay the win, and the record and profit agree with the ledger', async () => {
    const p = await fundedPlayer('100000');
    const won = await bet(p.member.id, 1000n, { gameCode: 'baccarat' });
    await settle(won, 1950n);
    const lost = await bet(p.member.id, 500n);
    await settle(lost, 0n);
    const open = await bet(p.member.id, 300n, { gameCode: 'mekong-fishing' });
    expect(open.answer.replayed).toBeUndefined();
    expect(await balanceOf(app, p.auth)).toBe(String(100000 - 1000 + 1950 - 500 - 300));

    const record = (await app.inject({ url: '/wps/report/bets', headers: p.auth })).json().value;
    expect(record.total).toBe(3);
    expect(record.totals).toEqual({ stake: '1800', validStake: '1500', payout: '1950', profit: '450' });
    expect(record.list.map((b: { status: string }) => b.status)).toEqual(['OPEN', 'SETTLED', 'SETTLED']);
    // Money in and out of the main wallet for bets is exactly payouts minus stakes.
    expect(await betPostingsOf(p.member.id)).toBe(String(1950 - 1800));

    const live = (await app.inject({ url: '/wps/report/bets?category=LIVE', headers: p.auth })).json().value;
    expect(live.total).toBe(1);
    expect(live.list[0]).toMatchObject({ gameCode: 'baccarat', stake: '1000', payout: '1950', profit: '950' });
    const page2 = (await app.inject({ url: '/wps/report/bets?size=2&page=2', headers: p.auth })).json().value;
    expect(page2.list).toHaveLength(1);
    expect(page2.totals.stake).toBe('1800');

    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const profitRes = await app.inject({ url: `/wps/report/profit?from=${from}&to=${to}`, headers: p.auth });
    expect(profitRes.statusCode, profitRes.body).toBe(200);
    const profit = profitRes.json().value;
    expect(profit.totalProfit).toBe('450');
    expect(profit.totalStake).toBe('1500');
    expect(profit.days).toHaveLength(1);
    expect(profit.days[0].categories).toEqual([
      { category: 'LIVE', bets: 1, stake: '1000', validStake: '1000', payout: '1950', profit: '950' },
      { category: 'RNG', bets: 1, stake: '500', validStake: '500', payout: '0', profit: '-500' },
    ]);
  });

  it('are placed once per source id, settled once, and a cancelled bet refunds and cannot settle', async () => {
    const p = await fundedPlayer('10000');
    const betId = uniqueCode('b');
    const first = await bet(p.member.id, 400n, { betId, roundId: 'r-1' });
    const again = await bet(p.member.id, 400n, { betId, roundId: 'r-1' });
    expect(again.answer).toMatchObject({ status: 'OK', balance: first.answer.balance, replayed: true });
    const other = await bet(p.member.id, 401n, { betId, roundId: 'r-1' }).catch((e) => e);
    expect(other.status).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceOf(app, p.auth)).toBe('9600');
    expect(await database.db.select().from(bets).where(eq(bets.externalId, betId))).toHaveLength(1);

    await refundBet(database.db, first);
    expect(await balanceOf(app, p.auth)).toBe('10000');
    const late = await settle(first, 800n).catch((e) => e);
    expect(late.status).toBe('BET_ROLLED_BACK');
    expect(await balanceOf(app, p.auth)).toBe('10000');

    const b = await bet(p.member.id, 100n);
    const s1 = await settle(b, 300n);
    const s2 = await settle(b, 300n);
    expect(s2).toMatchObject({ status: 'OK', balance: s1.balance, replayed: true });
    expect(await balanceOf(app, p.auth)).toBe('10200');
    const unknown = await settle({ betId: uniqueCode('nope'), roundId: uniqueCode('r') }, 1n).catch((e) => e);
    expect(unknown.status).toBe('UNKNOWN_TRANSACTION');
    expect(await balanceOf(app, p.auth)).toBe('10200');
  });

  it('larger than the balance are refused and leave no bet behind', async () => {
    const p = await fundedPlayer('1000');
    const err = await bet(p.member.id, 1001n).catch((e) => e);
    expect(err).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 1000n });
    expect(await database.db.select().from(bets).where(eq(bets.memberId, p.member.id))).toHaveLength(0);
    expect(await balanceOf(app, p.auth)).toBe('1000');
  });

  it('on a transfer-wallet merchant come out of the vendor wallet', async () => {
    const t = await createMerchant(database);
    await database.db.update(merchants).set({ walletMode: 'transfer' }).where(eq(merchants.id, t.id));
    const tOp = { ...t.headers, authorization: (await operatorToken(app, t.headers, t.id)).token };
    const p = await player(app, t.headers, t.id);
    await fund(app, p.auth, tOp, (await channels(app, t.id)).bank.id, '5000');
    const moved = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: p.auth,
      payload: { vendorCode: 'HOUSE', direction: 'IN', amount: '2000' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const tm = { id: t.id, currency: 'USD', walletMode: 'transfer' as const };
    const [row] = await database.db.select({ c: merchants.currency }).from(merchants).where(eq(merchants.id, t.id));
    tm.currency = row?.c ?? 'USD';
    const placed = await stakeBet(database.db, tm, p.member.id, { stake: 1500n });
    expect(placed.answer).toMatchObject({ status: 'OK', balance: '500' });
    const balance = (await app.inject({ url: '/wps/v2/wallets/balance', headers: p.auth })).json().value;
    expect(balance.sumBalance).toBe('3500');
    expect(balance.balance).toContainEqual(expect.objectContaining({ vendorCode: 'HOUSE', availBalance: '500' }));
    const tooMuch = await stakeBet(database.db, tm, p.member.id, { stake: 501n }).catch((e) => e);
    expect(tooMuch.status).toBe('INSUFFICIENT_FUNDS');
  });

  it('refuse bad report filters', async () => {
    const p = await fundedPlayer('1000');
    for (const url of [
      '/wps/report/bets?category=CASINO',
      '/wps/report/bets?page=0',
      '/wps/report/bets?size=1000',
      '/wps/report/bets?from=yesterday',
      '/wps/report/profit',
      '/wps/report/profit?from=2026-01-10&to=2026-01-01',
      '/wps/report/profit?from=2025-01-01&to=2026-01-01',
    ]) {
      const res = await app.inject({ url, headers: p.auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorCode, url).toBe('request.param.err');
    }
    expect((await app.inject({ url: '/wps/report/bets', headers: m.headers })).statusCode).toBe(401);
  });
});

describe('wagering', () => {
  it('a bonus holds withdrawals until its turnover is bet', async () => {
    const p = await fundedPlayer('50000');
    const card = await sealedCall(app, {
      method: 'PUT',
      url: '/wps/member/bankCard',
      headers: p.auth,
      payload: { bankName: 'ABA', accountNumber: `7${p.member.id}1234567`, accountName: 'Sok Dara' },
    });
    const key = uniqueCode('bonus-key');
    const grant = await app.inject({
      method: 'POST',
      url: '/wps/operator/bonuses',
      headers: op,
      payload: {
        account: p.member.account,
        amount: '1000',
        turnoverMultiple: 3,
        reason: 'welcome',
        idempotencyKey: key,
      },
    });
    expect(grant.statusCode).toBe(200);
    const replay = await app.inject({
      method: 'POST',
      url: '/wps/operator/bonuses',
      headers: op,
      payload: {
        account: p.member.account,
        amount: '1000',
        turnoverMultiple: 3,
        reason: 'welcome',
        idempotencyKey: key,
      },
    });
    expect(replay.json().value.replayed).toBe(true);
    expect(await balanceOf(app, p.auth)).toBe('51000');

    const withdraw = () =>
      sealedCall(app, {
        method: 'PUT',
        url: '/wps/transaction/withdraw',
        headers: p.auth,
        payload: { bankAccountId: card.json().value.id, amount: '10000', paymentPassword: '123456' },
      });
    const refused = await withdraw();
    expect(refused.json()).toMatchObject({ errorCode: 'withdraw.turnover.required' });
    expect(await balanceOf(app, p.auth)).toBe('51000');
    expect((await app.inject({ url: '/wps/member/wagering', headers: p.auth })).json().value.remaining).toBe('3000');

    // Bets settle concurrently; each stake counts once toward the requirement.
    const placed = await Promise.all(Array.from({ length: 6 }, () => bet(p.member.id, 500n)));
    await Promise.all(placed.map((b) => settle(b, 0n)));
    const wagering = (await app.inject({ url: '/wps/member/wagering', headers: p.auth })).json().value;
    expect(wagering.remaining).toBe('0');
    expect(wagering.list[0]).toMatchObject({ required: '3000', progressed: '3000', status: 'DONE' });
    expect((await withdraw()).statusCode).toBe(200);
  });

  it('refuses bad bonus grants and members, and support may not grant', async () => {
    const p = await fundedPlayer('1000');
    const base = {
      account: p.member.account,
      amount: '100',
      turnoverMultiple: 1,
      reason: 'x',
      idempotencyKey: uniqueCode('k'),
    };
    for (const payload of [
      { ...base, amount: '0' },
      { ...base, amount: '-5' },
      { ...base, turnoverMultiple: 1000 },
      { ...base, turnoverMultiple: 1.5 },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/wps/operator/bonuses', headers: op, payload });
      expect(res.statusCode).toBe(400);
    }
    const nobody = await app.inject({
      method: 'POST',
      url: '/wps/operator/bonuses',
      headers: op,
      payload: { ...base, account: 'nobody-here' },
    });
    expect(nobody.json().errorCode).toBe('not.exists.account.err');
    const support = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'support')).token };
    const forbidden = await app.inject({
      method: 'POST',
      url: '/wps/operator/bonuses',
      headers: support,
      payload: base,
    });
    expect(forbidden.json().errorCode).toBe('operator.forbidden');
    // Above the amount a balance adjustment may move without a second operator, no bonus either
    // (asked by an operator of its own: what one gives alone counts over a day).
    const giver = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
    const [brand] = await database.db
      .select({ above: merchants.adjustmentApprovalAbove })
      .from(merchants)
      .where(eq(merchants.id, m.id));
    const above = brand?.above ?? 0n;
    const large = await app.inject({
      method: 'POST',
      url: '/wps/operator/bonuses',
      headers: giver,
      payload: { ...base, amount: (above + 1n).toString(), turnoverMultiple: 0 },
    });
    expect(large.statusCode).toBe(409);
    expect(large.json()).toMatchObject({ errorCode: 'bonus.approval.required', value: { max: above.toString() } });
    expect(await balanceOf(app, p.auth)).toBe('1000');
    const atTheLimit = await app.inject({
      method: 'POST',
      url: '/wps/operator/bonuses',
      headers: giver,
      payload: { ...base, amount: above.toString() },
    });
    expect(atTheLimit.statusCode).toBe(200);
    expect(await balanceOf(app, p.auth)).toBe((1000n + above).toString());
  });
});

describe('consolidated funds', () => {
  it('say per contract kind whether an offer waits or a contract is in force', async () => {
    const p = await fundedPlayer('100');
    const url = '/wps/member/info/funds/consolidated';
    expect((await app.inject({ url, headers: p.auth })).json().value).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
    await database.db.insert(agentContracts).values([
      { merchantId: m.id, kind: 'DAILY_SALARY', uplineId: p.member.id, memberId: p.member.id, status: 'PENDING' },
      { merchantId: m.id, kind: 'DIVIDEND', uplineId: p.member.id, memberId: p.member.id, status: 'ACTIVE' },
      { merchantId: m.id, kind: 'HOURLY_SALARY', uplineId: p.member.id, memberId: p.member.id, status: 'REJECTED' },
    ]);
    expect((await app.inject({ url, headers: p.auth })).json().value).toEqual({
      dailysalreqtype: 1,
      divtypereq: 2,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
  });
});

describe('the demo history', () => {
  it('goes through the money commands once, however often the seed runs', async () => {
    const p = await player(app, m.headers, m.id);
    for (let i = 0; i < 2; i++) await seedDemoHistory(database.db, m.code, p.member.account);
    const expected = DEMO_HISTORY.funds - DEMO_HISTORY.stake + DEMO_HISTORY.payout;
    expect(await balanceOf(app, p.auth)).toBe(expected.toString());
    const record = (await app.inject({ url: '/wps/report/bets', headers: p.auth })).json().value;
    expect(record.total).toBe(DEMO_HISTORY.bets);
    expect(record.totals.profit).toBe((DEMO_HISTORY.payout - DEMO_HISTORY.stake).toString());
  });
});
