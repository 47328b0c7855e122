import { expect, type Page, test } from '@playwright/test';
import { E2E_PLAYER_PASSWORD, E2E_PLAYERS } from '../fixtures.ts';
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

test('an open lottery bet reads "Pending", not a result of $0.00 (EN)', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const { auth } = await fundedPlayer(page, request, '10000');
  // Da Nang's draw: no browser test closes it early, so one is always open (tests close the northern one).
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
  await openBetRecord(page);
  const row = page.locator('[data-testid="bet-row"][data-status="OPEN"]');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('bet-profit')).toHaveText('Pending');
  await expect(row).not.toContainText('VN_C_DA_NANG');
});
