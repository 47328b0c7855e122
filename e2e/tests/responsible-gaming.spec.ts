import { expect, type Page, test } from '@playwright/test';
import { expectAccessibleInBothThemes, openingTheme } from './axe.ts';
import { signedInPlayer } from './players.ts';

async function openCentre(page: Page, tab: string) {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-member-centre').click();
  }
  await page.getByTestId(`centre-tab-${tab}`).click();
  await expect(page.getByTestId(`centre-page-${tab}`)).toBeVisible();
}

/** Sets one limit through the page's form; `amount` as a player types it, in major units. */
async function setLimit(page: Page, kind: string, period: string, amount: string) {
  await page.getByTestId('rg-kind').selectOption(kind);
  await page.getByTestId('rg-period').selectOption(period);
  await page.getByTestId('rg-amount').fill(amount);
  await page.getByTestId('rg-submit').click();
}

async function bankDeposit(page: Page, amount: string) {
  await openCentre(page, 'depositv2');
  await page.getByTestId('channel-BANK').check();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
}

test('a daily deposit limit refuses a deposit over it, naming the limit; a raise waits its cooling-off (EN)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await signedInPlayer(page, request, 'rg');
  await openCentre(page, 'responsibleGaming');
  const day = page.getByTestId('rg-limit-DEPOSIT-DAY');
  await expect(day).toContainText('No limit');

  // An amount that is not one is refused on its field, and nothing is set.
  await setLimit(page, 'DEPOSIT', 'DAY', '1.234');
  await expect(page.locator('#rg-amount-problem')).toHaveText('Enter an amount above 0 with at most two decimals.');
  await expect(day).toContainText('No limit');

  await setLimit(page, 'DEPOSIT', 'DAY', '100.5');
  await expect(page.getByTestId('rg-ok')).toHaveText('Your limit applies now.');
  await expect(page.getByTestId('rg-amount-DEPOSIT-DAY')).toHaveText('$100.50');
  await expect(page.getByTestId('rg-used-DEPOSIT-DAY')).toHaveText('Used $0.00 (0%)');

  // Money within the limit goes in (a bank deposit counts while it waits); more is refused.
  await bankDeposit(page, '60');
  await expect(page.getByTestId('form-ok')).toContainText('waiting for confirmation');
  await page.getByTestId('deposit-amount').fill('50');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByRole('alert')).toContainText(
    /^This deposit would go over your daily deposit limit, which holds until .*\d{2}:\d{2}\.$/,
  );

  await openCentre(page, 'responsibleGaming');
  await expect(page.getByTestId('rg-used-DEPOSIT-DAY')).toHaveText('Used $60.00 (59%)');
  await expect(day).toContainText('Period ends');
  await setLimit(page, 'DEPOSIT', 'DAY', '200');
  await expect(page.getByTestId('rg-ok')).toContainText('Your change waits its cooling-off: you can confirm it from');
  const pending = page.getByTestId('rg-pending-DEPOSIT-DAY');
  await expect(pending).toContainText('Raise to $200.00 asked for. You can confirm it from');
  await expect(page.getByTestId('rg-confirm-DEPOSIT-DAY')).toHaveCount(0);
  // The old limit holds meanwhile.
  await expect(page.getByTestId('rg-amount-DEPOSIT-DAY')).toHaveText('$100.50');
  await bankDeposit(page, '50');
  await expect(page.getByRole('alert')).toContainText('daily deposit limit');
});

// Dark on a desktop, light on a phone; the other theme's colours are scanned in the same test.
test('the responsible gaming page has no serious accessibility violations in either theme and no sideways scroll @phone', async ({
  page,
  request,
}, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const theme = openingTheme(testInfo);
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await signedInPlayer(page, request, 'rg');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await openCentre(page, 'responsibleGaming');
  // A limit in force and a raise waiting, so the bar and the pending change are checked too.
  await setLimit(page, 'WAGER', 'WEEK', '500');
  await expect(page.getByTestId('rg-amount-WAGER-WEEK')).toBeVisible();
  await setLimit(page, 'WAGER', 'WEEK', '900');
  await expect(page.getByTestId('rg-pending-WAGER-WEEK')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'the responsible gaming page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const centrePage = page.getByTestId('centre-page-responsibleGaming');
  expect(await centrePage.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});
