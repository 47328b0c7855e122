/**
 * The transfer-wallet model end to end (docs/provider-api.md section 7): a transfer-wallet brand
 * runs the house in the TRANSFER model, so its players' money for the house sits in the house's
 * own balance. Deposits, withdrawals, rounds played from that balance, the betting record, and
 * what happens when a vendor refuses, loses its answer, or does not answer at all.
 */
import { PROVIDER_HEADERS } from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { playInstant } from '../src/house/instant.ts';
import { houseSession } from '../src/house/sessions.ts';
import { houseBets } from '../src/house/store/tables.ts';
import { heldBalance } from '../src/house/transfer/balances.ts';
import { reportFinalBets } from '../src/house/transfer/report.ts';
import { creditSettledBets } from '../src/modules/points/earn.ts';
import { vendorSecret } from '../src/modules/provider/secrets.ts';
import { signProvider } from '../src/modules/provider/signature.ts';
import { setWalletModel } from '../src/modules/provider/transfer/model.ts';
import { resolvePendingTransfers } from '../src/modules/provider/transfer/resolve.ts';
import { custodyAccount } from '../src/modules/provider/transfer/service.ts';
import type { Database } from '../src/platform/db/index.ts';
import {
  bets,
  games,
  ledgerAccounts,
  merchants,
  providerVendors,
  vendors,
  vendorTransfers,
} from '../src/platform/db/schema.ts';
import { seedGames } from '../src/seed/games.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { type Fault, fakeTransferVendor } from './helpers/fake-transfer-vendor.ts';
import { channels, fund, operatorToken, player, setOwnLimit } from './helpers/money.ts';
import { setRules } from './helpers/points.ts';

type Headers = Record<string, string>;
const FAKE = uniqueCode('FK').toUpperCase();
const FAKE_SECRET = 'fake-transfer-secret-0123456789abcdef';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Headers;
let bank: number;
let fake: Awaited<ReturnType<typeof fakeTransferVendor>>;

beforeAll(async () => {
  process.env.FAKE_TRANSFER_SECRET = FAKE_SECRET;
  database = await openTestDatabase();
  app = await testApp(database);
  const db = database.db;
  await seedGames(db);
  m = await createMerchant(database);
  // Before the first request, so the merchant is never seen in single-wallet mode.
  await db.update(merchants).set({ walletMode: 'transfer' }).where(eq(merchants.id, m.id));
  await setWalletModel(db, m.id, 'HOUSE', 'TRANSFER');
  fake = await fakeTransferVendor(FAKE_SECRET);
  await db.insert(providerVendors).values({
    code: FAKE,
    name: 'Fake vendor',
    walletModel: 'TRANSFER',
    secretEnv: 'FAKE_TRANSFER_SECRET',
    launchUrl: '/x',
    transferUrl: fake.url,
  });
  await db
    .insert(vendors)
    .values({ merchantId: m.id, code: FAKE, name: 'Fake', category: 'RNG', accountTypeId: 190, vassalage: FAKE });
  await db.insert(games).values({ vendorCode: FAKE, code: 'fake-slot', category: 'RNG', names: { EN: 'Fake slot' } });
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  bank = (await channels(app, m.id)).bank.id;
});
afterAll(async () => {
  await fake.close();
  await app.close();
  await database.close();
});

async function funded(amount: string) {
  const p = await player(app, m.headers, m.id);
  await fund(app, p.auth, op, bank, amount);
  return p;
}
const move = (auth: Headers, vendorCode: string, direction: 'IN' | 'OUT', amount: string, idempotencyKey?: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: auth,
    payload: { vendorCode, direction, amount, ...(idempotencyKey ? { idempotencyKey } : {}) },
  });
type WalletLine = {
  vendorCode: string;
  accountTypeId: number;
  availBalance: string;
  walletModel?: string;
  unavailable?: boolean;
};
async function wallets(auth: Headers) {
  const v = (await app.inject({ url: '/wps/v2/wallets/balance', headers: auth })).json().value;
  const line = (code: string) => (v.balance as WalletLine[]).find((b) => b.vendorCode === code);
  return { ...v, main: (v.balance as WalletLine[]).find((b) => b.accountTypeId === 0)?.availBalance, line };
}
const held = (memberId: number) => heldBalance(database.db, { playerId: String(memberId), currency: 'USD' });
async function custody(vendorCode: string) {
  const id = await custodyAccount(database.db, m.id, vendorCode, 'USD');
  const [row] = await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return row?.balance ?? 0n;
}
const transfersOf = (memberId: number) =>
  database.db.select().from(vendorTransfers).where(eq(vendorTransfers.memberId, memberId)).orderBy(vendorTransfers.id);

