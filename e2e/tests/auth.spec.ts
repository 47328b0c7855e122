import { expect, type Page, test } from '@playwright/test';
import { answerCaptcha, lastCode, ownAddress, registerViaApi, uniqueMobile, uniqueName } from './accounts.ts';
import { pickLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

/** After any sign-in the greeting opens; closing it leaves the signed-in header. */
async function expectSignedIn(page: Page) {
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('header-logged-in')).toBeVisible();
}

async function openLoginModal(page: Page) {
  await page.goto('/login');
  return page.getByTestId('page-login');
}

test('a visitor registers with a username and lands signed in (KM)', async ({ page, request }) => {
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await expect(form.getByText('ឈ្មោះអ្នកប្រើ').first()).toBeVisible();
  // Submitting empty shows the translated rule messages, and nothing is sent.
  await page.getByTestId('register-submit').click();
  await expect(form.getByText('ត្រូវបំពេញប្រអប់នេះ។').first()).toBeVisible();
  await page.getByTestId('reg-username').fill('1bad');
  await page.getByTestId('reg-password').fill('abc12345');
  await page.getByTestId('reg-confirmPassword').fill('abc12346');
  await page.getByTestId('register-submit').click();
  await expect(form.getByText('6-16 តួអក្សរ ចាប់ផ្តើមដោយអក្សរ')).toBeVisible();
  await expect(form.getByText('ការបញ្ចូលទាំងពីរមិនដូចគ្នា។')).toBeVisible();

  const username = uniqueName('km');
  await page.getByTestId('reg-username').fill(username);
  await page.getByTestId('reg-confirmPassword').fill('abc12345');
  await page.getByTestId('reg-age').check();
  await page.getByTestId('reg-terms').check();
  await answerCaptcha(page, request, form);
  await page.getByTestId('register-submit').click();
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('user-menu')).toContainText(username);
  await expect(page.getByTestId('balance-value')).toHaveText('$0.00');
});

test('a visitor registers with a mobile number and the SMS code (KM)', async ({ page, request }) => {
  await page.goto('/register');
  await page.getByTestId('reg-tab-mobile').click();
  const mobile = uniqueMobile();
  await page.getByTestId('reg-mobile').fill(mobile);
  await page.getByTestId('reg-send-code').click();
  await expect(page.getByTestId('reg-send-code')).toHaveText(/\d+/);
  await expect(page.getByTestId('reg-send-code')).toBeDisabled();
  await page.getByTestId('reg-code').fill(await lastCode(request, `+855${mobile}`));
  await page.getByTestId('reg-password').fill('abc12345');
  await page.getByTestId('reg-age').check();
  await page.getByTestId('reg-terms').check();
  await answerCaptcha(page, request, page.getByTestId('register-form'));
  await page.getByTestId('register-submit').click();
  await expectSignedIn(page);
  await expect(page.getByTestId('user-menu')).toContainText(mobile);
});

test('a member logs in, sees the balance, and signs out after confirming (EN)', async ({ page }) => {
  await page.goto('/index');
  await pickLanguage(page, 'EN');
  const form = page.getByTestId('header-logged-out').getByTestId('login-form');
  await form.getByTestId('login-username').fill('DEMO01');
  await form.getByTestId('login-password').fill('demo1234');
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('after-login-modal')).toContainText('Welcome, Demo Player');
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('balance-value')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await page.getByTestId('balance-toggle').click();
  await expect(page.getByTestId('balance-value')).toHaveText('***');
  await page.getByTestId('balance-toggle').click();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-member-centre').click();
  await expect(page.getByTestId('member-centre')).toContainText('demo01');
  await page.keyboard.press('Escape');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await expect(page.getByTestId('logout-dialog')).toContainText('Do you want to sign out?');
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('header-logged-out')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('wrong passwords bring up the captcha, and the right answer lets the owner in (KM)', async ({ page, request }) => {
  const username = uniqueName('cap');
  await registerViaApi(request, { username });
  const login = await openLoginModal(page);
  await login.getByTestId('login-username').fill(username);
  for (let i = 0; i < 3; i++) {
    await login.getByTestId('login-password').fill(`wrong${i}pass`);
    await login.getByTestId('login-submit').click();
    await expect(login.getByTestId('login-error')).toHaveText('ឈ្មោះអ្នកប្រើ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ។');
    await expect(login.getByTestId('login-submit')).toBeEnabled();
  }
  await expect(login.getByTestId('captcha-field')).toBeVisible();
  await login.getByTestId('login-password').fill('abc12345');
  await answerCaptcha(page, request, login);
  await login.getByTestId('login-submit').click();
  await expectSignedIn(page);
});

test('the default password must be changed at the first login (KM)', async ({ page }) => {
  const login = await openLoginModal(page);
  await login.getByTestId('login-username').fill('fresh01');
  await login.getByTestId('login-password').fill('abc123456');
  await login.getByTestId('login-submit').click();
  const modal = page.getByTestId('change-password-modal');
  await expect(modal).toContainText('ជ្រើសពាក្យសម្ងាត់ថ្មី');
  // A forced change cannot be dismissed.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal.getByTestId('change-new').fill('short');
  await modal.getByTestId('change-confirm').fill('short');
  await modal.getByTestId('change-submit').click();
  await expect(modal.getByText('6-20 តួអក្សរ ត្រូវមានទាំងអក្សរ និងលេខ។')).toBeVisible();
  await modal.getByTestId('change-new').fill('fresh2468');
  await modal.getByTestId('change-confirm').fill('fresh2468');
  await modal.getByTestId('change-submit').click();
  await expectSignedIn(page);
});

test('a member who forgot the password resets it by phone and is signed in (KM)', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await registerViaApi(request, { username: uniqueName('ph'), mobileNum: mobile, countryDialingCode: '855' });
  const login = await openLoginModal(page);
  await login.getByTestId('forgot-link').click();
  const modal = page.getByTestId('forgot-password-modal');
  await modal.getByTestId('forgot-tab-phone').click();
  await modal.getByTestId('forgot-mobile').fill(mobile);
  await modal.getByTestId('forgot-send-code').click();
  await expect(modal.getByTestId('forgot-send-code')).toBeDisabled();
  await modal.getByTestId('forgot-sms-code').fill(await lastCode(request, `+855${mobile}`));
  await modal.getByTestId('forgot-phone-password').fill('newpass99');
  await modal.getByTestId('forgot-phone-confirm').fill('newpass99');
  await modal.getByTestId('forgot-phone-submit').click();
  await expectSignedIn(page);
});

test('a free demo signs in with demo money but cannot open the member centre (KM)', async ({ page }) => {
  await page.goto('/index');
  await page.getByTestId('header-logged-out').getByTestId('free-play').click();
  await expectSignedIn(page);
  await expect(page.getByTestId('balance-value')).toHaveText('$2,000.00');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-member-centre').click();
  const warning = page.getByTestId('trial-warning');
  await expect(warning).toContainText('ត្រូវការគណនីពិត។');
  await expect(warning.getByTestId('trial-register')).toHaveText('ចុះឈ្មោះគណនីពិត');
  await page.keyboard.press('Escape');
  await page.getByTestId('deposit-button').click();
  await expect(page.getByTestId('trial-warning')).toBeVisible();
});
