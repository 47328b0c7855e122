import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { creditSettledBets } from '../src/modules/points/earn.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, bets, pointConfigs, pointGoods } from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { operatorToken, player } from './helpers/money.ts';
import { newGoods, playerWithPoints, pointsOf, RULES, redeem, setRules, settledBet } from './helpers/points.ts';
import { refundBet, stakeBet } from './helpers/rounds.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const stockOf = async (id: number) =>
  (await database.db.select({ s: pointGoods.stock }).from(pointGoods).where(eq(pointGoods.id, id)))[0]?.s;
const history = async (auth: Record<string, string>) =>
  (await app.inject({ url: '/wps/relay/MCS2_getRedeemPointList', headers: auth })).json().value;
const details = async (auth: Record<string, string>, query = '') =>
  (await app.inject({ url: `/wps/relay/ODSFE2_MemTransDet${query}`, headers: auth })).json().value;

/** A brand of its own (points not set up yet), its operator, and a player with $1,000.00. */
async function brandWithFundedPlayer() {
  const other = await createMerchant(database);
  const otherOp = { ...other.headers, authorization: (await operatorToken(app, other.headers, other.id)).token };
  const p = await player(app, other.headers, other.id);
  const { fund, channels } = await import('./helpers/money.ts');
  await fund(app, p.auth, otherOp, (await channels(app, other.id)).bank.id, '100000');
  return { other, otherOp, p };
}

describe('point rules and earning', () => {
  it('shows points switched off until an operator sets the rules, then the rules to visitors', async () => {
    const other = await createMerchant(database);
    const before = await app.inject({ url: '/wps/relay/MCS2_getPointConfig', headers: other.headers });
    expect(before.json().value).toMatchObject({ enabled: false });
    const otherOp = { ...other.headers, authorization: (await operatorToken(app, other.headers, other.id)).token };
    expect((await setRules(app, otherOp)).statusCode).toBe(200);
    const after = await app.inject({ url: '/wps/relay/MCSFE_getPointConfig', headers: other.headers });
    expect(after.json().value).toEqual({ ...RULES, currency: 'USD' });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, other.id), eq(auditLog.action, 'points.config')));
    expect(audits).toHaveLength(1);
  });

  it('bets settled before the rules existed earn nothing; later ones earn once per bet, by bet', async () => {
    const { other, otherOp, p } = await brandWithFundedPlayer();
    await settledBet(app, other.id, p.member.id, 5_000n);
    await setRules(app, otherOp);
    await settledBet(app, other.id, p.member.id, 1_250n); // 12 points: the part unit earns nothing
    await settledBet(app, other.id, p.member.id, 4_000n); // 40 points
    const first = await creditSettledBets(database.db, other.id);
    expect(first).toEqual({ bets: 2, players: 1, points: '52' });
    expect(await creditSettledBets(database.db, other.id)).toEqual({ bets: 0, players: 0, points: '0' });
    expect(await pointsOf(app, p.auth)).toEqual({ points: '52', held: '0' });
    const d = await details(p.auth);
    expect(d.total).toBe(1);
    expect(d.list[0]).toMatchObject({ type: 'EARN', changedPoints: '52', balanceAfter: '52' });
  });

  it('a sweep takes batch after batch until it is caught up, at most twelve, and the next goes on', async () => {
    const { other, otherOp, p } = await brandWithFundedPlayer();
    await setRules(app, otherOp);
    for (let i = 0; i < 13; i++) await settledBet(app, other.id, p.member.id, 1_000n);
    // Batches of one bet: twelve in this sweep (each a money command of its own, all one player's),
    // then the last.
    expect(await creditSettledBets(database.db, other.id, 1)).toEqual({ bets: 12, players: 1, points: '120' });
    expect(await creditSettledBets(database.db, other.id, 1)).toEqual({ bets: 1, players: 1, points: '10' });
    expect(await creditSettledBets(database.db, other.id, 1)).toEqual({ bets: 0, players: 0, points: '0' });
    expect(await pointsOf(app, p.auth)).toEqual({ points: '130', held: '0' });
  });

  it('a sweep starts where the last complete one began, not a week back and not an hour before', async () => {
    const { other, otherOp, p } = await brandWithFundedPlayer();
    await setRules(app, otherOp);
    await database.db
      .update(pointConfigs)
      .set({ earnSince: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(pointConfigs.merchantId, other.id));
    await settledBet(app, other.id, p.member.id, 1_000n);
    expect(await creditSettledBets(database.db, other.id)).toMatchObject({ bets: 1, points: '10' });
    const [config] = await database.db.select().from(pointConfigs).where(eq(pointConfigs.merchantId, other.id));
    const sweptUntil = config?.sweptUntil;
    if (!sweptUntil) throw new Error('the sweep did not record how far it read');
    // Bets dated a minute and two hours before that sweep began are behind its mark (no settlement
    // was open then, and a settlement dates its bets when it starts): the next sweep does not read
    // back over them, as a fixed margin for late commits did at every sweep.
    const recent = await settledBet(app, other.id, p.member.id, 2_000n);
    const stale = await settledBet(app, other.id, p.member.id, 3_000n);
    const dated = (externalId: string, ms: number) =>
      database.db
        .update(bets)
        .set({ settledAt: new Date(sweptUntil.getTime() - ms) })
        .where(and(eq(bets.merchantId, other.id), eq(bets.externalId, externalId)));
    await dated(recent, 60_000);
    await dated(stale, 2 * 3_600_000);
    expect(await creditSettledBets(database.db, other.id)).toMatchObject({ bets: 0 });
    // Without the mark the week's look-back finds both.
    await database.db.update(pointConfigs).set({ sweptUntil: null }).where(eq(pointConfigs.merchantId, other.id));
    expect(await creditSettledBets(database.db, other.id)).toMatchObject({ bets: 2, points: '50' });
  });

  it('a settlement still open while a sweep runs is credited by the next sweep', async () => {
    const { other, otherOp, p } = await brandWithFundedPlayer();
    await setRules(app, otherOp);
    const merchant = { id: other.id, currency: 'USD', walletMode: 'single' as const };
    const placed = await stakeBet(database.db, merchant, p.member.id, { stake: 1_000n });
    // The round's closing credit, as the server sends it: its bet is dated when its transaction began.
    const closing = sql`select * from provider_credit(${JSON.stringify({
      vendor: 'HOUSE',
      transaction: `${placed.betId}-result`,
      reference: placed.betId,
      round: placed.roundId,
      amount: '0',
      currency: 'USD',
      roundClosed: true,
      validStake: null,
      details: {},
      fingerprint: placed.betId,
    })}::jsonb)`;
    if (process.env.DATABASE_URL) {
      // Another process settles it; a sweep runs before that settlement commits and cannot see it.
      const second = await openTestDatabase();
      await second.db.transaction(async (tx) => {
        await tx.execute(closing);
        expect(await creditSettledBets(database.db, other.id)).toEqual({ bets: 0, players: 0, points: '0' });
      });
      await second.close();
    } else {
      // Embedded PGlite is one connection: no transaction can stay open across a sweep.
      await database.db.execute(closing);
    }
    expect(await creditSettledBets(database.db, other.id)).toEqual({ bets: 1, players: 1, points: '10' });
  });

  it('open and cancelled bets earn nothing; the operator endpoint credits settled ones now', async () => {
    await setRules(app, op);
    const p = await playerWithPoints(app, m.headers, m.id, op, 30);
    const merchant = { id: m.id, currency: 'USD', walletMode: 'single' as const };
    const open = (await stakeBet(database.db, merchant, p.member.id, { stake: 2_000n })).betId;
    const cancelled = await stakeBet(database.db, merchant, p.member.id, { stake: 2_000n });
    await refundBet(database.db, cancelled);
    await settledBet(app, m.id, p.member.id, 700n);
    const res = await app.inject({ method: 'POST', url: '/wps/operator/points/credit', headers: op });
    expect(res.json().value).toMatchObject({ bets: 1, points: '7' });
    expect((await pointsOf(app, p.auth)).points).toBe('37');
    const [openRow] = await database.db.select().from(bets).where(eq(bets.externalId, open));
    expect(openRow?.status).toBe('OPEN');
  });
});