/** A house game window of the player, opened from a launch ticket like the portal does. */
async function houseWindow(auth: Headers, code = 'mekong-fortune') {
  const [game] = await database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorCode, 'HOUSE'), eq(games.code, code)));
  const launch = await app.inject({
    url: `/wps/game/launchGame?launchMode=GLS&gameId=${game?.id}&accountType=1`,
    headers: auth,
  });
  const ticket = new URL(launch.json().value.content.game_url as string).searchParams.get('ticket') as string;
  const res = await app.inject({ method: 'POST', url: '/house/api/session', payload: { ticket, lang: 'EN' } });
  return res.json().value as { token: string; balance: string };
}

describe('transfers to the house in the TRANSFER model', () => {
  it('deposits into the balance the house keeps and withdraws it back', async () => {
    const p = await funded('100000');
    const inRes = await move(p.auth, 'HOUSE', 'IN', '30000');
    expect(inRes.json().value).toMatchObject({ status: 'DONE', replayed: false });
    expect(await held(p.member.id)).toBe(30000n);
    let w = await wallets(p.auth);
    expect(w.main).toBe('70000');
    expect(w.line('HOUSE')).toMatchObject({ availBalance: '30000', walletModel: 'TRANSFER' });
    expect(w.sumBalance).toBe('100000');
    expect(w.pendingTransfers).toBe(0);
    const out = await move(p.auth, 'HOUSE', 'OUT', '12000');
    expect(out.json().value.status).toBe('DONE');
    expect(await held(p.member.id)).toBe(18000n);
    w = await wallets(p.auth);
    expect(w.main).toBe('82000');
    const rows = await transfersOf(p.member.id);
    expect(rows.map((r) => [r.direction, r.status, r.amount])).toEqual([
      ['IN', 'DONE', 30000n],
      ['OUT', 'DONE', 12000n],
    ]);
    expect(rows.every((r) => r.ledgerTransactionId)).toBe(true);
  });

  it('refuses to withdraw more than the house holds and to deposit more than the main wallet', async () => {
    const p = await funded('5000');
    await move(p.auth, 'HOUSE', 'IN', '4000');
    const tooMuch = await move(p.auth, 'HOUSE', 'OUT', '4001');
    expect(tooMuch.json().errorCode).toBe('account.balance.not.enough');
    expect((await transfersOf(p.member.id)).at(-1)).toMatchObject({ status: 'FAILED', failure: 'INSUFFICIENT_FUNDS' });
    expect((await move(p.auth, 'HOUSE', 'IN', '1001')).json().errorCode).toBe('account.balance.not.enough');
    expect(await transfersOf(p.member.id)).toHaveLength(2);
    expect((await wallets(p.auth)).main).toBe('1000');
    expect(await held(p.member.id)).toBe(4000n);
  });

  it('answers a repeated idempotency key with the first transfer', async () => {
    const p = await funded('9000');
    const first = await move(p.auth, 'HOUSE', 'IN', '2500', 'transfer-key-0001');
    const again = await move(p.auth, 'HOUSE', 'IN', '2500', 'transfer-key-0001');
    expect(again.json().value).toMatchObject({
      replayed: true,
      status: 'DONE',
      transferId: first.json().value.transferId,
    });
    expect((await move(p.auth, 'HOUSE', 'IN', '2600', 'transfer-key-0001')).statusCode).toBe(409);
    expect(await held(p.member.id)).toBe(2500n);
    expect(await transfersOf(p.member.id)).toHaveLength(1);
  });

  it('recalls what the house holds with the rest', async () => {
    const p = await funded('8000');
    await move(p.auth, 'HOUSE', 'IN', '6000');
    const recall = await app.inject({ method: 'POST', url: '/wps/relay/GCS_recallAll', headers: p.auth });
    expect(recall.json().value).toEqual({ recalled: '6000', pending: '0', notRecalled: [] });
    expect(await held(p.member.id)).toBe(0n);
    expect((await wallets(p.auth)).main).toBe('8000');
  });

  it('brings what the house holds home when the player takes a break, out of play there', async () => {
    const p = await funded('8000');
    await move(p.auth, 'HOUSE', 'IN', '5000');
    const pause = await app.inject({
      method: 'POST',
      url: '/wps/member/breaks',
      headers: p.auth,
      payload: { kind: 'TIMEOUT', length: '24h' },
    });
    expect(pause.statusCode).toBe(200);
    expect(await held(p.member.id)).toBe(0n);
    const [main] = await database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, p.member.id), eq(ledgerAccounts.kind, 'main')));
    expect(main?.balance).toBe(8000n);
  });

  it('counts a deposit into the house as a stake against the loss limit: more than is left is refused', async () => {
    const p = await funded('10000');
    await setOwnLimit(app, p.auth, { kind: 'LOSS', period: 'DAY', amount: '3000' });
    const over = await move(p.auth, 'HOUSE', 'IN', '3001');
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ errorCode: 'stake.refused', value: { rule: 'limit.LOSS.DAY' } });
    // Nothing moved and no transfer was begun.
    expect(await transfersOf(p.member.id)).toHaveLength(0);
    expect(await held(p.member.id)).toBe(0n);
    expect((await wallets(p.auth)).main).toBe('10000');
    expect((await move(p.auth, 'HOUSE', 'IN', '3000')).json().value.status).toBe('DONE');
    // What is already at the vendor can still be lost: nothing more goes in while it is there.
    expect((await move(p.auth, 'HOUSE', 'IN', '1')).json().errorCode).toBe('stake.refused');
    // The way home is never refused, and what came home can go again.
    expect((await move(p.auth, 'HOUSE', 'OUT', '3000')).json().value.status).toBe('DONE');
    expect((await move(p.auth, 'HOUSE', 'IN', '2000')).json().value.status).toBe('DONE');
    expect((await move(p.auth, 'HOUSE', 'OUT', '2000')).json().value.status).toBe('DONE');
    // Two transfers sent at once are counted one after the other: one of them passes.
    const both = await Promise.all([move(p.auth, 'HOUSE', 'IN', '2000'), move(p.auth, 'HOUSE', 'IN', '2000')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(await held(p.member.id)).toBe(2000n);
    expect((await wallets(p.auth)).main).toBe('8000');
  });

  it('never overspends under concurrent transfers, and no money appears or vanishes', async () => {
    const p = await funded('10000');
    const before = await custody('HOUSE');
    const ins = await Promise.all(Array.from({ length: 8 }, () => move(p.auth, 'HOUSE', 'IN', '3000')));
    expect(ins.filter((r) => r.json().value?.status === 'DONE')).toHaveLength(3);
    expect(await held(p.member.id)).toBe(9000n);
    const outs = await Promise.all(Array.from({ length: 8 }, () => move(p.auth, 'HOUSE', 'OUT', '2000')));
    expect(outs.filter((r) => r.json().value?.status === 'DONE')).toHaveLength(4);
    const main = BigInt((await wallets(p.auth)).main);
    expect(await held(p.member.id)).toBe(1000n);
    expect(main + (await held(p.member.id))).toBe(10000n);
    expect((await custody('HOUSE')) - before).toBe(1000n);
  });
});

