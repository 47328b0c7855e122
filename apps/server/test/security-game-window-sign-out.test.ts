/**
 * A game window lives no longer than the portal session it was launched from. Before, signing out
 * ended the portal session only: the window's vendor session went on taking stakes for its 12
 * hours, for whoever sat down at the same computer next (or held the window's token). Now ending
 * the session ends the vendor sessions its launches opened (sql/functions/end_game_windows.sql),
 * whichever way it ends; a window of another session of the same player is left alone.
 */
import { describe, expect, it } from 'vitest';
import { playInstant } from '../src/house/instant.ts';
import { houseSession } from '../src/house/sessions.ts';
import { loginToken, sealedCall, setMember } from './helpers/accounts.ts';
import { houseSuite } from './helpers/house.ts';
import { balanceOf } from './helpers/money.ts';

const { s, fundedPlayer, launchTicket, openWindow: openHouseWindow } = houseSuite();

/** A REAL game window opened from the portal session `auth`, as the portal opens one. */
const openWindow = async (auth: Record<string, string>) =>
  houseSession(s.database.db, (await openHouseWindow(auth, 'mekong-fortune')).token as string);

const stake = (session: Awaited<ReturnType<typeof houseSession>>) =>
  playInstant(s.app.house, session, {
    gameCode: 'mekong-fortune',
    stake: 1000n,
    bet: { side: 'heads' },
    play: () => ({ outcome: { heads: false }, payout: 0n }),
  });

/**
 * Every process hears of the ended windows from the database at commit, this one too, a moment
 * after the answer: a notice of its own, sent after them, arrives after them.
 */
const caughtUp = (member: { id: number; account: string }) => setMember(s.app, member.id, { nickname: member.account });

const funded = () => fundedPlayer('20000');

describe('a game window after its portal session ends', () => {
  it('takes no stake once its player signed out, and the balance stays as it was', async () => {
    const p = await funded();
    const window = await openWindow(p.auth);
    await stake(window);
    expect(await balanceOf(s.app, p.auth)).toBe('19000');

    const out = await s.app.inject({ method: 'POST', url: '/wps/session/logout', headers: p.auth });
    expect(out.statusCode).toBe(200);
    await caughtUp(p.member);
    await expect(stake(window)).rejects.toMatchObject({ code: 'house.session.invalid' });

    const again = { ...s.m.headers, authorization: await loginToken(s.app, s.m.headers, p.member) };
    expect(await balanceOf(s.app, again)).toBe('19000');
  });

  it('cannot be opened afterwards with a launch ticket the session was given', async () => {
    const p = await funded();
    const ticket = await launchTicket(p.auth, 'mekong-fortune');
    expect((await s.app.inject({ method: 'POST', url: '/wps/session/logout', headers: p.auth })).statusCode).toBe(200);
    const opened = await s.app.inject({ method: 'POST', url: '/house/api/session', payload: { ticket, lang: 'EN' } });
    expect(opened.json()).toMatchObject({ success: false });
  });

  it('ends with a password change made from another session, and not with that session’s own sign-out', async () => {
    const p = await funded();
    const phone = { ...s.m.headers, authorization: await loginToken(s.app, s.m.headers, p.member) };
    const fromDesktop = await openWindow(p.auth);
    const fromPhone = await openWindow(phone);

    // Signing out on the phone ends the phone's window only.
    expect((await s.app.inject({ method: 'POST', url: '/wps/session/logout', headers: phone })).statusCode).toBe(200);
    await caughtUp(p.member);
    await expect(stake(fromPhone)).rejects.toMatchObject({ code: 'house.session.invalid' });
    await stake(fromDesktop);

    // A password changed on a third device ends every other session, and their windows with them.
    const third = { ...s.m.headers, authorization: await loginToken(s.app, s.m.headers, p.member) };
    const changed = await sealedCall(s.app, {
      url: '/wps/member/password',
      headers: third,
      payload: { oldPassword: p.member.password, newPassword: 'other1234', confirmNewPassword: 'other1234' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await caughtUp(p.member);
    await expect(stake(fromDesktop)).rejects.toMatchObject({ code: 'house.session.invalid' });
    expect(await balanceOf(s.app, third)).toBe('19000');
  });
});
