import { expect, type Page, test } from '@playwright/test';
import { E2E_PLAYER_PASSWORD, E2E_PLAYERS } from '../fixtures.ts';
import { axeScan } from './axe.ts';
import { pickLanguage, siteOf } from './helpers.ts';
import { signInThroughApi } from './players.ts';

/**
 * Signs a seeded player in through the login call (what these tests read is the records, not the
 * sign-in), from this machine's address as the page's own requests come, on `brand`'s site.
 */
async function signIn(page: Page, account: string, site: { origin: string; brand?: string } = { origin: '' }) {
  await signInThroughApi(page, page.request, { username: account, password: E2E_PLAYER_PASSWORD }, '127.0.0.1', site);
}

async function openCentre(page: Page, tab: string) {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-member-centre').click();
  }
  await page.getByTestId(`centre-tab-${tab}`).click();
}

const seriousViolations = async (page: Page) =>
  (await axeScan(page).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

// records01 has the demo history: $1,000.00 in, five bets staking $220.00 and paying $282.00.
test('the betting record and profit pages add up to what the ledger moved (EN)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await signIn(page, E2E_PLAYERS.records);
  await expect(page.getByTestId('balance-value')).toHaveText('$1,062.00');

  await openCentre(page, 'personalHistoryCopy');
  const totals = page.getByTestId('bets-totals');
  await expect(totals).toContainText('5');
  await expect(page.getByTestId('bets-profit')).toHaveText('$62.00');
  await expect(page.getByTestId('pager-position')).toHaveText('1 / 1');
  await page.getByLabel('Game type').selectOption('LIVE');
  await expect(page.getByTestId('bets-profit')).toHaveText('$45.00');
  await expect(page.getByTestId('bets-page').locator('tbody tr')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  await openCentre(page, 'personalProfit');
  await expect(page.getByTestId('profit-total')).toHaveText('$62.00');
  await expect(page.getByTestId('profit-day')).toHaveCount(1);
  await expect(page.getByTestId('profit-day')).toContainText('Live casino');
  await page.getByLabel('Last 30 days').check();
  await expect(page.getByTestId('profit-total')).toHaveText('$62.00');
  expect(await seriousViolations(page)).toEqual([]);

  await openCentre(page, 'transactionHistory');
  await page.getByLabel('Type').selectOption('BET_PAYOUT');
  await expect(page.getByTestId('history-totals')).toContainText('$282.00');
});

test('the record pages read in Khmer and Chinese and fit a phone @phone', async ({ page }) => {
  await signIn(page, E2E_PLAYERS.records);
  await openCentre(page, 'personalHistoryCopy');
  await expect(page.getByTestId('bets-page')).toContainText('ឈ្នះ/ចាញ់');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await pickLanguage(page, 'CN');
  await openCentre(page, 'personalProfit');
  await expect(page.getByTestId('profit-page')).toContainText('输赢');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a transfer-wallet player moves money into a game wallet and recalls it (EN)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await signIn(page, E2E_PLAYERS.wallet, { origin: siteOf('wallet'), brand: 'wallet' });
  await expect(page.getByTestId('balance-value')).toHaveText('$500.00');
  await openCentre(page, 'transferFund');
  const wallet = page.getByTestId('wallet-page');
  await wallet.getByLabel('Direction').selectOption('IN');
  await wallet.getByLabel('Amount').fill('120.50');
  await wallet.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByTestId('form-ok')).toBeVisible();
  await expect(wallet.locator('.facts')).toContainText('$379.50');
  await expect(wallet.locator('.facts')).toContainText('$120.50');
  // The total across wallets did not change.
  await expect(wallet.locator('.facts div').first()).toContainText('$500.00');

  await wallet.getByRole('button', { name: 'Bring everything back' }).click();
  await expect(wallet.locator('.facts div').nth(1)).toContainText('$500.00');
  await expect(wallet.locator('.facts div').nth(2)).toContainText('$0.00');
  await openCentre(page, 'transactionHistory');
  await expect(page.getByTestId('history-page')).toContainText('Recall all');
  await expect(page.getByTestId('history-page')).toContainText('To game wallet');
});
