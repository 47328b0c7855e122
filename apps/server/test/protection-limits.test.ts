/**
 * A player's deposit, loss and wager limits: checked by the money kernel's policy hooks in the
 * transaction that takes the deposit or the stake, per day, week and month of the brand's time
 * zone; lowered at once, raised or removed only after the cooling-off and the player's word.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bets, playerLimits } from '../src/platform/db/schema.ts';
import { rowsOf } from '../src/platform/money/ledger.ts';
import { team } from './helpers/agents.ts';
import { houseSuite } from './helpers/house.ts';
import { operatorToken } from './helpers/money.ts';

const { s, fundedPlayer, openWindow } = houseSuite();

type Auth = Record<string, string>;
const limits = async (auth: Auth) =>
  (await s.app.inject({ url: '/wps/member/limits', headers: auth })).json().value as {
    coolingOffHours: number;
    list: {
      kind: string;
      period: string;
      amount: string;
      used: string;
      periodEnd: string;
      pending: { amount: string | null; from: string } | null;
    }[];
  };
const setLimit = (auth: Auth, body: object) =>
  s.app.inject({ method: 'PUT', url: '/wps/member/limits', headers: auth, payload: body });
const confirm = (auth: Auth, body: object) =>
  s.app.inject({ method: 'POST', url: '/wps/member/limits/confirm', headers: auth, payload: body });
const deposit = (auth: Auth, amount: string) =>
  s.app.inject({
    method: 'PUT',
    url: '/wps/transaction/deposit',
    headers: auth,
    payload: { channelId: s.bank, amount },
  });
const spin = (auth: Auth, stake = '1000') =>
  s.app.inject({ method: 'POST', url: '/house/api/slots/mekong-fortune/spin', headers: auth, payload: { stake } });
/** The cooling-off is over: the time the player may confirm is moved into the past. */
const coolOff = (memberId: number) =>
  s.database.db
    .update(playerLimits)
    .set({ pendingFrom: sql`now() - interval '1 minute'` })
    .where(eq(playerLimits.memberId, memberId));

describe('deposit limits', () => {
  it('refuse a deposit that would pass the day’s limit, saying which and until when', async () => {
    const p = await fundedPlayer('0');
    expect((await setLimit(p.auth, { kind: 'DEPOSIT', period: 'DAY', amount: '50000' })).statusCode).toBe(200);
    expect((await deposit(p.auth, '30000')).statusCode).toBe(200);
    const over = await deposit(p.auth, '25000');
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ errorCode: 'deposit.refused', value: { rule: 'limit.DEPOSIT.DAY' } });
    const { list } = await limits(p.auth);
    expect(over.json().value.until).toBe(list[0]?.periodEnd);
    expect((await deposit(p.auth, '20000')).statusCode).toBe(200);
    expect(list[0]).toMatchObject({ kind: 'DEPOSIT', period: 'DAY', amount: '50000', used: '30000' });
    expect((await limits(p.auth)).list[0]?.used).toBe('50000');
  });

  it('lowers at once; raises and removals wait the cooling-off, then the player’s confirmation', async () => {
    const p = await fundedPlayer('0');
    const key = { kind: 'DEPOSIT', period: 'WEEK' };
    await setLimit(p.auth, { ...key, amount: '50000' });
    await setLimit(p.auth, { ...key, amount: '40000' });
    expect((await limits(p.auth)).list[0]).toMatchObject({ amount: '40000', pending: null });

    await setLimit(p.auth, { ...key, amount: '90000' });
    const waiting = (await limits(p.auth)).list[0];
    expect(waiting).toMatchObject({ amount: '40000', pending: { amount: '90000' } });
    const early = await confirm(p.auth, key);
    expect(early.json()).toMatchObject({ errorCode: 'limit.cooling.off', value: { from: waiting?.pending?.from } });
    // Meanwhile the old limit holds.
    expect((await deposit(p.auth, '45000')).json().errorCode).toBe('deposit.refused');
    await coolOff(p.member.id);
    expect((await confirm(p.auth, key)).json().value.list[0]).toMatchObject({ amount: '90000', pending: null });
    expect((await deposit(p.auth, '45000')).statusCode).toBe(200);

    await setLimit(p.auth, { ...key, amount: null });
    expect((await limits(p.auth)).list[0]?.pending).toMatchObject({ amount: null });
    await coolOff(p.member.id);
    expect((await confirm(p.auth, key)).json().value.list).toEqual([]);
    expect((await confirm(p.auth, key)).json().errorCode).toBe('limit.not.found');
    const actions = await s.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorType, 'member'), eq(auditLog.actorId, String(p.member.id))));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['limit.set', 'limit.lower', 'limit.raise.requested', 'limit.raised', 'limit.removed']),
    );
  });

  it('refuses bad limits with a field problem and changes nothing', async () => {
    const p = await fundedPlayer('0');
    for (const body of [
      { kind: 'DEPOSIT', period: 'DAY', amount: '0' },
      { kind: 'DEPOSIT', period: 'DAY', amount: '-5' },
      { kind: 'DEPOSIT', period: 'DAY', amount: '1e5' },
      { kind: 'DEPOSIT', period: 'DAY', amount: '10000000000000' },
      { kind: 'LUCK', period: 'DAY', amount: '100' },
      { kind: 'DEPOSIT', period: 'YEAR', amount: '100' },
    ]) {
      const res = await setLimit(p.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('request.param.err');
    }
    expect((await setLimit(p.auth, { kind: 'LOSS', period: 'DAY', amount: null })).json().errorCode).toBe(
      'limit.not.found',
    );
    expect((await limits(p.auth)).list).toEqual([]);
    expect((await s.app.inject({ url: '/wps/member/limits', headers: s.m.headers })).statusCode).toBe(401);
  });
});