describe('house games of a TRANSFER-model brand', () => {
  it('play from the house-held balance and reach the betting record', async () => {
    const p = await funded('20000');
    await move(p.auth, 'HOUSE', 'IN', '5000');
    const w = await houseWindow(p.auth);
    expect(w.balance).toBe('5000');
    const session = await houseSession(database.db, w.token);
    const win = await playInstant(app.house, session, {
      gameCode: 'mekong-fortune',
      stake: 1000n,
      bet: { side: 'heads' },
      play: () => ({ outcome: { heads: true }, payout: 2500n }),
    });
    expect(win).toMatchObject({ balance: '6500', pending: false });
    expect(await held(p.member.id)).toBe(6500n);
    expect((await wallets(p.auth)).main).toBe('15000');
    const refused = playInstant(app.house, session, {
      gameCode: 'mekong-fortune',
      stake: 7000n,
      bet: {},
      play: () => ({ outcome: {}, payout: 0n }),
    });
    await expect(refused).rejects.toMatchObject({ code: 'house.balance.not.enough' });
    const [bet] = await database.db.select().from(houseBets).where(eq(houseBets.roundId, win.roundId));
    const [recorded] = await database.db
      .select()
      .from(bets)
      .where(and(eq(bets.vendorCode, 'HOUSE'), eq(bets.externalId, `HB${bet?.id}`)));
    expect(recorded).toMatchObject({
      memberId: p.member.id,
      stake: 1000n,
      payout: 2500n,
      status: 'SETTLED',
      validStake: 1000n,
    });
    const record = await app.inject({ url: '/wps/report/bets?page=1&size=10', headers: p.auth });
    expect(record.json().value.list).toHaveLength(1);
    const state = await app.inject({ url: '/house/api/session', headers: { authorization: w.token } });
    expect(state.json().value.balance).toBe('6500');
  });

  it('are refused the seamless wallet: no balance, no debit', async () => {
    const p = await funded('3000');
    const [game] = await database.db.select({ id: games.id }).from(games).where(eq(games.code, 'mekong-fortune'));
    const launch = await app.inject({
      url: `/wps/game/launchGame?launchMode=GLS&gameId=${game?.id}&accountType=1`,
      headers: p.auth,
    });
    const ticket = new URL(launch.json().value.content.game_url as string).searchParams.get('ticket');
    const secret = await vendorSecret(database.db, 'HOUSE', 'HOUSE_VENDOR_SECRET');
    const call = async (name: string, body: Record<string, unknown>) => {
      const raw = JSON.stringify({ requestId: uniqueCode('r'), ...body });
      const ts = String(Date.now());
      const res = await app.inject({
        method: 'POST',
        url: `/provider/v1/HOUSE/${name}`,
        payload: raw,
        headers: {
          'content-type': 'application/json',
          [PROVIDER_HEADERS.timestamp]: ts,
          [PROVIDER_HEADERS.signature]: signProvider(secret, ts, name, raw),
        },
      });
      return res.json();
    };
    const auth = await call('authenticate', { ticket });
    expect(auth).toMatchObject({ status: 'OK', walletModel: 'TRANSFER', currency: 'USD' });
    expect(auth.balance).toBeUndefined();
    expect((await call('balance', { token: auth.token })).status).toBe('WRONG_WALLET_MODEL');
    const debit = await call('debit', {
      token: auth.token,
      transactionId: uniqueCode('seamless'),
      roundId: 'r1',
      gameCode: 'mekong-fortune',
      amount: '100',
      currency: 'USD',
    });
    expect(debit.status).toBe('WRONG_WALLET_MODEL');
    expect((await wallets(p.auth)).main).toBe('3000');
  });
});

