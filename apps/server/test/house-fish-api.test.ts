/**
 * Mekong Fishing through its API and the real provider API: the pond a window sees, shots paid
 * through the wallet (demo money in free play), refusals that leave the balance alone, caught
 * fish leaving the pond, and the verify page redrawing a shot.
 */
import { describe, expect, it } from 'vitest';
import { sessionPond } from '../src/house/fish/pond.ts';
import { fishAt, LATE_GRACE_MS } from '../src/house/games/fish/index.ts';
import { houseSession } from '../src/house/sessions.ts';
import { hashSeed } from '../src/platform/fair.ts';
import { houseSuite } from './helpers/house.ts';
import { balanceOf } from './helpers/money.ts';

const { s, fundedPlayer, openWindow } = houseSuite();

type Fish = { id: number; species: string; multiplier: number; spawnAt: number; leaveAt: number };
type Pond = { serverTime: number; fish: Fish[]; betLevels: string[]; species: { code: string }[] };
type Auth = Record<string, string>;

const pondOf = async (auth: Auth) => {
  const res = await s.app.inject({ url: '/house/api/fish/pond', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Pond;
};

const shoot = (auth: Auth, fishId: number, stake = '1000') =>
  s.app.inject({ method: 'POST', url: '/house/api/fish/shoot', headers: auth, payload: { fishId, stake } });

/** A fish swimming now, with time to spare; the cheapest one when `cheapest` (the likeliest catch). */
async function swimmingFish(auth: Auth, cheapest = false): Promise<Fish> {
  const pond = await pondOf(auth);
  const swimming = pond.fish.filter((f) => f.spawnAt <= pond.serverTime && f.leaveAt - pond.serverTime > 4_000);
  swimming.sort((a, b) => (cheapest ? a.multiplier - b.multiplier : 0) || b.leaveAt - a.leaveAt);
  const fish = swimming[0];
  if (!fish) throw new Error('the pond is empty');
  return fish;
}

async function fishWindow(amount: string, accountType = 1) {
  const p = await fundedPlayer(amount);
  const w = await openWindow(p.auth, 'mekong-fishing', accountType);
  return { p, w, auth: w.auth as Auth };
}

describe('the pond', () => {
  it('shows the fish swimming now and those about to enter, with the bet levels', async () => {
    const { auth } = await fishWindow('1000');
    const pond = await pondOf(auth);
    expect(pond.betLevels).toEqual(['100', '200', '500', '1000', '5000', '10000']);
    expect(pond.species.map((x) => x.code)).toContain('naga');
    expect(pond.fish.filter((f) => f.spawnAt <= pond.serverTime).length).toBeGreaterThanOrEqual(5);
    for (const f of pond.fish) {
      expect(f.leaveAt).toBeGreaterThan(pond.serverTime);
      expect(f.spawnAt).toBeLessThanOrEqual(pond.serverTime + 6_000);
    }
    expect(new Set(pond.fish.map((f) => f.id)).size).toBe(pond.fish.length);
  });

  it('is only for a window opened for the fishing game, with a session', async () => {
    const p = await fundedPlayer('1000');
    const slot = await openWindow(p.auth, 'mekong-fortune');
    const res = await s.app.inject({ url: '/house/api/fish/pond', headers: slot.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('house.game.mismatch');
    expect((await shoot(slot.auth, 1)).json().errorCode).toBe('house.game.mismatch');
    expect(await balanceOf(s.app, p.auth)).toBe('1000');
    expect((await s.app.inject({ url: '/house/api/fish/pond' })).statusCode).toBe(401);
  });
});

describe('a shot', () => {
  it('debits the stake and credits stake × multiplier on a catch, through the wallet, exactly', async () => {
    const { p, auth } = await fishWindow('100000');
    let expected = 100_000n;
    for (let i = 0; i < 6; i++) {
      const fish = await swimmingFish(auth, i % 2 === 0);
      const res = await shoot(auth, fish.id, '1000');
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json().value;
      expect(r).toMatchObject({ fishId: fish.id, species: fish.species, multiplier: fish.multiplier, stake: '1000' });
      expect(r.payout).toBe(r.caught ? String(1000 * fish.multiplier) : '0');
      expected += BigInt(r.payout) - 1000n;
      expect(r.balance).toBe(expected.toString());
      expect(hashSeed(r.serverSeed)).toBe(r.seedHash);
    }
    expect(await balanceOf(s.app, p.auth)).toBe(expected.toString());
  });

  it('is redrawn by the verify page from its revealed seeds', async () => {
    const { auth } = await fishWindow('10000');
    const fish = await swimmingFish(auth);
    const r = (await shoot(auth, fish.id, '100')).json().value;
    const verify = (await s.app.inject({ url: `/house/api/rounds/${r.roundId}/verify` })).json().value;
    expect(verify.round).toMatchObject({ game: 'mekong-fishing', status: 'SETTLED', seedMatches: true });
    expect(verify.replay).toEqual({ outcome: r.outcome, matches: true });
    expect(r.outcome).toEqual({
      fishId: fish.id,
      species: fish.species,
      multiplier: fish.multiplier,
      caught: r.caught,
    });
  });

  it('plays a free trial with demo money, never touching the wallet', async () => {
    const { p, w, auth } = await fishWindow('5000', 0);
    expect(w).toMatchObject({ mode: 'FREE', balance: '200000' });
    const fish = await swimmingFish(auth);
    const r = (await shoot(auth, fish.id, '10000')).json().value;
    expect(r.balance).toBe(String(200_000 - 10_000 + Number(r.payout)));
    expect(await balanceOf(s.app, p.auth)).toBe('5000');
  });

  it('is refused at a fish that is not in the pond, or at a stake off the bet levels, with the balance untouched', async () => {
    const { p, auth } = await fishWindow('20000');
    const far = await shoot(auth, 99_999_999);
    expect(far.statusCode).toBe(409);
    expect(far.json().errorCode).toBe('house.fish.gone');
    // A fish of this session's pond that has already swum off (the pond starts mid-stream).
    const pond = sessionPond(await houseSession(s.database.db, auth.authorization));
    const gone = fishAt(pond, 0);
    expect(gone.leaveAt + LATE_GRACE_MS).toBeLessThan(Date.now());
    const late = await shoot(auth, gone.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('house.fish.gone');
    const fish = await swimmingFish(auth);
    for (const stake of ['300', '99', '20000', '100000']) {
      const bad = await shoot(auth, fish.id, stake);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe('house.bet.invalid');
    }
    for (const payload of [
      { fishId: -1, stake: '100' },
      { fishId: 1.5, stake: '100' },
      { fishId: fish.id, stake: '1e3' },
    ])
      expect(
        (await s.app.inject({ method: 'POST', url: '/house/api/fish/shoot', headers: auth, payload })).statusCode,
      ).toBe(400);
    expect(await balanceOf(s.app, p.auth)).toBe('20000');
  });
});

describe('a caught fish', () => {
  it('leaves the pond, and a shot at it is refused', async () => {
    const { auth } = await fishWindow('0', 0);
    // Shoot the cheapest fish swimming until one is caught (a 2× fish is caught about every other shot).
    let caught: Fish | undefined;
    for (let shot = 0; shot < 200 && !caught; shot++) {
      const fish = await swimmingFish(auth, true);
      const r = (await shoot(auth, fish.id, '100')).json().value;
      if (r.caught) caught = fish;
    }
    if (!caught) throw new Error('200 shots caught nothing');
    expect((await pondOf(auth)).fish.map((f) => f.id)).not.toContain(caught.id);
    const again = await shoot(auth, caught.id, '100');
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('house.fish.gone');
  });

  it('is caught once however many shots race at it, and the wallet moves by exactly what they paid', async () => {
    const { p, auth } = await fishWindow('100000');
    const fish = await swimmingFish(auth, true);
    const shots = await Promise.all(Array.from({ length: 8 }, () => shoot(auth, fish.id, '500')));
    const played = shots.filter((r) => r.statusCode === 200).map((r) => r.json().value);
    const refused = shots.filter((r) => r.statusCode !== 200).map((r) => r.json().errorCode);
    expect(played.length).toBeGreaterThanOrEqual(1);
    expect(new Set(refused)).toEqual(new Set(refused.length ? ['house.fish.gone'] : []));
    const catches = played.filter((r) => r.caught);
    expect(catches.length).toBeLessThanOrEqual(1);
    // Every shot after the catch was refused: the catch is the last round played.
    if (catches.length) expect(catches[0].roundId).toBe(Math.max(...played.map((r) => r.roundId)));
    const net = played.reduce((sum, r) => sum + BigInt(r.payout) - 500n, 0n);
    expect(await balanceOf(s.app, p.auth)).toBe((100_000n + net).toString());
  });
});
