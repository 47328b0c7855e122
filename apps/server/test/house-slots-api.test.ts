/**
 * The house slots through their API: a spin is one round paid through the real provider API (one
 * debit, one credit), demo money in free play, refusals that leave the money alone, and rounds the
 * verify endpoint draws again from their revealed seeds.
 */
import { describe, expect, it } from 'vitest';
import { hashSeed } from '../src/platform/fair.ts';
import { houseSuite } from './helpers/house.ts';
import { balanceOf } from './helpers/money.ts';

const { s, fundedPlayer, openWindow } = houseSuite();

type Window = { auth: Record<string, string>; balance: string; mode: string; fair: { nonce: number } };

const spin = (w: Window, game: string, stake: string) =>
  s.app.inject({ method: 'POST', url: `/house/api/slots/${game}/spin`, headers: w.auth, payload: { stake } });

const roundsOf = async (w: Window) =>
  (await s.app.inject({ url: '/house/api/history', headers: w.auth })).json().value as unknown[];

describe('slot spins with real money', () => {
  it('debit the stake and credit the win through the wallet, one round per spin, in the betting record', async () => {
    const p = await fundedPlayer('100000');
    const w: Window = await openWindow(p.auth, 'mekong-fortune');
    let balance = 100000n;
    let won = 0;
    let nonce = w.fair.nonce;
    // Spins until one pays (about half do): both a losing and a winning round go through the wallet.
    for (let i = 0; i < 40 && won === 0; i++) {
      const res = await spin(w, 'mekong-fortune', '1000');
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json().value;
      expect(r.outcome.win).toBe(r.payout);
      expect(r.outcome.stake).toBe('1000');
      balance += BigInt(r.payout) - 1000n;
      expect(r.balance).toBe(balance.toString());
      expect(hashSeed(r.serverSeed)).toBe(r.seedHash);
      expect(r.nonce).toBe(nonce);
      expect(r.fair.nonce).toBe(++nonce);
      if (BigInt(r.payout) > 0n) won = r.roundId;
    }
    expect(won).toBeGreaterThan(0);
    expect(await balanceOf(s.app, p.auth)).toBe(balance.toString());

    const record = (await s.app.inject({ url: '/wps/report/bets?page=1&size=100', headers: p.auth })).json().value;
    const row = record.list.find((b: { roundId: string }) => b.roundId === `HR${won}`);
    expect(row).toMatchObject({ gameCode: 'mekong-fortune', stake: '1000', status: 'SETTLED' });
    expect(BigInt(row.payout)).toBeGreaterThan(0n);
    expect(BigInt(record.totals.stake)).toBe(BigInt(record.total) * 1000n);
    expect(BigInt(record.totals.payout) - BigInt(record.totals.stake)).toBe(balance - 100000n);
  });

  it('a round is verified by drawing it again from its revealed seeds', async () => {
    const p = await fundedPlayer('50000');
    const w: Window = await openWindow(p.auth, 'golden-dragon');
    const r = (await spin(w, 'golden-dragon', '2000')).json().value;
    const verify = (await s.app.inject({ url: `/house/api/rounds/${r.roundId}/verify` })).json().value;
    expect(verify.round).toMatchObject({ status: 'SETTLED', seedMatches: true, serverSeed: r.serverSeed });
    expect(verify.replay.matches).toBe(true);
    expect(verify.replay.outcome).toEqual(r.outcome);
    expect(verify.round.outcome).toEqual(r.outcome);
  });

  it('a stake over the balance is refused and the wallet keeps its money', async () => {
    const p = await fundedPlayer('5000');
    const w: Window = await openWindow(p.auth, 'mekong-fortune');
    const res = await spin(w, 'mekong-fortune', '6000');
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('house.balance.not.enough');
    expect(await balanceOf(s.app, p.auth)).toBe('5000');
  });
});

describe('slot spins in free play', () => {
  it('use the demo money and never touch the wallet', async () => {
    const p = await fundedPlayer('5000');
    const w: Window = await openWindow(p.auth, 'golden-dragon', 0);
    expect(w).toMatchObject({ mode: 'FREE', balance: '200000' });
    const r = (await spin(w, 'golden-dragon', '2000')).json().value;
    expect(r.balance).toBe(String(200000 - 2000 + Number(r.payout)));
    const state = (await s.app.inject({ url: '/house/api/session', headers: w.auth })).json().value;
    expect(state.balance).toBe(r.balance);
    expect(await balanceOf(s.app, p.auth)).toBe('5000');
    const verify = (await s.app.inject({ url: `/house/api/rounds/${r.roundId}/verify` })).json().value;
    expect(verify.replay.matches).toBe(true);
  });
});

describe('slot rules', () => {
  it('publish the reels, lines, pays and stake limits the window shows', async () => {
    const res = await s.app.inject({ url: '/house/api/slots/mekong-fortune' });
    expect(res.statusCode).toBe(200);
    const rules = res.json().value;
    expect(rules).toMatchObject({ game: 'mekong-fortune', evaluation: 'lines', rows: 3, rtp: 0.96 });
    expect(rules.paylines).toHaveLength(20);
    expect(rules.pays.DOLPHIN).toEqual([0, 0, 5, 40, 200, 1000]);
    expect(rules.stake).toEqual({ min: '100', max: '1000000', step: '20' });
    const ways = (await s.app.inject({ url: '/house/api/slots/golden-dragon' })).json().value;
    expect(ways).toMatchObject({ evaluation: 'ways', feature: { award: 8, wildReel: 2 }, rtp: 0.955 });
    expect((await s.app.inject({ url: '/house/api/slots/baccarat' })).statusCode).toBe(404);
  });
});

describe('refused spins', () => {
  it('a stake off the limits or not in steps of 20 changes nothing', async () => {
    const p = await fundedPlayer('100000');
    const w: Window = await openWindow(p.auth, 'mekong-fortune');
    for (const [stake, fault] of [
      ['80', 'BELOW_MIN'],
      ['1000020', 'ABOVE_MAX'],
      ['1010', 'NOT_WHOLE_COINS'],
    ]) {
      const res = await spin(w, 'mekong-fortune', stake as string);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'house.bet.invalid', value: { fault, step: '20' } });
    }
    for (const stake of ['0', '-100', '12.5', 'abc'])
      expect((await spin(w, 'mekong-fortune', stake)).statusCode).toBe(400);
    expect(await balanceOf(s.app, p.auth)).toBe('100000');
    expect(await roundsOf(w)).toEqual([]);
  });

  it('a window plays only the game it was launched for', async () => {
    const p = await fundedPlayer('100000');
    const dragon: Window = await openWindow(p.auth, 'golden-dragon');
    const wrong = await spin(dragon, 'mekong-fortune', '1000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorCode).toBe('house.game.mismatch');
    const table: Window = await openWindow(p.auth, 'baccarat');
    expect((await spin(table, 'baccarat', '1000')).json().errorCode).toBe('house.game.mismatch');
    expect((await spin(dragon, 'no-such-slot', '1000')).json().errorCode).toBe('house.game.mismatch');
    expect(await balanceOf(s.app, p.auth)).toBe('100000');
    expect(await roundsOf(dragon)).toEqual([]);
  });

  it('a spin without a game window session is refused', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/house/api/slots/mekong-fortune/spin',
      payload: { stake: '100' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('house.session.invalid');
  });
});
