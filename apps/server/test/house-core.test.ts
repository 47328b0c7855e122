/**
 * The house vendor's core through its API and the real provider API: game-window sessions from a
 * launch ticket, instant rounds paid through the wallet, demo money, and recovery of half-done bets.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type InstantPlay, playInstant } from '../src/house/instant.ts';
import { recoverHouseBets } from '../src/house/recovery.ts';
import { houseSession } from '../src/house/sessions.ts';
import { houseBets } from '../src/house/store/tables.ts';
import { WalletUnavailable } from '../src/house/wallet-client.ts';
import { FairStream, hashSeed, type Rng } from '../src/platform/fair.ts';
import { houseSuite } from './helpers/house.ts';
import { balanceOf } from './helpers/money.ts';

const { s, fundedPlayer, launchTicket, openWindow } = houseSuite();

/** A test game: heads pays double. */
const coin = (stake: bigint): InstantPlay => ({
  gameCode: 'mekong-fortune',
  stake,
  bet: { side: 'heads' },
  play: (rng: Rng) => {
    const heads = rng.int(2) === 0;
    return { outcome: { heads }, payout: heads ? stake * 2n : 0n };
  },
});

const sessionOf = (w: { token: string }) => houseSession(s.database.db, w.token);

describe('game window sessions', () => {
  it('trade a launch ticket once for a session showing the wallet balance', async () => {
    const p = await fundedPlayer('50000');
    const ticket = await launchTicket(p.auth, 'mekong-fortune');
    const res = await s.app.inject({ method: 'POST', url: '/house/api/session', payload: { ticket, lang: 'KM' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ mode: 'REAL', balance: '50000', game: 'mekong-fortune', language: 'KM' });
    expect(res.json().value.fair.nextSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const again = await s.app.inject({ method: 'POST', url: '/house/api/session', payload: { ticket, lang: 'KM' } });
    expect(again.statusCode).toBe(401);
    expect(again.json().errorCode).toBe('house.ticket.invalid');
    const state = await s.app.inject({ url: '/house/api/session', headers: { authorization: res.json().value.token } });
    expect(state.json().value.balance).toBe('50000');
  });

  it('refuses a missing or made-up window token and bad input', async () => {
    expect((await s.app.inject({ url: '/house/api/session' })).json().errorCode).toBe('house.session.invalid');
    const forged = await s.app.inject({ url: '/house/api/session', headers: { authorization: 'x'.repeat(43) } });
    expect(forged.statusCode).toBe(401);
    const bad = await s.app.inject({ method: 'POST', url: '/house/api/session', payload: { ticket: 'short' } });
    expect(bad.statusCode).toBe(400);
    expect((await s.app.inject({ url: '/house/api/rounds/999999999' })).json().errorCode).toBe('house.round.not.found');
  });
});

describe('instant rounds', () => {
  it('draw from the committed seed and move the stake and payout through the wallet', async () => {
    const p = await fundedPlayer('50000');
    const w = await openWindow(p.auth, 'mekong-fortune');
    const committed = w.fair.nextSeedHash as string;
    const r = await playInstant(s.app.house, await sessionOf(w), coin(1000n));
    expect(r.fair.seedHash).toBe(committed);
    expect(hashSeed(r.fair.serverSeed)).toBe(committed);
    // Anyone holding the revealed seed draws the same outcome.
    const replay = new FairStream(r.fair.serverSeed, r.fair.clientSeed, r.fair.nonce).int(2) === 0;
    expect(r.outcome).toEqual({ heads: replay });
    const expected = 50000 - 1000 + Number(r.payout);
    expect(r.balance).toBe(String(expected));
    expect(await balanceOf(s.app, p.auth)).toBe(String(expected));
    const round = (await s.app.inject({ url: `/house/api/rounds/${r.roundId}` })).json().value;
    expect(round).toMatchObject({ status: 'SETTLED', seedMatches: true, serverSeed: r.fair.serverSeed });
    // The platform's betting record shows it, with its round.
    const record = (await s.app.inject({ url: '/wps/report/bets?page=1&size=10', headers: p.auth })).json().value;
    expect(JSON.stringify(record)).toContain(`HR${r.roundId}`);
    // The next round is committed to a new seed.
    const next = await s.app.inject({ url: '/house/api/session', headers: w.auth });
    expect(next.json().value.fair).toMatchObject({ nextSeedHash: r.fair.nextSeedHash, nonce: r.fair.nonce + 1 });
  });

  it('refuses a stake over the balance and leaves the wallet as it was', async () => {
    const p = await fundedPlayer('5000');
    const w = await openWindow(p.auth, 'mekong-fortune');
    await expect(playInstant(s.app.house, await sessionOf(w), coin(6000n))).rejects.toMatchObject({
      code: 'house.balance.not.enough',
    });
    expect(await balanceOf(s.app, p.auth)).toBe('5000');
    const [bet] = await s.database.db
      .select()
      .from(houseBets)
      .where(eq(houseBets.sessionId, (await sessionOf(w)).id));
    expect(bet?.status).toBe('VOID');
  });

  it('play a free trial with demo money, never touching the wallet', async () => {
    const p = await fundedPlayer('5000');
    const w = await openWindow(p.auth, 'mekong-fortune', 0);
    expect(w).toMatchObject({ mode: 'FREE', balance: '200000' });
    const r = await playInstant(s.app.house, await sessionOf(w), coin(10000n));
    expect(r.balance).toBe(String(200000 - 10000 + Number(r.payout)));
    expect(await balanceOf(s.app, p.auth)).toBe('5000');
  });
});

describe('half-done bets', () => {
  it('a credit that did not get through is paid by the recovery job, once', async () => {
    const p = await fundedPlayer('50000');
    const w = await openWindow(p.auth, 'mekong-fortune');
    const wallet = s.app.house.wallet;
    const lossy = {
      ...wallet,
      credit: async () => {
        throw new WalletUnavailable('lost');
      },
    };
    // A round that always pays 3,000 on a 1,000 stake.
    const win: InstantPlay = { ...coin(1000n), play: () => ({ outcome: {}, payout: 3000n }) };
    const r = await playInstant({ ...s.app.house, wallet: lossy }, await sessionOf(w), win);
    expect(r.pending).toBe(true);
    expect(await balanceOf(s.app, p.auth)).toBe('49000');
    const later = new Date(Date.now() + 120_000);
    expect((await recoverHouseBets(s.app.house, later)).credited).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(s.app, p.auth)).toBe('52000');
    await recoverHouseBets(s.app.house, later);
    expect(await balanceOf(s.app, p.auth)).toBe('52000');
  });

  it('a debit whose answer was lost is rolled back, so the stake comes home', async () => {
    const p = await fundedPlayer('50000');
    const w = await openWindow(p.auth, 'mekong-fortune');
    const wallet = s.app.house.wallet;
    const deaf = {
      ...wallet,
      debit: async (d: Parameters<typeof wallet.debit>[0]) => {
        await wallet.debit(d);
        throw new WalletUnavailable('answer lost');
      },
    };
    await expect(playInstant({ ...s.app.house, wallet: deaf }, await sessionOf(w), coin(1000n))).rejects.toMatchObject({
      code: 'house.wallet.unavailable',
    });
    expect(await balanceOf(s.app, p.auth)).toBe('50000');
  });

  it('a debit that answered only after the recovery job rolled it back stays cancelled', async () => {
    const p = await fundedPlayer('50000');
    const w = await openWindow(p.auth, 'mekong-fortune');
    const wallet = s.app.house.wallet;
    const stale = new Date(Date.now() + 120_000);
    const slow = {
      ...wallet,
      debit: async (d: Parameters<typeof wallet.debit>[0]) => {
        const answer = await wallet.debit(d);
        // A minute went by before the answer came: the job rolled the stake back meanwhile.
        expect((await recoverHouseBets(s.app.house, stale)).voided).toBeGreaterThanOrEqual(1);
        return answer;
      },
    };
    const win: InstantPlay = { ...coin(1000n), play: () => ({ outcome: {}, payout: 3000n }) };
    await expect(playInstant({ ...s.app.house, wallet: slow }, await sessionOf(w), win)).rejects.toMatchObject({
      code: 'house.wallet.unavailable',
    });
    expect(await balanceOf(s.app, p.auth)).toBe('50000');
    const window = await sessionOf(w);
    const [bet] = await s.database.db.select().from(houseBets).where(eq(houseBets.sessionId, window.id));
    expect(bet?.status).toBe('VOID');
    expect((await recoverHouseBets(s.app.house, stale)).credited).toBe(0);
    expect(await balanceOf(s.app, p.auth)).toBe('50000');
  });
});