describe('a vendor that fails', () => {
  const outcome = async (
    faults: [name: 'deposit' | 'withdraw' | 'status', ...Fault[]][],
    run: () => Promise<unknown>,
  ) => {
    for (const [name, ...f] of faults) fake.fail(name, ...f);
    return run();
  };

  it('refusing a deposit: the money goes back to the main wallet', async () => {
    const p = await funded('4000');
    const res = await outcome([['deposit', 'REFUSE']], () => move(p.auth, FAKE, 'IN', '1500'));
    expect((res as { json: () => { errorCode: string } }).json().errorCode).toBe('wallet.transfer.failed');
    const [row] = await transfersOf(p.member.id);
    expect(row).toMatchObject({ status: 'FAILED', failure: 'FAILED' });
    expect(row?.reversalTransactionId).toBeTruthy();
    expect((await wallets(p.auth)).main).toBe('4000');
    expect(fake.balanceOf(String(p.member.id))).toBe(0n);
  });

  it('losing its answer: `status` finds the deposit done', async () => {
    const p = await funded('4000');
    const res = await outcome([['deposit', 'LOSE_ANSWER']], () => move(p.auth, FAKE, 'IN', '1500'));
    expect((res as { json: () => { value: { status: string } } }).json().value.status).toBe('DONE');
    expect(fake.balanceOf(String(p.member.id))).toBe(1500n);
    const w = await wallets(p.auth);
    expect(w.main).toBe('2500');
    expect(w.line(FAKE)).toMatchObject({ availBalance: '1500', walletModel: 'TRANSFER' });
  });

  it('never receiving the deposit: `status` says NOT_FOUND and the money goes back', async () => {
    const p = await funded('4000');
    await outcome([['deposit', 'NEVER_ARRIVES']], () => move(p.auth, FAKE, 'IN', '1500'));
    expect((await transfersOf(p.member.id))[0]).toMatchObject({ status: 'FAILED', failure: 'NOT_FOUND' });
    expect((await wallets(p.auth)).main).toBe('4000');
    expect(fake.balanceOf(String(p.member.id))).toBe(0n);
  });

  it('refusing the `status` query itself: the deposit it may hold waits, never given back twice', async () => {
    const p = await funded('4000');
    // The deposit is done at the vendor but its answer lost; the query after it is refused.
    const res = await outcome(
      [
        ['deposit', 'LOSE_ANSWER'],
        ['status', 'QUERY_REFUSED'],
      ],
      () => move(p.auth, FAKE, 'IN', '1500'),
    );
    expect((res as { json: () => { value: { status: string } } }).json().value.status).toBe('PENDING');
    expect((await transfersOf(p.member.id))[0]).toMatchObject({ status: 'PENDING', reversalTransactionId: null });
    expect((await wallets(p.auth)).main).toBe('2500');
    // Once the vendor answers the query, the job finds the deposit done: the money is there once.
    await resolvePendingTransfers(database.db, app.vendorApi, new Date(Date.now() + 5 * 60_000));
    expect((await transfersOf(p.member.id))[0]).toMatchObject({ status: 'DONE' });
    expect(fake.balanceOf(String(p.member.id))).toBe(1500n);
    expect((await wallets(p.auth)).main).toBe('2500');
  });

  it('silent even to `status`: the transfer waits, and the job settles it once the vendor answers', async () => {
    const p = await funded('6000');
    // A deposit that never arrived and a withdrawal that did, both unanswered.
    const dep = await outcome(
      [
        ['deposit', 'NEVER_ARRIVES'],
        ['status', 'NEVER_ARRIVES'],
      ],
      () => move(p.auth, FAKE, 'IN', '2000'),
    );
    expect((dep as { json: () => { value: { status: string } } }).json().value.status).toBe('PENDING');
    await move(p.auth, FAKE, 'IN', '3000');
    const wd = await outcome(
      [
        ['withdraw', 'LOSE_ANSWER'],
        ['status', 'BROKEN'],
      ],
      () => move(p.auth, FAKE, 'OUT', '1000'),
    );
    expect((wd as { json: () => { value: { status: string } } }).json().value.status).toBe('PENDING');
    let w = await wallets(p.auth);
    expect(w.main).toBe('1000');
    expect(w.pendingTransfers).toBe(2);
    // The job leaves fresh transfers alone, then asks about them once they are quiet.
    expect(await resolvePendingTransfers(database.db, app.vendorApi)).toMatchObject({ done: 0, failed: 0 });
    const later = new Date(Date.now() + 5 * 60_000);
    fake.fail('status', 'BROKEN');
    const first = await resolvePendingTransfers(database.db, app.vendorApi, later);
    expect(first.pending).toBeGreaterThanOrEqual(1);
    await resolvePendingTransfers(database.db, app.vendorApi, new Date(later.getTime() + 5 * 60_000));
    const rows = await transfersOf(p.member.id);
    expect(rows.map((r) => [r.direction, r.amount, r.status])).toEqual([
      ['IN', 2000n, 'FAILED'],
      ['IN', 3000n, 'DONE'],
      ['OUT', 1000n, 'DONE'],
    ]);
    w = await wallets(p.auth);
    expect(w.main).toBe('4000');
    expect(w.pendingTransfers).toBe(0);
    expect(fake.balanceOf(String(p.member.id))).toBe(2000n);
    expect(BigInt(w.main) + fake.balanceOf(String(p.member.id))).toBe(6000n);
  });

  it('not answering the balance: shown as unavailable, left out of recall', async () => {
    const p = await funded('3000');
    await move(p.auth, FAKE, 'IN', '1000');
    fake.fail('balance', 'NEVER_ARRIVES');
    const w = await wallets(p.auth);
    expect(w.line(FAKE)).toMatchObject({ availBalance: '0', unavailable: true });
    fake.fail('balance', 'BROKEN');
    const recall = await app.inject({ method: 'POST', url: '/wps/relay/GCS_recallAll', headers: p.auth });
    expect(recall.json().value).toMatchObject({ recalled: '0', notRecalled: [FAKE] });
    const again = await app.inject({ method: 'POST', url: '/wps/relay/GCS_recallAll', headers: p.auth });
    expect(again.json().value).toMatchObject({ recalled: '1000', notRecalled: [] });
  });
});