describe('stake limits', () => {
  it('a wager limit refuses the stake that would pass it, in the game', async () => {
    const p = await fundedPlayer('100000');
    await setLimit(p.auth, { kind: 'WAGER', period: 'DAY', amount: '2500' });
    const slot = await openWindow(p.auth, 'mekong-fortune');
    expect((await spin(slot.auth)).statusCode).toBe(200);
    expect((await spin(slot.auth)).statusCode).toBe(200);
    const third = await spin(slot.auth);
    expect(third.json().errorCode).toBe('stake.refused');
    expect((await spin(slot.auth, '500')).statusCode).toBe(200);
    expect((await limits(p.auth)).list[0]).toMatchObject({ kind: 'WAGER', used: '2500' });
  });

  it('a loss limit counts stakes less wins: each stake passes exactly while the net loss stays within it', async () => {
    const p = await fundedPlayer('100000');
    await setLimit(p.auth, { kind: 'LOSS', period: 'DAY', amount: '3000' });
    const slot = await openWindow(p.auth, 'mekong-fortune');
    let refused = false;
    for (let i = 0; i < 40 && !refused; i++) {
      const used = BigInt((await limits(p.auth)).list[0]?.used ?? '0');
      const res = await spin(slot.auth);
      refused = used + 1000n > 3000n;
      expect(res.json().errorCode, `net loss ${used}`).toBe(refused ? 'stake.refused' : null);
    }
  });

  it('two stakes at once cannot pass a wager limit together', async () => {
    const p = await fundedPlayer('100000');
    await setLimit(p.auth, { kind: 'WAGER', period: 'DAY', amount: '1500' });
    const [a, b] = await Promise.all([openWindow(p.auth, 'mekong-fortune'), openWindow(p.auth, 'mekong-fortune')]);
    const both = await Promise.all([spin(a.auth), spin(b.auth)]);
    expect(both.map((r) => r.json().errorCode).sort()).toEqual([null, 'stake.refused'].sort());
    expect((await limits(p.auth)).list[0]?.used).toBe('1000');
  });

  it('a day is the brand’s day: a bet a second before its midnight is yesterday’s, one at midnight today’s', async () => {
    const p = await fundedPlayer('100000');
    await setLimit(p.auth, { kind: 'WAGER', period: 'DAY', amount: '100000' });
    const slot = await openWindow(p.auth, 'mekong-fortune');
    expect((await spin(slot.auth)).statusCode).toBe(200);
    const [midnight] = rowsOf<{ at: string }>(
      await s.database.db.execute(sql`select (date_trunc('day', now() at time zone m.timezone) at time zone m.timezone)::text as at
        from merchants m where m.id = ${s.m.id}`),
    );
    const placeAt = (at: string) =>
      s.database.db
        .update(bets)
        .set({ placedAt: sql`${at}::timestamptz` })
        .where(eq(bets.memberId, p.member.id));
    await placeAt(`${midnight?.at}`);
    expect((await limits(p.auth)).list[0]?.used).toBe('1000');
    await s.database.db.execute(sql`update bets set placed_at = ${midnight?.at}::timestamptz - interval '1 second'
      where member_id = ${p.member.id}`);
    expect((await limits(p.auth)).list[0]?.used).toBe('0');
  });
});

