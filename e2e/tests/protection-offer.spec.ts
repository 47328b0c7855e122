import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { answerCaptcha, ownAddress, uniqueName } from './accounts.ts';
import { openingTheme } from './axe.ts';
import { axeInBothThemes } from './backoffice.ts';
import { sessionToken, signedInPlayer } from './players.ts';

/** A new player registered through the site's own form, greeted as the form leaves them. */
async function registerOnSite(page: Page, request: APIRequestContext) {
  await ownAddress(page);
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await form.getByTestId('reg-username').fill(uniqueName('lo'));
  await form.getByTestId('reg-password').fill('abc12345');
  await form.getByTestId('reg-confirmPassword').fill('abc12345');
  await form.getByTestId('reg-age').check();
  await form.getByTestId('reg-terms').check();
  await answerCaptcha(page, request, form);
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('after-login-modal')).toBeVisible({ timeout: 15_000 });
}

async function limitsOf(page: Page, request: APIRequestContext) {
  const res = await request.get('/wps/member/limits', { headers: { authorization: await sessionToken(page) } });
  return (await res.json()).value.list as { kind: string; period: string; amount: string }[];
}

async function openDeposit(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-member-centre').click();
  await page.getByTestId('centre-tab-depositv2').click();
  await expect(page.getByTestId('deposit-page')).toBeVisible();
}

test('after registering, the player skips the deposit limit offered; it is not offered again this session (EN)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await registerOnSite(page, request);
  const offer = page.getByTestId('limit-offer-register');
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('heading', { name: 'Set a deposit limit?' })).toBeVisible();
  // The greeting's way on stays open beside the offer.
  await expect(page.getByTestId('after-login-ok')).toBeEnabled();
  await offer.getByTestId('limit-offer-skip').click();
  await expect(offer).toHaveCount(0);
  await page.getByTestId('after-login-ok').click();
  expect(await limitsOf(page, request)).toEqual([]);

  // Before the first deposit the offer would come again, but the skip holds for the session.
  await openDeposit(page);
  await expect(page.getByTestId('deposit-records')).toBeAttached();
  await expect(page.getByTestId('limit-offer-deposit')).toHaveCount(0);
});

test('after registering, the player sets a daily deposit limit from the offer; the site holds it (EN)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await registerOnSite(page, request);
  const offer = page.getByTestId('limit-offer-register');
  await expect(offer.getByTestId('rg-kind')).toHaveValue('DEPOSIT');
  await offer.getByTestId('rg-period').selectOption('DAY');
  await offer.getByTestId('rg-amount').fill('50');
  await offer.getByTestId('rg-submit').click();
  await expect(offer.getByTestId('rg-ok')).toHaveText('Your limit applies now.');
  expect(await limitsOf(page, request)).toMatchObject([{ kind: 'DEPOSIT', period: 'DAY', amount: '5000' }]);
  await offer.getByTestId('limit-offer-skip').click();
  await expect(offer).toHaveCount(0);
  await page.getByTestId('after-login-ok').click();
  await openDeposit(page);
  await expect(page.getByTestId('limit-offer-deposit')).toHaveCount(0);
});

test('a player who never deposited is offered a limit on the deposit page, and may skip it (EN)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await signedInPlayer(page, request, 'lo');
  await openDeposit(page);
  const offer = page.getByTestId('limit-offer-deposit');
  await expect(offer).toBeVisible();
  // The deposit form stays usable under it.
  await expect(page.getByTestId('deposit-submit')).toBeEnabled();
  await offer.getByTestId('limit-offer-skip').click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await openDeposit(page);
  await expect(page.getByTestId('deposit-records')).toBeAttached();
  await expect(offer).toHaveCount(0);
});

// Dark on a desktop, light on a phone; the other theme's colours are scanned in the same test.
test('the greeting with the limit offer has no serious accessibility violations in either theme @phone', async ({
  page,
  request,
}, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((t) => localStorage.setItem('theme', t), openingTheme(testInfo));
  await registerOnSite(page, request);
  await expect(page.getByTestId('limit-offer-register')).toBeVisible();
  await axeInBothThemes(page, 'the limit offer after registration');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
