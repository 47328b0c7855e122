import { expect, type Page, test } from '@playwright/test';
import { expectAccessibleInBothThemes, openingTheme } from './axe.ts';
import { inEnglish } from './helpers.ts';
import { fundedPlayer } from './players.ts';

async function openCentre(page: Page, tab: string) {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-member-centre').click();
  }
  await page.getByTestId(`centre-tab-${tab}`).click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
});

test('a player on a time-out signs in again, sees the break and its end, and withdraws their balance @phone', async ({
  page,
  request,
}, testInfo) => {
  // Registration, a deposit, the setup, a break, a sign-in, a withdrawal and two axe scans.
  test.slow();
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  // Dark on a desktop, light on a phone; the other theme's colours are scanned in the same test.
  await page.addInitScript((t) => localStorage.setItem('theme', t), openingTheme(testInfo));
  const { username } = await fundedPlayer(page, request, '10000');
  // A payment password and a card in the player's name, set before the break.
  await openCentre(page, 'withdraw');
  await page.getByTestId('pp-new').fill('246810');
  await page.getByTestId('pp-again').fill('246810');
  await page.getByTestId('pp-submit').click();
  await page.getByTestId('bc-bank').fill('ABA Bank');
  await page.getByTestId('bc-number').fill(`00${Date.now().toString().slice(-9)}`);
  await page.getByTestId('bc-submit').click();
  await expect(page.getByTestId('withdraw-amount')).toBeVisible();

  // The break, taken on the responsible-gaming page, signs the player out.
  await openCentre(page, 'responsibleGaming');
  await page.getByTestId('rg-break-kind-TIMEOUT').check();
  await page.getByTestId('rg-break-length').selectOption('7d');
  await page.getByTestId('rg-break-start').click();
  const taken = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/breaks');
  await page.getByTestId('break-confirm').getByTestId('break-confirm-yes').click();
  const until = (await (await taken).json()).value.until as string;
  await expect(page.getByTestId('header-logged-out')).toBeVisible();

  // Signing in again opens only the withdraw-only view, naming the break's end.
  const modal = page.getByTestId('login-modal');
  await modal.getByTestId('login-username').fill(username);
  await modal.getByTestId('login-password').fill('abc12345');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
  await modal.getByTestId('login-submit').click();
  expect((await (await answer).json()).value.withdrawOnly).toEqual({ kind: 'TIMEOUT', until });
  const view = page.getByTestId('withdraw-only');
  await expect(view.getByTestId('withdraw-only-notice')).toContainText(`Your break lasts until ${inEnglish(until)}.`);
  await expect(page.getByTestId('after-login-modal')).toHaveCount(0);

  await view.getByTestId('withdraw-only-start').click();
  await expect(view.getByTestId('withdraw-only-balance')).toHaveText('$100.00');
  // Nothing but the withdrawal: no deposit, game or promotion entry inside the view.
  await expect(view.getByRole('link')).toHaveCount(0);
  await view.getByTestId('withdraw-amount').fill('30');
  await view.getByTestId('withdraw-password').fill('246810');
  await view.getByTestId('withdraw-submit').click();
  await expect(view.getByTestId('form-ok')).toBeVisible();
  await expect(view.getByTestId('withdraw-only-balance')).toHaveText('$70.00');
  await expect(view.getByTestId('withdraw-records').locator('li')).toHaveCount(1);
  await expectAccessibleInBothThemes(page, 'withdraw-only view', 'withdraw-only');
  expect(await view.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  // Anything else is refused by the server to this session, whatever the page asks.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const limits = await request.get('/wps/member/limits', { headers: { authorization: token ?? '' } });
  expect(limits.status()).toBe(403);
  expect((await limits.json()).errorCode).toBe('protection.break.withdraw.only');

  await view.getByTestId('withdraw-only-sign-out').click();
  await expect(view).toHaveCount(0);
  await expect(page.getByTestId('header-logged-out')).toBeVisible();
});
