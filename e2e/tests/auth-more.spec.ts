import { expect, type Page, test } from '@playwright/test';
import { E2E_PLAYER_PASSWORD, E2E_PLAYERS } from '../fixtures.ts';
import { lastCode, ownAddress, registerViaApi, uniqueMobile, uniqueName } from './accounts.ts';
import { axeScan, expectAccessibleInBothThemes, openingTheme } from './axe.ts';

const seriousOf = async (page: Page) =>
  (await axeScan(page).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('a login from a new network asks for an SMS code before the session is granted (KM)', async ({
  page,
  request,
}) => {
  const username = uniqueName('ip');
  const mobile = uniqueMobile();
  await registerViaApi(request, { username, mobileNum: mobile, countryDialingCode: '855' });
  // The account's only known address is the one it registered from; this page uses another.
  await ownAddress(page);
  const logins: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/wps/session/login') && logins.push(r.url()));
  await page.goto('/login');
  const login = page.getByTestId('page-login');
  await login.getByTestId('login-username').fill(username);
  await login.getByTestId('login-password').fill('abc12345');
  await login.getByTestId('login-submit').click();
  const dialog = page.getByTestId('new-ip-dialog');
  await expect(dialog).toContainText('បញ្ជាក់ថាជាអ្នក');
  await expect(dialog).toContainText('****');
  await dialog.getByTestId('new-ip-send').click();
  await dialog.getByTestId('new-ip-code').fill(await lastCode(request, `+855${mobile}`));
  await dialog.getByTestId('new-ip-submit').click();
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
  // The proof completes the first login; the login form behind the dialog is not sent again
  // (a second sign-in would greet the player twice).
  expect(logins).toHaveLength(1);
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('after-login-modal')).toBeHidden();
});

test('on a phone the header opens the login popup, which signs in @phone-only', async ({ page }) => {
  await ownAddress(page);
  await page.goto('/index');
  await expect(page.getByTestId('header-logged-out').getByTestId('login-form')).toBeHidden();
  await page.getByTestId('open-login').click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  expect(await seriousOf(page)).toEqual([]);
  await modal.getByTestId('login-username').fill(E2E_PLAYERS.agent);
  await modal.getByTestId('login-password').fill(E2E_PLAYER_PASSWORD);
  await modal.getByTestId('login-submit').click();
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
  await page.getByTestId('after-login-ok').click();
  await expect(modal).toBeHidden();
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('menu-agent-centre')).toBeVisible();
  await page.getByTestId('menu-agent-centre').click();
  await expect(page.getByTestId('agent-centre')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

// Dark on a desktop, light on a phone; the other theme's colours are scanned in the same test.
test('the account screens have no serious accessibility violations in either theme @phone', async ({
  page,
}, testInfo) => {
  await ownAddress(page);
  await page.addInitScript((t) => localStorage.setItem('theme', t), openingTheme(testInfo));
  await page.goto('/register');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.getByTestId('register-submit').click();
  await expectAccessibleInBothThemes(page, 'registration with its errors');
  await page.goto('/login');
  await page.getByTestId('page-login').getByTestId('forgot-link').click();
  await expect(page.getByTestId('forgot-password-modal')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'forgotten password');
});

test('the reset email links back to the site, where a new password is set (EN)', async ({ page, request }) => {
  await ownAddress(page);
  const username = uniqueName('em');
  const email = `${username}@example.com`;
  await registerViaApi(request, { username, email });
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page.goto('/login');
  await page.getByTestId('page-login').getByTestId('forgot-link').click();
  const modal = page.getByTestId('forgot-password-modal');
  await modal.getByTestId('forgot-username').fill(username);
  await modal.getByTestId('forgot-email').fill(email);
  await modal.getByTestId('forgot-email-submit').click();
  await expect(modal).toContainText('We sent a code to your email');
  const mail = await request.get(`/wps/dev/outbox?to=${encodeURIComponent(email)}`);
  const link = ((await mail.json()).value[0].body as string).match(/https?:\/\/\S+resetCode=\S+/)?.[0] as string;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(modal.getByTestId('forgot-code')).not.toHaveValue('');
  await modal.getByTestId('forgot-new-password').fill('mail2468');
  await modal.getByTestId('forgot-confirm-password').fill('mail2468');
  await modal.getByTestId('forgot-reset-submit').click();
  await expect(modal.getByTestId('forgot-done')).toBeVisible();
  await modal.getByTestId('forgot-done-close').click();
  const login = page.getByTestId('header-logged-out').getByTestId('login-form');
  await login.getByTestId('login-username').fill(username);
  await login.getByTestId('login-password').fill('mail2468');
  await login.getByTestId('login-submit').click();
  // The new password is accepted; this browser's address is new to the account, so it asks for proof.
  await expect(page.getByTestId('new-ip-dialog')).toContainText('Confirm it is you');
});

test('a free demo asked to register gets the registration form (KM)', async ({ page }) => {
  await ownAddress(page);
  await page.goto('/login?demo=1');
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
  await page.getByTestId('after-login-ok').click();
  await page.getByTestId('withdraw-button').click();
  await page.getByTestId('trial-register').click();
  await expect(page.getByTestId('register-modal').getByTestId('register-form')).toBeVisible();
  await expect(page.getByTestId('header-logged-out')).toBeVisible();
});