describe('the house wallet router for a TRANSFER-model session', () => {
  it('debits, rolls back and refuses a bet rolled back first, never below zero under concurrency', async () => {
    const p = await funded('10000');
    await move(p.auth, 'HOUSE', 'IN', '5000');
    const w = await houseWindow(p.auth);
    const session = await houseSession(database.db, w.token);
    const token = session.vendorToken as string;
    const wallet = app.house.wallet;
    const debit = (transactionId: string, amount = 1000n) =>
      wallet.debit({
        token,
        transactionId,
        roundId: `R-${transactionId}`,
        gameCode: 'mekong-fortune',
        amount,
        currency: 'USD',
      });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => debit(uniqueCode(`HB9${i}`))));
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(5);
    expect(answers.filter((a) => a.status === 'INSUFFICIENT_FUNDS')).toHaveLength(3);
    expect(await held(p.member.id)).toBe(0n);
    const placed = answers.find((a) => a.status === 'OK')?.transactionId as string;
    const back = await wallet.rollback({ transactionId: `X-${placed}`, referenceId: placed, roundId: `R-${placed}` });
    expect(back).toMatchObject({ status: 'OK', balance: '1000' });
    expect(
      (await wallet.rollback({ transactionId: `X-${placed}`, referenceId: placed, roundId: `R-${placed}` })).replayed,
    ).toBe(true);
    // The cancelled bet reaches the betting record as such.
    const [cancelled] = await database.db
      .select()
      .from(bets)
      .where(and(eq(bets.vendorCode, 'HOUSE'), eq(bets.externalId, placed)));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', validStake: 0n, payout: 0n });
    // A rollback of a bet never seen comes first (a debit timed out); the late bet is refused.
    // The game recorded the bet before its debit, which is how the router knows whose it is.
    const [pendingBet] = await database.db
      .insert(houseBets)
      .values({
        roundId: 0,
        sessionId: session.id,
        playerId: session.playerId,
        mode: 'REAL',
        stake: 1000n,
        bet: {},
        status: 'PENDING',
      })
      .returning({ id: houseBets.id });
    const late = `HB${pendingBet?.id}`;
    const tomb = await wallet.rollback({ transactionId: `X-${late}`, referenceId: late, roundId: `R-${late}` });
    expect(tomb.status).toBe('OK');
    expect(await held(p.member.id)).toBe(1000n);
    expect((await debit(late)).status).toBe('BET_ROLLED_BACK');
    expect(await held(p.member.id)).toBe(1000n);
    expect((await wallets(p.auth)).main).toBe('5000');
  });
  it('reports what a game really played as the bet’s turnover, not what it reserved', async () => {
    const p = await funded('10000');
    await move(p.auth, 'HOUSE', 'IN', '5000');
    const session = await houseSession(database.db, (await houseWindow(p.auth, 'bull-bull')).token);
    const wallet = app.house.wallet;
    const id = uniqueCode('HB8');
    const debit = await wallet.debit({
      token: session.vendorToken as string,
      transactionId: id,
      roundId: `R-${id}`,
      gameCode: 'bull-bull',
      amount: 4000n,
      currency: 'USD',
    });
    expect(debit.status).toBe('OK');
    // A hand that reserved four antes and played one: three come back with the win.
    const paid = await wallet.credit({
      transactionId: `W-${id}`,
      referenceId: id,
      roundId: `R-${id}`,
      amount: 4900n,
      currency: 'USD',
      roundClosed: true,
      validStake: 1000n,
    });
    expect(paid.status).toBe('OK');
    await reportFinalBets(app.house.db, app.house.wallet);
    const [row] = await database.db
      .select()
      .from(bets)
      .where(and(eq(bets.vendorCode, 'HOUSE'), eq(bets.externalId, id)));
    expect(row).toMatchObject({ status: 'SETTLED', stake: 4000n, validStake: 1000n, payout: 4900n });
  });
});

