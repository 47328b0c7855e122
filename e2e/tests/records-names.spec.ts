import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_PLAYER_PASSWORD, E2E_PLAYERS } from '../fixtures.ts';
import { brandToday, dayIn } from './helpers.ts';
import { fundedPlayer, signInThroughApi } from './players.ts';

async function openBetRecord(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-member-centre').click();
  await page.getByTestId('centre-tab-personalHistoryCopy').click();
}

// records01's demo history: mekong-fortune twice (one lost: -$20.00), baccarat, roulette, mekong-fishing.
test('the betting record names games and vendors, and writes a loss as -$20.00 (EN)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  // Signed in through the login call, from this machine's address as the page's requests come.
  await signInThroughApi(
    page,
    page.request,
    { username: E2E_PLAYERS.records, password: E2E_PLAYER_PASSWORD },
    '127.0.0.1',
  );
  await openBetRecord(page);

  const table = page.getByTestId('bets-page').locator('table');
  await expect(page.getByTestId('bet-row')).toHaveCount(5);
  await expect(table).toContainText('-$20.00');
  await expect(table).not.toContainText('$-');
  // Names, not the codes the record carries.
  await expect(table.getByTestId('bet-game').first()).not.toHaveText('');
  for (const code of ['mekong-fortune', 'mekong-fishing', 'baccarat', 'roulette', 'HOUSE'])
    await expect(table).not.toContainText(code);
  // The time zone named once, in words, never as its code.
  await expect(table.locator('thead')).not.toContainText('Asia/');
});

/** An open bet on Da Nang's draw: no browser test closes it early, so one is always open (tests close the northern one). */
async function openLotteryBet(request: APIRequestContext, auth: Record<string, string>) {
  const near = await (await request.get('/lgw/numeros/near?gameCode=VN_C_DA_NANG')).json();
  const draw = near.value.current as { issueNo: string };
  const bet = await request.post('/lgw/bets', {
    headers: auth,
    data: {
      gameCode: 'VN_C_DA_NANG',
      prizeMode: 'Lott',
      issueNo: draw.issueNo,
      oddsVersion: 1,
      clientRef: `pending-${Date.now()}`,
      lines: [{ playType: 'DE', numbers: ['12'], points: 1 }],
    },
  });
  expect(bet.ok(), await bet.text()).toBe(true);
}

test('an open lottery bet reads "Pending", not a result of $0.00 (EN)', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const { auth } = await fundedPlayer(page, request, '10000');
  await openLotteryBet(request, auth);
  await openBetRecord(page);
  const row = page.locator('[data-testid="bet-row"][data-status="OPEN"]');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('bet-profit')).toHaveText('Pending');
  await expect(row).not.toContainText('VN_C_DA_NANG');
});

test('a day typed in the betting record is the brand’s day, not the device’s (EN)', async ({ browser, request }) => {
  const today = await brandToday(request);
  // A device whose calendar is on another day than the brand's right now: one of these two always is.
  const deviceZone = ['Pacific/Pago_Pago', 'Pacific/Kiritimati'].find((zone) => dayIn(zone) !== today);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    timezoneId: deviceZone,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const { auth } = await fundedPlayer(page, request, '10000');
  await openLotteryBet(request, auth);
  await openBetRecord(page);
  await expect(page.getByTestId('bet-row')).toHaveCount(1);

  const deviceToday = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
  expect(deviceToday).not.toBe(today);
  const records = page.getByTestId('bets-page');
  // The device's today is another day of the brand's calendar: the bet just placed is not in it.
  await records.locator('#b-from').fill(deviceToday);
  await records.locator('#b-to').fill(deviceToday);
  await expect(page.getByTestId('bet-row')).toHaveCount(0);
  // The brand's today holds it, as its time in the record shows.
  await records.locator('#b-from').fill(today);
  await records.locator('#b-to').fill(today);
  await expect(page.getByTestId('bet-row')).toHaveCount(1);
  await context.close();
});
