/**
 * A game window lives no longer than the portal session it was launched from. Before, signing out
 * ended the portal session only: the window's vendor session went on taking stakes for its 12
 * hours, for whoever sat down at the same computer next (or held the window's token). Now ending
 * the session ends the vendor sessions its launches opened (sql/functions/end_game_windows.sql),
 * whichever way it ends; a window of another session of the same player is left alone.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { playInstant } from '../src/house/instant.ts';
import { houseSession } from '../src/house/sessions.ts';
import type { Database } from '../src/platform/db/index.ts';
import { games } from '../src/platform/db/schema.ts';
import { seedGames } from '../src/seed/games.ts';
import { loginToken, sealedCall, setMember } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { balanceOf, channels, fund, operatorToken, player } from './helpers/money.ts';

type Headers = Record<string, string>;

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Headers;
let bank: number;
let gameId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  await seedGames(database.db);
  m = await createMerchant(database);
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  bank = (await channels(app, m.id)).bank.id;
  const [game] = await database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorCode, 'HOUSE'), eq(games.code, 'mekong-fortune')));
  gameId = game?.id ?? 0;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A REAL game window opened from the portal session `auth`, as the portal opens one. */
async function openWindow(auth: Headers) {
  const launch = await app.inject({
    url: `/wps/game/launchGame?launchMode=GLS&gameId=${gameId}&accountType=1`,
    headers: auth,
  });
  expect(launch.statusCode, launch.body).toBe(200);
  const ticket = new URL(launch.json().value.content.game_url as string).searchParams.get('ticket') as string;
  const res = await app.inject({ method: 'POST', url: '/house/api/session', payload: { ticket, lang: 'EN' } });
  expect(res.statusCode, res.body).toBe(200);
  return houseSession(database.db, (res.json().value as { token: string }).token);
}

const stake = (session: Awaited<ReturnType<typeof houseSession>>) =>
  playInstant(app.house, session, {
    gameCode: 'mekong-fortune',
    stake: 1000n,
    bet: { side: 'heads' },
    play: () => ({ outcome: { heads: false }, payout: 0n }),
  });

/**
 * Every process hears of the ended windows from the database at commit, this one too, a moment
 * after the answer: a notice of its own, sent after them, arrives after them.
 */
const caughtUp = (member: { id: number; account: string }) => setMember(app, member.id, { nickname: member.account });

async function funded() {
  const p = await player(app, m.headers, m.id);
  await fund(app, p.auth, op, bank, '20000');
  return p;
}

describe('a game window after its portal session ends', () => {
  it('takes no stake once its player signed out, and the balance stays as it was', async () => {
    const p = await funded();
    const window = await openWindow(p.auth);
    await stake(window);
    expect(await balanceOf(app, p.auth)).toBe('19000');

    const out = await app.inject({ method: 'POST', url: '/wps/session/logout', headers: p.auth });
    expect(out.statusCode).toBe(200);
    await caughtUp(p.member);
    await expect(stake(window)).rejects.toMatchObject({ code: 'house.session.invalid' });

    const again = { ...m.headers, authorization: await loginToken(app, m.headers, p.member) };
    expect(await balanceOf(app, again)).toBe('19000');
  });

  it('cannot be opened afterwards with a launch ticket the session was given', async () => {
    const p = await funded();
    const launch = await app.inject({
      url: `/wps/game/launchGame?launchMode=GLS&gameId=${gameId}&accountType=1`,
      headers: p.auth,
    });
    const ticket = new URL(launch.json().value.content.game_url as string).searchParams.get('ticket') as string;
    expect((await app.inject({ method: 'POST', url: '/wps/session/logout', headers: p.auth })).statusCode).toBe(200);
    const opened = await app.inject({ method: 'POST', url: '/house/api/session', payload: { ticket, lang: 'EN' } });
    expect(opened.json()).toMatchObject({ success: false });
  });

  it('ends with a password change made from another session, and not with that session’s own sign-out', async () => {
    const p = await funded();
    const phone = { ...m.headers, authorization: await loginToken(app, m.headers, p.member) };
    const fromDesktop = await openWindow(p.auth);
    const fromPhone = await openWindow(phone);

    // Signing out on the phone ends the phone's window only.
    expect((await app.inject({ method: 'POST', url: '/wps/session/logout', headers: phone })).statusCode).toBe(200);
    await caughtUp(p.member);
    await expect(stake(fromPhone)).rejects.toMatchObject({ code: 'house.session.invalid' });
    await stake(fromDesktop);

    // A password changed on a third device ends every other session, and their windows with them.
    const third = { ...m.headers, authorization: await loginToken(app, m.headers, p.member) };
    const changed = await sealedCall(app, {
      url: '/wps/member/password',
      headers: third,
      payload: { oldPassword: p.member.password, newPassword: 'other1234', confirmNewPassword: 'other1234' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await caughtUp(p.member);
    await expect(stake(fromDesktop)).rejects.toMatchObject({ code: 'house.session.invalid' });
    expect(await balanceOf(app, third)).toBe('19000');
  });
});
