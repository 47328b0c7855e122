import { importPublicKey, seal } from '@mekong/contracts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_CONTROL_PORT } from '../fixtures.ts';
import { lastCode, ownAddress, registerViaApi, uniqueMobile, uniqueName } from './accounts.ts';
import { axeScan } from './axe.ts';
import { brandZone, inEnglish, onBrand } from './helpers.ts';

/**
 * Serious and critical axe findings on the page as it is, then with the other theme's colours
 * (only the contrast rule again). The theme is swapped on the page itself: a phone keeps the
 * header's switch in its menu.
 */
async function axeInBothThemes(page: Page, what: string) {
  for (let i = 0; i < 2; i++) {
    const builder = axeScan(page);
    const results = await (i === 0 ? builder : builder.withRules(['color-contrast'])).analyze();
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, `${what} (${theme})`).toEqual([]);
    await page.evaluate(() => {
      const html = document.documentElement;
      html.dataset.theme = html.dataset.theme === 'dark' ? 'light' : 'dark';
    });
  }
}

/** A new player registered from the page's own address, and signed in through the API: its `authorization`. */
async function playerWithToken(page: Page, request: APIRequestContext, prefix: string, mobile?: string) {
  const ip = await ownAddress(page);
  const username = uniqueName(prefix);
  const phone: Record<string, string> = mobile ? { mobileNum: mobile, countryDialingCode: '855' } : {};
  await registerViaApi(request, { username, payeeName: 'Sok Dara', ...phone }, ip);
  const publicKey = await importPublicKey((await (await request.get('/wps/system/publicKey')).json()).value.publicKey);
  const sealed = await seal(publicKey, { type: 'username', username, password: 'abc12345' });
  const res = await request.post('/wps/session/login', {
    headers: { 'x-forwarded-for': ip, encryption: sealed.encryption },
    data: sealed.body,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { username, auth: { authorization: (await res.json()).value.token as string } };
}

/** A test-only control route (serve.ts) on the player; it must change something. */
async function control(request: APIRequestContext, route: string) {
  const res = await request.post(`http://127.0.0.1:${E2E_CONTROL_PORT}${route}`);
  expect(res.ok(), await res.text()).toBe(true);
  // PGlite answers { rows }, node-postgres the rows.
  const body = (await res.json()) as { rows?: unknown[] } | unknown[];
  expect((Array.isArray(body) ? body : (body.rows ?? [])).length).toBeGreaterThan(0);
}

/** Fills a login form and sends it; resolves with the refusal's `until` from the server's answer. */
async function signInRefused(page: Page, form: Locator, username: string, expectedCode: string) {
  await form.getByTestId('login-username').fill(username);
  await form.getByTestId('login-password').fill('abc12345');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
  await form.getByTestId('login-submit').click();
  const body = await (await answer).json();
  expect(body.errorCode).toBe(expectedCode);
  return body.value as { until?: string; endedAt?: string };
}

test('after a self-exclusion ended, sign-in says so and offers to ask to come back; asking shows when sign-in opens, on the login page and in the header; axe in both themes', async ({
  page,
  request,
}) => {
  // Two axe scans in each theme on two shared cores.
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const { username, auth } = await playerWithToken(page, request, 'cb');
  const excluded = await request.post('/wps/member/breaks', {
    headers: auth,
    data: { kind: 'EXCLUSION', length: '6m' },
  });
  expect(excluded.ok(), await excluded.text()).toBe(true);
  // The six months pass.
  await control(request, `/end-break?account=${username}`);

  await page.goto('/login');
  const form = page.getByTestId('page-login');
  await signInRefused(page, form, username, 'login.exclusion.ended');
  await expect(form.getByTestId('login-error')).toHaveText(
    'Your self-exclusion has ended. To play again, ask to come back: you can sign in 24 hours after asking.',
  );
  const ask = form.getByRole('button', { name: 'Ask to come back' });
  await expect(ask).toBeVisible();
  await axeInBothThemes(page, 'ended self-exclusion on the login page');

  // Asking sends the same sign-in with the request; the answer says from when sign-in opens.
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
  await ask.click();
  const asked = await (await answer).json();
  expect(asked.errorCode).toBe('login.comeback.waiting');
  const opens = asked.value.until as string;
  await expect(form.getByTestId('login-error')).toHaveText(
    `You asked to come back. You can sign in from ${inEnglish(opens)}.`,
  );
  await expect(form.getByTestId('login-come-back')).toHaveCount(0);
  await expect(page.getByTestId('header-logged-out')).toBeVisible();

  // Signing in again, from the header's form, waits for the same time: asking again does not move it.
  await page.goto('/');
  const header = page.getByTestId('header-logged-out').getByTestId('login-form');
  const again = await signInRefused(page, header, username, 'login.comeback.waiting');
  expect(again.until).toBe(opens);
  await expect(header.getByTestId('login-error')).toHaveText(
    `You asked to come back. You can sign in from ${inEnglish(opens)}.`,
  );
  await axeInBothThemes(page, 'come-back wait in the header');
});

test('by SMS code, asking to come back after an ended self-exclusion goes with the next sign-in, a new code asked for at once', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const mobile = uniqueMobile();
  const { username, auth } = await playerWithToken(page, request, 'cs', mobile);
  const excluded = await request.post('/wps/member/breaks', {
    headers: auth,
    data: { kind: 'EXCLUSION', length: '6m' },
  });
  expect(excluded.ok(), await excluded.text()).toBe(true);
  await control(request, `/end-break?account=${username}`);

  await page.goto('/login');
  const form = page.getByTestId('page-login');
  await form.getByTestId('login-type').selectOption('sms');
  await form.getByTestId('login-mobile').fill(mobile);
  const send = form.getByTestId('login-send-code');
  await send.click();
  await expect(send).toHaveAttribute('data-state', 'countdown');
  const first = await lastCode(request, `+855${mobile}`);
  await form.getByTestId('login-code').fill(first);
  await form.getByTestId('login-submit').click();
  await expect(form.getByTestId('login-error')).toContainText('Your self-exclusion has ended.');

  // The refused sign-in spent its code: asking clears it and lets the player ask for another now.
  await form.getByTestId('login-come-back').click();
  await expect(form.getByTestId('login-error')).toHaveText(
    'Send yourself a new code, then sign in: your request to come back goes with it.',
  );
  await expect(form.getByTestId('login-code')).toHaveValue('');
  await expect(send).toBeEnabled();
  // The server sends one code a second to a number; a test is quicker than a hand, and is told to
  // wait a moment in the warning dialog: it closes it and asks again.
  const warning = page.getByTestId('alert-dialog');
  await expect(async () => {
    if (await warning.isVisible()) await warning.getByTestId('alert-confirm').click();
    await send.click();
    await expect(send).toHaveAttribute('data-state', 'countdown', { timeout: 2_000 });
  }).toPass();
  let second = first;
  await expect(async () => {
    second = await lastCode(request, `+855${mobile}`);
    expect(second).not.toBe(first);
  }).toPass();
  await form.getByTestId('login-code').fill(second);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
  await form.getByTestId('login-submit').click();
  const asked = await (await answer).json();
  expect(asked.errorCode).toBe('login.comeback.waiting');
  await expect(form.getByTestId('login-error')).toHaveText(
    `You asked to come back. You can sign in from ${inEnglish(asked.value.until)}.`,
  );
});

/**
 * On the `noon` brand (serve.ts), whose day is at its middle whenever the run started: five aged
 * minutes always fall inside today (the demo brand's day starts at 17:00 UTC).
 */
onBrand('noon')(
  'a player whose daily session time is used up is refused sign-in, told from when they can sign in again @phone',
  async ({ page, request }, testInfo) => {
    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const { username, auth } = await playerWithToken(page, request, 'sl');
    // A one-minute limit, then the sessions so far are five minutes old: today's time is used up.
    const limit = await request.put('/wps/member/limits', {
      headers: auth,
      data: { kind: 'SESSION', period: 'DAY', amount: '1' },
    });
    expect(limit.ok(), await limit.text()).toBe(true);
    await control(request, `/age-sessions?account=${username}&minutes=5&merchant=noon`);
    const zone = await brandZone(request);

    await page.goto('/login');
    const form = page.getByTestId('page-login');
    const refused = await signInRefused(page, form, username, 'login.session.limit');
    await expect(form.getByTestId('login-error')).toHaveText(
      `Today's playing time is used up. You can sign in again from ${inEnglish(refused.until ?? '', zone)}.`,
    );
    // Nothing to ask for here: the day's end is the only way back.
    await expect(form.getByTestId('login-come-back')).toHaveCount(0);
    await expect(page.getByTestId('header-logged-out')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await axeInBothThemes(page, 'used-up session time on the login page');
  },
);
