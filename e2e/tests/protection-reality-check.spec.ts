import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures.ts';
import { ownAddress, registerViaApi, uniqueName } from './accounts.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { siteOf } from './helpers.ts';
import { fundedPlayer, sessionToken, signedInPlayer } from './players.ts';
import { openSlot, spinOnce } from './slots.ts';

type Auth = { authorization: string };

/** The player's own reality-check interval, the shortest the server takes (10 minutes). */
async function everyTenMinutes(page: Page, auth: Auth) {
  const res = await page.request.put('/wps/member/reality-check', { headers: auth, data: { intervalMinutes: 10 } });
  expect(res.ok(), await res.text()).toBe(true);
  expect((await res.json()).value.intervalMinutes).toBe(10);
}

test('the reality check comes up over a slot after the interval, with the session’s stakes; Continue, then Stop signs out (EN)', async ({
  page,
  request,
}) => {
  // The page's clock is ours from the first load: the interval passes without waiting for it.
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const { auth } = await fundedPlayer(page, request, '10000');
  await everyTenMinutes(page, auth);
  await openSlot(page, request, auth, 'mekong-fortune');
  const spin = await spinOnce(page);
  expect(spin.stake).toBe('100');

  const dialog = page.getByTestId('reality-check');
  await page.clock.fastForward('09:00');
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('01:30');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Reality check' })).toBeVisible();
  await expect(page.getByTestId('reality-played')).toHaveText('You have played for 0 h 10 min this session.');
  await expect(page.getByTestId('reality-stakes')).toHaveText('$1.00');
  const payout = BigInt(spin.payout);
  const net = payout - 100n;
  await expect(page.getByTestId('reality-payouts')).toHaveText(`$${(Number(payout) / 100).toFixed(2)}`);
  await expect(page.getByTestId('reality-net')).toHaveText(
    `${net < 0n ? '-' : ''}$${(Math.abs(Number(net)) / 100).toFixed(2)}`,
  );

  // Over the game: the game window is behind it, the dialog takes the focus and keeps it.
  await expect(page.getByTestId('house-window')).toBeAttached();
  const onTop = await page.evaluate(() => {
    const el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return Boolean(el?.closest('[data-testid="reality-check"]'));
  });
  expect(onTop).toBe(true);
  await expect(page.getByTestId('reality-continue')).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(page.getByTestId('reality-continue')).toBeFocused();
  await axeInBothThemes(page, 'the reality check over a slot');

  await page.getByTestId('reality-continue').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('slot-spin')).toBeEnabled();
  // The next check is an interval after Continue, not sooner.
  await page.clock.fastForward('09:00');
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('01:30');
  await expect(dialog).toBeVisible();
  await page.getByTestId('reality-stop').click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
  expect(await sessionToken(page)).toBe('');
  await expect(page.getByTestId('header-logged-in')).toHaveCount(0);
  // The session is over on the server too.
  const after = await request.get('/wps/member/reality-check', { headers: auth });
  expect(after.status()).toBe(401);
});

test('inside the portal’s game frame the check shows once, over the frame; See my records opens the bet records (EN)', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const { auth } = await fundedPlayer(page, request, '10000');
  await everyTenMinutes(page, auth);
  // The portal's way of opening a game: the launch URL kept for the /game page, drawn in its frame.
  const list = await request.get('/wps/relay/GCSGAME_gameList?gameType=RNG&search=mekong-fortune', { headers: auth });
  const game = (await list.json()).value.games.find((g: { gameCode: string }) => g.gameCode === 'mekong-fortune');
  const launch = await request.get(
    `/wps/game/launchGame?launchMode=GLS&gameId=${game.nodeId}&accountType=1&language=EN`,
    { headers: auth },
  );
  const url = new URL((await launch.json()).value.content.game_url);
  await page.evaluate((u) => sessionStorage.setItem('iframeUrl', u), `${url.pathname}${url.search}`);
  await page.goto('/game');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('slot-spin')).toBeEnabled();

  await page.clock.fastForward('10:30');
  await expect(page.getByTestId('reality-check')).toBeVisible();
  // The game page inside the frame does not show its own.
  await expect(frame.getByTestId('reality-check')).toHaveCount(0);
  await expect(page.getByTestId('reality-stakes')).toHaveText('$0.00');
  await page.getByTestId('reality-records').click();
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
  await expect(page.getByTestId('centre-page-personalHistoryCopy')).toBeVisible();
});