describe('the betting record of TRANSFER-model vendors', () => {
  const report = async (vendor: string, list: Record<string, unknown>[]) => {
    const secret = await vendorSecret(database.db, 'HOUSE', 'HOUSE_VENDOR_SECRET');
    const raw = JSON.stringify({ requestId: uniqueCode('r'), bets: list });
    const ts = String(Date.now());
    const res = await app.inject({
      method: 'POST',
      url: `/provider/v1/${vendor}/bets`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_HEADERS.timestamp]: ts,
        [PROVIDER_HEADERS.signature]: signProvider(secret, ts, 'bets', raw),
      },
    });
    return res.json();
  };
  /** A player who moved money to the house vendor (a vendor reports bets only of such players). */
  const playing = async (amount: string) => {
    const p = await funded(amount);
    expect((await move(p.auth, 'HOUSE', 'IN', amount)).statusCode).toBe(200);
    return p;
  };
  const bet = (playerId: number, over: Record<string, unknown> = {}) => ({
    transactionId: uniqueCode('HBR'),
    playerId: String(playerId),
    roundId: 'R1',
    gameCode: 'mekong-fortune',
    currency: 'USD',
    stake: '500',
    payout: '900',
    status: 'SETTLED',
    placedAt: new Date().toISOString(),
    settledAt: new Date().toISOString(),
    ...over,
  });

  it('takes each final bet once and refuses what is not its to take', async () => {
    const p = await playing('1000');
    const single = await createMerchant(database);
    const other = await player(app, single.headers, single.id);
    const b = bet(p.member.id);
    const first = await report('HOUSE', [b, bet(other.member.id), bet(p.member.id, { gameCode: 'no-such-game' })]);
    expect(first.results.map((r: { status: string }) => r.status)).toEqual(['OK', 'UNKNOWN_PLAYER', 'UNKNOWN_GAME']);
    const again = await report('HOUSE', [b, { ...b, payout: '1' }, bet(99_999_999)]);
    expect(again.results).toEqual([
      { transactionId: b.transactionId, status: 'OK', replayed: true },
      { transactionId: b.transactionId, status: 'DUPLICATE_TRANSACTION' },
      expect.objectContaining({ status: 'UNKNOWN_PLAYER' }),
    ]);
    const rows = await database.db.select().from(bets).where(eq(bets.memberId, p.member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stake: 500n, payout: 900n, status: 'SETTLED' });
  });

  it('takes bets only of players who had money at the vendor when they were placed', async () => {
    // Ids run in order: a vendor, or whoever holds its secret, could otherwise book turnover for
    // any player of the brand (completing a bonus's wagering, paying rebates, points and agents).
    const never = await funded('1000');
    const p = await playing('1000');
    const answer = await report('HOUSE', [
      bet(never.member.id, { stake: '999999999', validStake: '999999999', payout: '0' }),
      bet(p.member.id, { placedAt: new Date(Date.now() - 3_600_000).toISOString() }),
      bet(p.member.id, { placedAt: new Date(Date.now() + 3_600_000).toISOString() }),
      bet(p.member.id),
    ]);
    expect(answer.results.map((r: { status: string }) => r.status)).toEqual([
      'UNKNOWN_PLAYER',
      'UNKNOWN_PLAYER',
      'UNKNOWN_PLAYER',
      'OK',
    ]);
    expect(await database.db.select().from(bets).where(eq(bets.memberId, never.member.id))).toEqual([]);
    expect(await database.db.select().from(bets).where(eq(bets.memberId, p.member.id))).toHaveLength(1);
  });

  it('records a bet reported after the brand switched the vendor to the seamless model, if the player played it by transfer', async () => {
    // A brand that runs the house seamless now; its player moved money to it two hours before the
    // switch, and played an hour before it.
    const brand = await createMerchant(database);
    await database.db.update(merchants).set({ walletMode: 'transfer' }).where(eq(merchants.id, brand.id));
    await setWalletModel(database.db, brand.id, 'HOUSE', 'SEAMLESS');
    const before = await player(app, brand.headers, brand.id);
    const stranger = await player(app, brand.headers, brand.id);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const moved = (memberId: number, status: 'DONE' | 'FAILED') =>
      database.db.insert(vendorTransfers).values({
        transactionId: uniqueCode('VT'),
        merchantId: brand.id,
        memberId,
        vendorCode: 'HOUSE',
        direction: 'IN',
        amount: 1000n,
        currency: 'USD',
        status,
        createdAt: hoursAgo(2),
      });
    await moved(before.member.id, 'DONE');
    // A transfer that failed put nothing at the vendor to play with.
    await moved(stranger.member.id, 'FAILED');
    const late = bet(before.member.id, { placedAt: hoursAgo(1).toISOString() });
    const answer = await report('HOUSE', [
      late,
      bet(stranger.member.id, { placedAt: hoursAgo(1).toISOString() }),
      // Played after the switch: not the vendor's to report in this model.
      bet(before.member.id),
    ]);
    expect(answer.results.map((r: { status: string }) => r.status)).toEqual([
      'OK',
      'UNKNOWN_PLAYER',
      'WRONG_WALLET_MODEL',
    ]);
    const [row] = await database.db.select().from(bets).where(eq(bets.externalId, late.transactionId));
    expect(row).toMatchObject({ memberId: before.member.id, stake: 500n, payout: 900n });
  });

  it('counts the valid stake a vendor names as the turnover, never more than the stake', async () => {
    const p = await playing('1000');
    const reserve = bet(p.member.id, { stake: '4000', payout: '3000', validStake: '1000' });
    const over = bet(p.member.id, { stake: '500', validStake: '900' });
    const whole = bet(p.member.id, { stake: '700' });
    const answer = await report('HOUSE', [reserve, over, whole]);
    expect(answer.results.map((r: { status: string }) => r.status)).toEqual(['OK', 'OK', 'OK']);
    const valid = async (id: string) =>
      (await database.db.select().from(bets).where(eq(bets.externalId, id)))[0]?.validStake;
    expect(await valid(reserve.transactionId)).toBe(1000n);
    expect(await valid(over.transactionId)).toBe(500n);
    expect(await valid(whole.transactionId)).toBe(700n);
  });

  it('books a bet reported days late when it is reported, so the points sweep still credits it', async () => {
    const p = await playing('1000');
    // The money went to the vendor three days ago, before the bet.
    await database.db
      .update(vendorTransfers)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(vendorTransfers.memberId, p.member.id));
    expect((await setRules(app, op)).statusCode).toBe(200);
    // A sweep that has read every bet settled up to now.
    await creditSettledBets(database.db, m.id);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const b = bet(p.member.id, { stake: '2000', placedAt: twoDaysAgo, settledAt: twoDaysAgo });
    const reportedFrom = new Date();
    expect((await report('HOUSE', [b])).results).toEqual([{ transactionId: b.transactionId, status: 'OK' }]);
    const [row] = await database.db.select().from(bets).where(eq(bets.externalId, b.transactionId));
    expect(row?.placedAt.toISOString()).toBe(twoDaysAgo);
    expect(row?.settledAt?.getTime()).toBeGreaterThanOrEqual(reportedFrom.getTime() - 1_000);
    expect(row?.detail).toMatchObject({ wallet: 'TRANSFER', vendorSettledAt: twoDaysAgo });
    expect(await creditSettledBets(database.db, m.id)).toMatchObject({ bets: 1, points: '20' });
  });

  it('refuses a report with a bad signature', async () => {
    const raw = JSON.stringify({ requestId: 'r-1', bets: [bet(1)] });
    const res = await app.inject({
      method: 'POST',
      url: '/provider/v1/HOUSE/bets',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_HEADERS.timestamp]: String(Date.now()),
        [PROVIDER_HEADERS.signature]: 'a'.repeat(64),
      },
    });
    expect(res.statusCode).toBe(401);
  });
});