describe('goods and redemption', () => {
  it('visitors see the goods on offer (hidden ones not) and must sign in to redeem', async () => {
    await setRules(app, op);
    const shown = await newGoods(app, op, 50, 3);
    const hidden = await newGoods(app, op, 60, 3);
    await app.inject({
      method: 'PATCH',
      url: `/wps/operator/points/goods/${hidden.id}`,
      headers: op,
      payload: { active: false },
    });
    const list = (await app.inject({ url: '/wps/relay/MCS2_getPointReward', headers: m.headers })).json().value;
    const ids = list.map((g: { id: number }) => g.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(list.find((g: { id: number }) => g.id === shown.id)).toMatchObject({
      price: '50',
      stock: 3,
      imageUrl: '/points/mug.svg',
      names: { EN: 'Mug', KM: 'កែវ' },
    });
    const anonymous = await redeem(app, m.headers, { goodsId: shown.id });
    expect(anonymous.statusCode).toBe(401);
    expect(await stockOf(shown.id)).toBe(3);
  });

  it('a redemption holds the points and takes the stock; approval keeps both; a replay changes nothing', async () => {
    const p = await playerWithPoints(app, m.headers, m.id, op, 120);
    const g = await newGoods(app, op, 50, 5);
    const key = uniqueCode('redeem-');
    const r = await redeem(app, p.auth, { goodsId: g.id, quantity: 2, idempotencyKey: key });
    expect(r.json()).toMatchObject({ success: true, value: { points: '100', replayed: false } });
    expect(await pointsOf(app, p.auth)).toEqual({ points: '20', held: '100' });
    expect(await stockOf(g.id)).toBe(3);
    const again = await redeem(app, p.auth, { goodsId: g.id, quantity: 2, idempotencyKey: key });
    expect(again.json().value).toMatchObject({ id: r.json().value.id, replayed: true });
    const other = await redeem(app, p.auth, { goodsId: g.id, quantity: 1, idempotencyKey: key });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('idempotency.key.reused');
    expect(await pointsOf(app, p.auth)).toEqual({ points: '20', held: '100' });
    expect(await stockOf(g.id)).toBe(3);

    const h = await history(p.auth);
    expect(h.list[0]).toMatchObject({ status: 'IN_PROCESS', quantity: 2, points: '100', goodsId: g.id });
    const id = r.json().value.id;
    const queue = (await app.inject({ url: '/wps/operator/points/redemptions?status=IN_PROCESS', headers: op })).json();
    expect(queue.value.find((x: { id: number }) => x.id === id)).toMatchObject({ account: p.member.account });
    expect(
      (await app.inject({ method: 'POST', url: `/wps/operator/points/redemptions/${id}/approve`, headers: op }))
        .statusCode,
    ).toBe(200);
    expect(await pointsOf(app, p.auth)).toEqual({ points: '20', held: '0' });
    expect(await stockOf(g.id)).toBe(3);
    expect((await history(p.auth)).list[0].status).toBe('APPROVED');
    const twice = await app.inject({
      method: 'POST',
      url: `/wps/operator/points/redemptions/${id}/reject`,
      headers: op,
    });
    expect(twice.json().errorCode).toBe('points.redemption.decided');
    expect(await pointsOf(app, p.auth)).toEqual({ points: '20', held: '0' });
  });

  it('a rejection returns the points and the stock, and the details show each movement', async () => {
    const p = await playerWithPoints(app, m.headers, m.id, op, 80);
    const g = await newGoods(app, op, 30, 4);
    const r = await redeem(app, p.auth, { goodsId: g.id, quantity: 2 });
    const id = r.json().value.id;
    const res = await app.inject({
      method: 'POST',
      url: `/wps/operator/points/redemptions/${id}/reject`,
      headers: op,
      payload: { note: 'Out of that colour' },
    });
    expect(res.statusCode).toBe(200);
    expect(await pointsOf(app, p.auth)).toEqual({ points: '80', held: '0' });
    expect(await stockOf(g.id)).toBe(4);
    expect((await history(p.auth)).list[0]).toMatchObject({ status: 'REJECTED', note: 'Out of that colour' });
    const d = await details(p.auth);
    expect(
      d.list.map((x: { type: string; changedPoints: string; balanceAfter: string }) => [
        x.type,
        x.changedPoints,
        x.balanceAfter,
      ]),
    ).toEqual([
      ['REDEEM_RETURN', '60', '80'],
      ['REDEEM', '-60', '20'],
      ['EARN', '80', '80'],
    ]);
    const paged = await details(p.auth, '?page=2&size=2');
    expect(paged).toMatchObject({ total: 3, list: [{ type: 'EARN' }] });
    const future = await details(
      p.auth,
      `?from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`,
    );
    expect(future).toEqual({ total: 0, list: [] });
    const byStatus = (
      await app.inject({ url: '/wps/relay/MCS2_getRedeemPointList?status=APPROVED', headers: p.auth })
    ).json();
    expect(byStatus.value.total).toBe(0);
  });

  it('refuses bad redemptions clearly and changes nothing', async () => {
    const p = await playerWithPoints(app, m.headers, m.id, op, 100);
    const g = await newGoods(app, op, 40, 2);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ goodsId: g.id, quantity: 3 }, 409, 'points.stock.not.enough'],
      [{ goodsId: g.id, quantity: 0 }, 400, 'request.param.err'],
      [{ goodsId: g.id, quantity: -1 }, 400, 'request.param.err'],
      [{ goodsId: g.id, quantity: 1.5 }, 400, 'request.param.err'],
      [{ goodsId: g.id, address: '  ' }, 400, 'request.param.err'],
      [{ goodsId: g.id, paymentPassword: '654321' }, 400, 'invalid.payment.pw'],
      [{ goodsId: 99_999_999 }, 404, 'points.goods.not.found'],
    ];
    for (const [body, status, code] of cases) {
      const res = await redeem(app, p.auth, body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([status, code]);
    }
    // 3 x 40 is more than the 100 points held, with stock enough for it after a restock.
    await app.inject({
      method: 'PATCH',
      url: `/wps/operator/points/goods/${g.id}`,
      headers: op,
      payload: { addStock: 2 },
    });
    const poor = await redeem(app, p.auth, { goodsId: g.id, quantity: 3 });
    expect([poor.statusCode, poor.json().errorCode]).toEqual([400, 'points.balance.not.enough']);
    expect(await pointsOf(app, p.auth)).toEqual({ points: '100', held: '0' });
    expect(await stockOf(g.id)).toBe(4);
    expect((await history(p.auth)).total).toBe(0);
    const below = await app.inject({
      method: 'PATCH',
      url: `/wps/operator/points/goods/${g.id}`,
      headers: op,
      payload: { addStock: -5 },
    });
    expect(below.json().errorCode).toBe('points.stock.not.enough');
    expect(await stockOf(g.id)).toBe(4);
  });
});
