import { expect, type Page, test } from '@playwright/test';
import { answerCaptcha, dragSlider, nextSliderKey, ownAddress, uniqueName } from './accounts.ts';
import { siteOf } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
  // Registering lands on the home, whose promotion popup (once a session) then opens once the
  // welcome dialog is closed: it is not these tests' subject.
  await page.addInitScript(() => sessionStorage.setItem('index_notice', 'seen'));
});

async function fillRegistration(page: Page, username: string, password: string) {
  const form = page.getByTestId('register-form');
  await form.getByTestId('reg-username').fill(username);
  await form.getByTestId('reg-password').fill(password);
  await form.getByTestId('reg-confirmPassword').fill(password);
  await form.getByTestId('reg-age').check();
  await form.getByTestId('reg-terms').check();
  return form;
}

test('registration on a site with the slider check asks for the captcha, then the slider (KM)', async ({
  page,
  request,
}) => {
  await page.goto(`${siteOf('slider')}/register`);
  const username = uniqueName('sl');
  const form = await fillRegistration(page, username, 'abc12345');
  await answerCaptcha(page, request, form, 'slider');
  const key = nextSliderKey(page);
  await form.getByTestId('register-submit').click();
  const step = page.getByTestId('slider-step');
  await expect(step).toContainText('ការត្រួតពិនិត្យសុវត្ថិភាព');
  await dragSlider(page, request, await key, 'slider');
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
  await expect(page.getByTestId('first-login-steps')).toBeVisible();
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('user-menu')).toContainText(username);
});

test('after wrong passwords the slider guards the next login (KM)', async ({ page, request }) => {
  await page.goto(`${siteOf('slideronly')}/register`);
  const username = uniqueName('so');
  const form = await fillRegistration(page, username, 'abc12345');
  await expect(form.getByTestId('captcha-field')).toHaveCount(0);
  let key = nextSliderKey(page);
  await form.getByTestId('register-submit').click();
  await dragSlider(page, request, await key, 'slideronly');
  await page.getByTestId('after-login-ok').click();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await page.getByTestId('logout-confirm').click();

  const login = page.getByTestId('header-logged-out').getByTestId('login-form');
  await expect(login.getByTestId('login-username')).toBeVisible();
  await login.getByTestId('login-username').fill(username);
  for (let i = 0; i < 3; i++) {
    await login.getByTestId('login-password').fill(`wrong${i}pass`);
    await login.getByTestId('login-submit').click();
    await expect(login.getByTestId('login-error')).toHaveText('ឈ្មោះអ្នកប្រើ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ។');
    await expect(login.getByTestId('login-submit')).toBeEnabled();
  }
  await login.getByTestId('login-password').fill('abc12345');
  key = nextSliderKey(page);
  await login.getByTestId('login-submit').click();
  await expect(page.getByTestId('slider-step')).toBeVisible();
  await dragSlider(page, request, await key, 'slideronly');
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
});
