/**
 * Breaks from play: a time-out or a self-exclusion ends every session at once; sign-in, stakes
 * and deposits are refused until it ends, saying until when; a break is never shortened.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { takeBreak as takeBreakFor } from '../src/modules/protection/breaks.ts';
import { bets, playerBreaks } from '../src/platform/db/schema.ts';
import { kernelRefusal } from '../src/platform/money/sql-errors.ts';
import { login } from './helpers/accounts.ts';
import { createMerchant } from './helpers/app.ts';
import { houseSuite } from './helpers/house.ts';
import { operatorToken } from './helpers/money.ts';

const { s, fundedPlayer, openWindow } = houseSuite();

type Auth = Record<string, string>;
const takeBreak = (auth: Auth, body: object) =>
  s.app.inject({ method: 'POST', url: '/wps/member/breaks', headers: auth, payload: body });

describe('breaks', () => {
  it('a time-out ends the session at once and refuses sign-in until it ends', async () => {
    const p = await fundedPlayer('0');
    const res = await takeBreak(p.auth, { kind: 'TIMEOUT', length: '24h' });
    expect(res.statusCode).toBe(200);
    const until = res.json().value.until as string;
    const hours = (Date.parse(until) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await s.app.inject({ url: '/wps/member/breaks', headers: p.auth })).statusCode).toBe(401);
    const again = await login(s.app, s.m.headers, { username: p.member.account, password: p.member.password });
    // Withdrawals stay possible: the password opens only a withdraw-only session, naming the break.
    expect(again.json()).toMatchObject({ success: true, value: { withdrawOnly: { kind: 'TIMEOUT', until } } });

    // Once it has ended, the player signs in again.
    await s.database.db
      .update(playerBreaks)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(eq(playerBreaks.memberId, p.member.id));
    const back = await login(s.app, s.m.headers, { username: p.member.account, password: p.member.password });
    expect(back.json().value.token).toBeTruthy();
    expect(back.json().value.withdrawOnly).toBeUndefined();
  });

  it('a break is never shortened: a shorter one is refused, a permanent one outlasts everything', async () => {
    const p = await fundedPlayer('0');
    const owner = { merchantId: s.m.id, memberId: p.member.id, ip: '127.0.0.1' };
    const year = await takeBreakFor(s.database.db, owner, { kind: 'EXCLUSION', length: '1y' });
    await expect(takeBreakFor(s.database.db, owner, { kind: 'TIMEOUT', length: '6w' })).rejects.toMatchObject({
      code: 'break.shorter',
      value: year,
    });
    const forever = await takeBreakFor(s.database.db, owner, { kind: 'EXCLUSION', length: 'permanent' });
    expect(forever.until).toBeNull();
    await expect(takeBreakFor(s.database.db, owner, { kind: 'EXCLUSION', length: '5y' })).rejects.toMatchObject({
      code: 'break.shorter',
    });
    const signIn = await login(s.app, s.m.headers, { username: p.member.account, password: p.member.password });
    expect(signIn.json()).toMatchObject({ value: { withdrawOnly: { kind: 'EXCLUSION', until: null } } });
  });

  it('a stake or a deposit during a break is refused even through a game window opened before it', async () => {
    const p = await fundedPlayer('100000');
    const slot = await openWindow(p.auth, 'mekong-fortune');
    const deposit = (auth: Auth) =>
      s.app.inject({
        method: 'PUT',
        url: '/wps/transaction/deposit',
        headers: auth,
        payload: { channelId: s.bank, amount: '1000' },
      });
    expect((await takeBreak(p.auth, { kind: 'TIMEOUT', length: '7d' })).statusCode).toBe(200);
    const spin = await s.app.inject({
      method: 'POST',
      url: '/house/api/slots/mekong-fortune/spin',
      headers: slot.auth,
      payload: { stake: '1000' },
    });
    expect(spin.statusCode).not.toBe(200);
    const placed = await s.database.db.select().from(bets).where(eq(bets.memberId, p.member.id));
    expect(placed).toEqual([]);
    // The kernel's hook refuses it whatever the way in: the break's rule and end.
    const direct = s.database.db.execute(
      sql`select stake_policy(${s.m.id}::int, ${p.member.id}::int, 'VENDOR', 1000::bigint)`,
    );
    const refusal = await direct.then(
      () => null,
      (err: unknown) => kernelRefusal(err),
    );
    expect(refusal?.kind).toBe('stake.refused');
    expect(refusal?.detail).toContain('break.TIMEOUT');
    // The player's own session is over, so the deposit is refused before any rule.
    expect((await deposit(p.auth)).statusCode).toBe(401);
  });

  it('refuses unknown kinds and lengths, and a length of the other kind, changing nothing', async () => {
    const p = await fundedPlayer('0');
    for (const body of [
      { kind: 'NAP', length: '24h' },
      { kind: 'TIMEOUT', length: '2h' },
      { kind: 'TIMEOUT', length: 'permanent' },
      { kind: 'EXCLUSION', length: '24h' },
    ]) {
      const res = await takeBreak(p.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await s.app.inject({ url: '/wps/member/breaks', headers: p.auth })).json().value).toBeNull();
  });
});

describe('the operator’s side', () => {
  const as = async (role: 'admin' | 'risk' | 'finance' | 'support') => ({
    ...s.m.headers,
    authorization: (await operatorToken(s.app, s.m.headers, s.m.id, role)).token,
  });
  const post = (url: string, headers: Auth, payload: object) => s.app.inject({ method: 'POST', url, headers, payload });

  it('risk lowers a player’s limit with a reason but never raises it; the history names who did what', async () => {
    const p = await fundedPlayer('0');
    await s.app.inject({
      method: 'PUT',
      url: '/wps/member/limits',
      headers: p.auth,
      payload: { kind: 'DEPOSIT', period: 'DAY', amount: '50000' },
    });
    const riskOperator = await operatorToken(s.app, s.m.headers, s.m.id, 'risk');
    const risk = { ...s.m.headers, authorization: riskOperator.token };
    const url = `/wps/operator/players/${p.member.id}/limits`;
    const lowered = await post(url, risk, { kind: 'DEPOSIT', period: 'DAY', amount: '20000', reason: 'affordability' });
    expect(lowered.json().value.limits.list[0]).toMatchObject({ amount: '20000', pending: null });
    const raised = await post(url, risk, { kind: 'DEPOSIT', period: 'DAY', amount: '90000', reason: 'asked nicely' });
    expect(raised.json().errorCode).toBe('limit.operator.raise');
    const noReason = await post(url, risk, { kind: 'DEPOSIT', period: 'DAY', amount: '10000', reason: '' });
    expect(noReason.statusCode).toBe(400);
    const view = (
      await s.app.inject({ url: `/wps/operator/players/${p.member.id}/protection`, headers: await as('finance') })
    ).json().value;
    expect(view.limits.list[0].amount).toBe('20000');
    expect(view.history.map((h: { action: string; actorType: string }) => [h.action, h.actorType])).toEqual([
      ['limit.lower', 'operator'],
      ['limit.set', 'member'],
    ]);
    expect(view.history[0].details).toMatchObject({ reason: 'affordability', memberId: p.member.id });
    // The operator by name beside the id; the player's own change names no operator.
    expect(view.history.map((h: { operatorName: string | null }) => h.operatorName)).toEqual([
      riskOperator.username,
      null,
    ]);
    expect(
      (await post(url, await as('finance'), { kind: 'DEPOSIT', period: 'DAY', amount: '1000', reason: 'x y z' }))
        .statusCode,
    ).toBe(403);
  });

  it('support sets a break for a player, whose sessions end; another brand never finds the player', async () => {
    const p = await fundedPlayer('0');
    const support = await as('support');
    const res = await post(`/wps/operator/players/${p.member.id}/breaks`, support, {
      kind: 'EXCLUSION',
      length: '6m',
      reason: 'asked by phone',
    });
    expect(res.json().value.kind).toBe('EXCLUSION');
    expect((await s.app.inject({ url: '/wps/member/limits', headers: p.auth })).statusCode).toBe(401);
    const view = (
      await s.app.inject({ url: `/wps/operator/players/${p.member.id}/protection`, headers: support })
    ).json().value;
    expect(view.activeBreak).toMatchObject({ kind: 'EXCLUSION' });
    expect(view.history[0]).toMatchObject({ action: 'break.exclusion', actorType: 'operator' });

    const other = await createMerchant(s.database);
    const outsider = {
      ...other.headers,
      authorization: (await operatorToken(s.app, other.headers, other.id, 'admin')).token,
    };
    expect(
      (await s.app.inject({ url: `/wps/operator/players/${p.member.id}/protection`, headers: outsider })).statusCode,
    ).toBe(404);
  });
});