test('the player chooses the interval on the Responsible gaming page, and the header’s session clock runs where the brand shows it (EN)', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await signedInPlayer(page, request, 'rc');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-member-centre').click();
  await page.getByTestId('centre-tab-responsibleGaming').click();
  const form = page.getByTestId('rg-reality');
  await form.getByTestId('rg-reality-minutes').fill('5');
  await form.getByTestId('rg-reality-save').click();
  await expect(form.getByRole('alert')).toHaveText('Enter whole minutes from 10 to 240.');
  await form.getByTestId('rg-reality-minutes').fill('15');
  await form.getByTestId('rg-reality-save').click();
  await expect(form.getByTestId('rg-reality-ok')).toHaveText('Saved: every 15 minutes.');
  await expect(form.getByTestId('rg-reality-current')).toHaveText('Now every 15 minutes.');
  const auth = { authorization: await sessionToken(page) };
  expect((await (await request.get('/wps/member/reality-check', { headers: auth })).json()).value.intervalMinutes).toBe(
    15,
  );
  await page.keyboard.press('Escape');
  await page.clock.fastForward('14:00');
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
  await page.clock.fastForward('01:30');
  await expect(page.getByTestId('reality-check')).toBeVisible();
  await expect(page.getByTestId('reality-played')).toHaveText('You have played for 0 h 15 min this session.');
  await page.getByTestId('reality-continue').click();
  // The demo brand leaves the session clock off.
  await expect(page.getByTestId('session-clock')).toHaveCount(0);
});

test('an admin turns the session clock on in the back office; that brand’s header then shows the time since sign-in, on desktop and phone @phone', async ({
  page,
  request,
}, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  // `newsroom` is a brand of its own (serve.ts): its switch meets no test on the demo brand.
  const site = { origin: siteOf('newsroom'), brand: 'newsroom' };
  await signInToBackoffice(page, E2E_ADMIN, site);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bo.session') ?? '{}').token as string);
  const admin = { merchant: site.brand, authorization: `Bearer ${token}` };
  try {
    await page.getByTestId('nav-settings').click();
    const group = page.getByTestId('settings-protection');
    const box = group.getByTestId('settings-session-clock');
    await expect(box).not.toBeChecked();
    await box.check();
    await group.getByTestId('settings-protection-save').click();
    await expect(group.getByRole('status')).toHaveText('Saved. Players see the change at once.');

    const username = uniqueName('sc');
    await registerViaApi(request, { username }, await ownAddress(page), site.brand);
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await page.goto(`${site.origin}/login`);
    await expect(page.getByTestId('page-login')).toBeVisible();
    await expect(page.getByTestId('session-clock')).toHaveCount(0);
    const form = page.getByTestId('page-login');
    await form.getByTestId('login-username').fill(username);
    await form.getByTestId('login-password').fill('abc12345');
    await form.getByTestId('login-submit').click();
    await page.getByTestId('after-login-ok').click();
    const clock = page.getByTestId('session-clock');
    await expect(clock).toContainText(/Time since sign-in\s*0:0\d:\d\d/);
    await page.clock.fastForward('01:05:00');
    await expect(clock.locator('time')).toHaveText(/^1:0[56]:\d\d$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  } finally {
    const off = await request.patch('/wps/operator/merchant/settings', {
      headers: admin,
      data: { showSessionClock: false },
    });
    expect(off.ok(), await off.text()).toBe(true);
  }
});

test('signing in again, the greeting names the last sign-in’s time and address (EN)', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const username = await signedInPlayer(page, request, 'll');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('header-logged-in')).toHaveCount(0);
  await page.goto('/login');
  const form = page.getByTestId('page-login');
  await form.getByTestId('login-username').fill(username);
  await form.getByTestId('login-password').fill('abc12345');
  await form.getByTestId('login-submit').click();
  const line = page.getByTestId('after-login-modal').getByTestId('last-login');
  // The language's format ("Nov 27, 2026, 21:15") at the brand's time zone, from the sign-in's address.
  await expect(line).toHaveText(/^Last sign-in: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} from 10\.\d+\.\d+\.\d+$/);
  const auth = { authorization: await sessionToken(page) };
  const last = (await (await request.get('/wps/member/last-login', { headers: auth })).json()).value;
  const zone = (await (await request.get('/wps/system/status')).json()).value.info.brand.timezone;
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  await expect(line).toContainText(`${clock.format(new Date(last.at))} from ${last.ip}`);
  await page.getByTestId('after-login-ok').click();
  // Once: a reload of the same session greets no more.
  await page.reload();
  await expect(page.getByTestId('header-logged-in')).toBeVisible();
  await expect(page.getByTestId('last-login')).toHaveCount(0);
});
