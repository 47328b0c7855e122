import { expect, type Page, test } from '@playwright/test';
import {
  answerCaptcha,
  failLoginsViaApi,
  lastCode,
  ownAddress,
  registerViaApi,
  uniqueMobile,
  uniqueName,
} from './accounts.ts';
import { axeScan } from './axe.ts';
import { pickLanguage } from './helpers.ts';

async function closeGreeting(page: Page) {
  // A silent sign-in in a new tab (sealing, sign-in, member read, then the dialogs' chunks) can
  // take a few seconds on two shared cores before the greeting is up.
  await expect(page.getByTestId('after-login-modal')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('header-logged-in')).toBeVisible();
}

test('remember me signs the member in again in a new tab, and signing out forgets it (EN)', async ({
  page,
  context,
  request,
}) => {
  const username = uniqueName('rm');
  await registerViaApi(request, { username });
  await ownAddress(page);
  await page.goto('/index');
  await pickLanguage(page, 'EN');
  const form = page.getByTestId('header-logged-out').getByTestId('login-form');
  await form.getByTestId('login-username').fill(username);
  await form.getByTestId('login-password').fill('abc12345');
  await form.getByTestId('login-remember').check();
  await form.getByTestId('login-submit').click();
  await closeGreeting(page);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'mk_remember_user')?.value).toBe(username);
  expect(cookies.find((c) => c.name === 'mk_remember_token')?.value).toMatch(/\S{16,}/);
  // Never the password, in any cookie or storage.
  expect(JSON.stringify(cookies)).not.toContain('abc12345');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain('abc12345');

  // A new tab with no open tab to take the session from (open tabs hand theirs over): the
  // remember-me token signs it in without typing.
  await page.close();
  const second = await context.newPage();
  await ownAddress(second);
  await second.goto('/index');
  await closeGreeting(second);
  await expect(second.getByTestId('user-menu')).toContainText(username);
  await second.getByTestId('user-menu').click();
  await second.getByTestId('menu-logout').click();
  await expect(second.getByTestId('logout-dialog')).toContainText('Do you want to sign out?');
  await second.getByTestId('logout-confirm').click();
  await expect(second.getByTestId('header-logged-out')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'mk_remember_token')).toBeUndefined();

  // The next visit finds the username filled in, and stays signed out.
  const third = await context.newPage();
  await third.goto('/index');
  const again = third.getByTestId('header-logged-out').getByTestId('login-form');
  await expect(again.getByTestId('login-username')).toHaveValue(username);
  await expect(again.getByTestId('login-remember')).toBeChecked();
});

test('a member signs in with an SMS code (KM)', async ({ page, request }) => {
  const ip = await ownAddress(page);
  const username = uniqueName('sms');
  const mobile = uniqueMobile();
  await registerViaApi(request, { username, mobileNum: mobile, countryDialingCode: '855' }, ip);
  await page.goto('/login');
  const login = page.getByTestId('page-login');
  await login.getByTestId('login-type').selectOption('sms');
  await login.getByTestId('login-submit').click();
  await expect(login.getByText('ត្រូវបំពេញប្រអប់នេះ។').first()).toBeVisible();
  await login.getByTestId('login-mobile').fill(mobile);
  await login.getByTestId('login-send-code').click();
  await expect(login.getByTestId('login-send-code')).toBeDisabled();
  await login.getByTestId('login-code').fill(await lastCode(request, `+855${mobile}`));
  await login.getByTestId('login-submit').click();
  await closeGreeting(page);
  await expect(page.getByTestId('user-menu')).toContainText(username);
});

test('a code that cannot be sent shows the server message in a warning (KM)', async ({ page }) => {
  await ownAddress(page);
  await page.goto('/register');
  await page.getByTestId('reg-tab-mobile').click();
  // demo01 has this number already.
  await page.getByTestId('reg-mobile').fill('12345678');
  await page.getByTestId('reg-send-code').click();
  const alert = page.getByTestId('alert-dialog');
  await expect(alert).toContainText('លេខទូរស័ព្ទនេះបានចុះឈ្មោះរួចហើយ។');
  await alert.getByTestId('alert-confirm').click();
  await expect(alert).toBeHidden();
  await expect(page.getByTestId('reg-send-code')).toBeEnabled();
  await expect(page.getByTestId('reg-send-code')).toHaveText('ផ្ញើលេខកូដ');
});

test('an invitation link makes the new player a downline; a bad code is marked (KM)', async ({ page, request }) => {
  await ownAddress(page);
  const checked = page.waitForResponse((r) => r.url().includes('/wps/agent/affiliate'));
  await page.goto('/register?code=MEKONG01');
  expect((await checked).ok()).toBe(true);
  const form = page.getByTestId('register-form');
  await expect(form.getByTestId('reg-affiliateCode')).toHaveCount(0);
  const username = uniqueName('dl');
  await form.getByTestId('reg-username').fill(username);
  await form.getByTestId('reg-password').fill('abc12345');
  await form.getByTestId('reg-confirmPassword').fill('abc12345');
  await form.getByTestId('reg-age').check();
  await form.getByTestId('reg-terms').check();
  await answerCaptcha(page, request, form);
  await form.getByTestId('register-submit').click();
  await closeGreeting(page);
  expect(await page.evaluate(() => sessionStorage.getItem('toUpline'))).toBe('agent01');

  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/register?code=NOSUCH99');
  const field = page.getByTestId('register-form').getByTestId('reg-affiliateCode');
  await expect(field).toHaveValue('NOSUCH99');
  await expect(page.getByTestId('register-form').getByText('លេខកូដអញ្ជើញមិនត្រឹមត្រូវ។')).toBeVisible();
});

test('a network locked out of an account by repeated failures is told so, even with the right password (KM)', async ({
  page,
  request,
}) => {
  const username = uniqueName('lk');
  await registerViaApi(request, { username });
  await failLoginsViaApi(request, username, 10, await ownAddress(page));
  await page.goto('/login');
  const login = page.getByTestId('page-login');
  await login.getByTestId('login-username').fill(username);
  await login.getByTestId('login-password').fill('abc12345');
  await login.getByTestId('login-submit').click();
  await expect(login.getByTestId('login-error')).toHaveText(
    'មានការព្យាយាមពាក្យសម្ងាត់ខុសច្រើនដងពេកពីបណ្ដាញរបស់អ្នក។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល ១៥ នាទី ឬចូលពីបណ្ដាញដែលអ្នកធ្លាប់ប្រើ ឬកំណត់ពាក្យសម្ងាត់ឡើងវិញ។',
  );
  await expect(page.getByTestId('header-logged-out')).toBeVisible();
});

test('a session the server no longer knows is cleared at once (KM)', async ({ page }) => {
  await ownAddress(page);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    sessionStorage.setItem('token', 'not-a-live-session-token');
    sessionStorage.setItem('account', 'ghost');
  });
  await page.goto('/index');
  await expect(page.getByTestId('header-logged-out')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('registration and the signed-in header fit a 390 px phone @phone', async ({ page, request }) => {
  await ownAddress(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await form.getByTestId('reg-username').fill(uniqueName('ph'));
  await form.getByTestId('reg-password').fill('abc12345');
  await form.getByTestId('reg-confirmPassword').fill('abc12345');
  await form.getByTestId('reg-age').check();
  await form.getByTestId('reg-terms').check();
  await answerCaptcha(page, request, form);
  await form.getByTestId('register-submit').click();
  await closeGreeting(page);
  await expect(page.getByTestId('balance-value')).toHaveText('$0.00');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('menu-logout')).toBeInViewport();
  const serious = (await axeScan(page).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
