import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeScan, expectAccessibleInBothThemes, openingTheme } from './axe.ts';
import { brandToday, pickLanguage } from './helpers.ts';
import { fundedPlayer, operatorHeaders } from './players.ts';
import { openSlot } from './slots.ts';

type Auth = { authorization: string };

const seriousOf = async (page: Page) => {
  const results = await axeScan(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/**
 * Points earned the real way: one spin in the slot window, a second bet of 100.00 through the
 * same house API with that window's token, then the operator's "credit now" (the points-earn
 * job's own code). The demo rules give 1 point per 1.00 of valid bet: 101 points.
 */
async function earnPoints(page: Page, request: APIRequestContext, auth: Auth) {
  await openSlot(page, request, auth, 'mekong-fortune');
  // The window's spin must be settled before the points are credited, not merely sent.
  const spin = page.waitForResponse((r) => new URL(r.url()).pathname === '/house/api/slots/mekong-fortune/spin');
  await page.getByTestId('slot-spin').click();
  const spun = await spin;
  expect(spun.ok(), await spun.text()).toBe(true);
  const windowToken = spun.request().headers().authorization ?? '';
  const big = await request.post('/house/api/slots/mekong-fortune/spin', {
    headers: { authorization: windowToken },
    data: { stake: '10000' },
  });
  expect(big.ok(), await big.text()).toBe(true);
  const credit = await request.post('/wps/operator/points/credit', { headers: await operatorHeaders(request) });
  expect(credit.ok(), await credit.text()).toBe(true);
  const balance = await request.get('/wps/relay/MCS2_getPointBalance', { headers: auth });
  expect((await balance.json()).value).toEqual({ points: '101', held: '0' });
}

test('a player redeems goods, converts points, and reads the redeem history and points details (EN)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const { auth } = await fundedPlayer(page, request, '20000');
  await earnPoints(page, request, auth);

  await page.goto('/pointMall');
  const mall = page.getByTestId('page-pointMall');
  await expect(mall.getByTestId('points-value')).toHaveText('101');
  const keychain = mall.getByRole('listitem').filter({ hasText: 'Mekong keychain' });
  await expect(keychain).toContainText('20 points');
  await expect(mall.getByRole('listitem').filter({ hasText: 'Mekong cap' }).getByTestId('goods-redeem')).toBeDisabled();
  const stockBefore = Number(((await keychain.getByTestId('goods-stock').textContent()) ?? '').replace(/\D/g, ''));

  // The first redemption asks for a payment password to be set, then for the details.
  await keychain.getByTestId('goods-redeem').click();
  const dialog = page.getByTestId('redeem-dialog');
  await dialog.getByTestId('pp-new').fill('246810');
  await dialog.getByTestId('pp-again').fill('246810');
  await dialog.getByTestId('pp-submit').click();
  await dialog.getByTestId('redeem-quantity').fill('2');
  await expect(dialog.getByTestId('redeem-total')).toHaveText('Total: 40 points');
  await dialog.getByTestId('redeem-address').fill('No. 12, Street 310, Phnom Penh, 012 345 678');
  await dialog.getByTestId('redeem-password').fill('111111');
  await dialog.getByTestId('redeem-submit').click();
  await expect(dialog.getByTestId('redeem-error')).toHaveText('Wrong payment password.');
  await dialog.getByTestId('redeem-password').fill('246810');
  await dialog.getByTestId('redeem-submit').click();
  await expect(dialog.getByTestId('redeem-done')).toBeVisible();
  expect(await seriousOf(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(mall.getByTestId('points-value')).toHaveText('61');
  await expect(mall.getByTestId('points-held')).toHaveText('40');
  await expect(keychain.getByTestId('goods-stock')).toHaveText(`In stock: ${stockBefore - 2}`);

  // Convert: the ratio shown, a preview, then the money in the main wallet.
  await mall.getByTestId('points-tab-convert').click();
  await expect(mall.getByTestId('convert-ratio')).toHaveText('Ratio: 100 points = $1.00');
  await mall.getByTestId('convert-points').fill('5');
  await mall.getByTestId('convert-password').fill('246810');
  await mall.getByTestId('convert-submit').click();
  await expect(mall.getByTestId('convert-error')).toHaveText('That is below the minimum to convert.');
  await mall.getByTestId('convert-points').fill('50');
  await expect(mall.getByTestId('convert-preview')).toHaveText('You receive $0.50');
  await mall.getByTestId('convert-submit').click();
  await expect(mall.getByTestId('convert-done')).toHaveText('Converted 50 points into $0.50.');
  await expect(mall.getByTestId('points-value')).toHaveText('11');
  const money = await request.get('/wps/member/transactions?type=POINTS_CONVERT', { headers: auth });
  expect((await money.json()).value.list).toEqual([expect.objectContaining({ amount: '50' })]);
  expect(await seriousOf(page)).toEqual([]);

  // History: in process, then approved by the back office.
  await mall.getByTestId('points-tab-history').click();
  const row = mall.getByTestId('redeem-row').first();
  await expect(row).toContainText('Mekong keychain');
  await expect(row.getByTestId('redeem-status')).toHaveText('In process');
  const op = await operatorHeaders(request);
  const queue = (
    await (await request.get('/wps/operator/points/redemptions?status=IN_PROCESS', { headers: op })).json()
  ).value as { id: number; account: string }[];
  const account = await page.evaluate(() => sessionStorage.getItem('account'));
  const mine = queue.find((r) => r.account === account);
  expect(mine).toBeTruthy();
  expect((await request.post(`/wps/operator/points/redemptions/${mine?.id}/approve`, { headers: op })).ok()).toBe(true);
  await page.reload();
  await expect(mall.getByTestId('redeem-status').first()).toHaveText('Approved');
  await expect(mall.getByTestId('points-held')).toHaveText('0');
  expect(await seriousOf(page)).toEqual([]);

  // Details: every movement, newest first; a date range after today shows none.
  await mall.getByTestId('points-tab-details').click();
  await expect(mall.getByTestId('details-type')).toHaveText([
    'Converted to balance',
    'Redeemed goods',
    'Earned from bets',
  ]);
  await expect(mall.getByTestId('details-row').first()).toContainText('-50');
  // Tomorrow on the brand's calendar: the typed days are the brand's, as its dates are.
  const today = await brandToday(request);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await mall.getByTestId('details-from').fill(tomorrow);
  await expect(mall.getByText('No points movements in this period.')).toBeVisible();
  await mall.getByTestId('details-from').fill('');
  await expect(mall.getByTestId('details-row')).toHaveCount(3);
  expect(await seriousOf(page)).toEqual([]);

  // The same screens in Khmer.
  await pickLanguage(page, 'KM');
  await expect(mall.getByTestId('details-type').first()).toHaveText('ប្ដូរទៅជាសមតុល្យ');
  expect(await seriousOf(page)).toEqual([]);
  await mall.getByTestId('points-tab-history').click();
  await expect(mall.getByTestId('redeem-status').first()).toHaveText('បានអនុម័ត');
  await mall.getByTestId('points-tab-goods').click();
  expect(await seriousOf(page)).toEqual([]);
});

test('visitors see the goods and are asked to log in to redeem @phone', async ({ page }) => {
  await page.goto('/pointMall');
  const mall = page.getByTestId('page-pointMall');
  await expect(mall.getByTestId('goods-grid').getByRole('listitem')).toHaveCount(6);
  await expect(mall.getByTestId('points-login-prompt')).toBeVisible();
  // Every picture arrives (the seeded SVGs are served beside the app).
  for (const img of await mall.getByTestId('goods-grid').locator('img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(mall.getByTestId('points-tab-convert')).toHaveCount(0);
  await mall.getByTestId('goods-redeem').first().click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

// Each language opens in one theme on a desktop and the other on a phone; the other theme's colours
// are scanned in the same test (axe.ts).
for (const [lang, swap] of [
  ['KM', false],
  ['EN', true],
] as const) {
  test(`/pointMall has no serious accessibility violations in either theme (${lang}) @phone`, async ({
    page,
  }, testInfo) => {
    const theme = openingTheme(testInfo, swap);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/pointMall');
    await expect(page.getByTestId('goods-grid')).toBeVisible();
    if (lang !== 'KM') await pickLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('page-pointMall').locator('h1')).toHaveText(
      lang === 'KM' ? 'ផ្សារពិន្ទុ' : 'Points mall',
    );
    await expectAccessibleInBothThemes(page, `/pointMall (${lang})`);
  });
}