describe('an agent protecting a downline', () => {
  it('sets and lowers a downline’s limit, never raises or removes it; nobody outside the team is found', async () => {
    const t = await team(s.app, s.m.headers, s.m.id);
    const url = (id: number) => `/wps/agent/team/${id}/limits`;
    const post = (auth: Auth, id: number, body: object) =>
      s.app.inject({ method: 'POST', url: url(id), headers: auth, payload: body });
    const day = { kind: 'WAGER', period: 'DAY' };
    expect((await post(t.top.auth, t.deep.id, { ...day, amount: '50000' })).statusCode).toBe(200);
    expect((await post(t.top.auth, t.deep.id, { ...day, amount: '20000' })).statusCode).toBe(200);
    expect((await post(t.top.auth, t.deep.id, { ...day, amount: '90000' })).json().errorCode).toBe(
      'limit.operator.raise',
    );
    expect((await post(t.top.auth, t.deep.id, { ...day, amount: null })).statusCode).toBe(400);
    expect((await post(t.top.auth, t.stranger.id, { ...day, amount: '100' })).json().errorCode).toBe(
      'agent.member.not.found',
    );
    const [row] = await s.database.db.select().from(playerLimits).where(eq(playerLimits.memberId, t.deep.id));
    expect(row?.amount).toBe(20000n);
    const lines = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorType, 'member'), eq(auditLog.actorId, String(t.top.member.id))));
    expect(lines.map((l) => l.action)).toEqual(['limit.set', 'limit.lower']);
    expect(lines[1]?.details).toMatchObject({ memberId: t.deep.id, byAgent: t.top.member.id });
  });
});

describe('players near their limits', () => {
  it('lists those whose use has reached the share asked for, fullest first, for protection staff', async () => {
    const near = await fundedPlayer('0');
    const far = await fundedPlayer('0');
    for (const p of [near, far]) await setLimit(p.auth, { kind: 'DEPOSIT', period: 'DAY', amount: '10000' });
    await deposit(near.auth, '9000');
    await deposit(far.auth, '1000');
    const risk = {
      ...s.m.headers,
      authorization: (await operatorToken(s.app, s.m.headers, s.m.id, 'risk')).token,
    };
    const res = await s.app.inject({ url: '/wps/operator/protection/near-limits?percent=80', headers: risk });
    const list = res.json().value.list as { memberId: number; percent: number; used: string }[];
    expect(list.find((r) => r.memberId === near.member.id)).toMatchObject({ percent: 90, used: '9000' });
    expect(list.some((r) => r.memberId === far.member.id)).toBe(false);
    expect(list.map((r) => r.percent)).toEqual([...list.map((r) => r.percent)].sort((a, b) => b - a));
    const content = {
      ...s.m.headers,
      authorization: (await operatorToken(s.app, s.m.headers, s.m.id, 'content')).token,
    };
    expect((await s.app.inject({ url: '/wps/operator/protection/near-limits', headers: content })).statusCode).toBe(
      403,
    );
  });
});

describe('the reality check', () => {
  it('shows this session’s stakes, payouts and net at the brand’s interval or the player’s own', async () => {
    const p = await fundedPlayer('100000');
    const check = async () =>
      (await s.app.inject({ url: '/wps/member/reality-check', headers: p.auth })).json().value as {
        intervalMinutes: number;
        stakes: string;
        payouts: string;
        net: string;
        minutes: number;
      };
    expect(await check()).toMatchObject({ intervalMinutes: 60, stakes: '0', net: '0', minutes: 0 });
    const slot = await openWindow(p.auth, 'mekong-fortune');
    await spin(slot.auth);
    await spin(slot.auth);
    const after = await check();
    expect(after.stakes).toBe('2000');
    expect(BigInt(after.net)).toBe(BigInt(after.payouts) - 2000n);
    const own = await s.app.inject({
      method: 'PUT',
      url: '/wps/member/reality-check',
      headers: p.auth,
      payload: { intervalMinutes: 15 },
    });
    expect(own.json().value.intervalMinutes).toBe(15);
    const tooOften = await s.app.inject({
      method: 'PUT',
      url: '/wps/member/reality-check',
      headers: p.auth,
      payload: { intervalMinutes: 2 },
    });
    expect(tooOften.statusCode).toBe(400);
    expect((await check()).intervalMinutes).toBe(15);
  });
});
