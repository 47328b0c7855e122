import { expect, test } from '@playwright/test';
import { axeScan } from './axe.ts';
import { revealHomeSections } from './helpers.ts';
import { fundedPlayer } from './players.ts';

test('a visitor browses the live category: vendors, games, search, the hall popup (EN)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page.goto('/live');
  const grid = page.getByTestId('game-grid');
  await expect(grid.getByTestId('game-baccarat')).toBeVisible();
  await expect(grid.getByTestId('game-sicbo')).toBeVisible();
  await page.getByTestId('games-search').fill('dragon');
  await expect(grid.getByTestId('game-baccarat')).toBeHidden();
  await expect(grid.getByTestId('game-dragon-tiger')).toBeVisible();
  await page.getByTestId('games-search').fill('');
  // The hall is a vendor lobby (VASSALAGE): it opens the vendor's game list in a popup.
  await grid.getByTestId('game-live-hall').getByRole('button', { name: 'Open Live Hall' }).click();
  const popup = page.getByTestId('vassalage-popup');
  await expect(popup.getByTestId('game-roulette')).toBeVisible();
  await expect(popup.getByTestId('game-live-hall')).toHaveCount(0);
  // A visitor who presses play is asked to sign in first.
  await popup.getByRole('button', { name: 'Play Roulette' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  const scan = await axeScan(page).include('[data-testid="page-games"]').analyze();
  expect(scan.violations).toEqual([]);
});

test('lazy images load once on screen, and a broken one falls back without retrying', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/games/icons/') && asked.push(r.url()));
  await page.goto('/rng');
  await expect(page.getByTestId('game-mekong-fortune').locator('img')).toBeVisible();
  expect(asked.filter((u) => u.endsWith('mekong-fortune.svg'))).toHaveLength(1);
});

test('a player stars a game, finds it in favourites, launches it in the frame and sees recent games (KM)', async ({
  page,
  request,
}) => {
  await fundedPlayer(page, request);
  await expect(page.getByTestId('balance-value')).toHaveText('$100.00');
  await page.goto('/fish');
  const card = page.getByTestId('game-grid').getByTestId('game-mekong-fishing');
  const star = card.locator('.game-star');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('games-tab-favourites').click();
  await expect(page.getByTestId('game-grid').getByTestId('game-mekong-fishing')).toBeVisible();
  await page.getByTestId('games-tab-all').click();
  await page.getByTestId('game-grid').getByTestId('game-mekong-fishing').locator('.btn-primary').click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('house-window')).toHaveAttribute('data-game', 'mekong-fishing');
  await expect(frame.getByTestId('house-balance')).toContainText('100.00');
  await page.goto('/fish');
  await page.getByTestId('games-tab-recent').click();
  await expect(page.getByTestId('game-grid').getByTestId('game-mekong-fishing')).toBeVisible();
});

test('the home page shows hot games and the winners board @phone', async ({ page }) => {
  await page.goto('/index');
  // Below a phone's first screen: drawn once the visitor scrolls there.
  await revealHomeSections(page);
  await expect(page.getByTestId('hot-grid').getByTestId('game-mekong-fortune')).toBeVisible();
  await expect(page.getByTestId('winner-board')).toBeVisible();
});

test('a player launches a slot from /rng, spins in the /game frame, and the header balance and betting record follow (EN)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const { auth } = await fundedPlayer(page, request);
  await expect(page.getByTestId('balance-value')).toHaveText('$100.00');
  await page.goto('/rng');
  await page.getByTestId('game-grid').getByRole('button', { name: 'Play Mekong Fortune' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('slot-spin')).toBeEnabled();
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/house/api/slots/mekong-fortune/spin');
  await frame.getByTestId('slot-spin').click();
  const reply = (await (await answer).json()).value as { roundId: number; balance: string; payout: string };
  const dollars = `$${(Number(reply.balance) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  // The header is fetched again when the game announces a balance change (after the round's show).
  await expect(async () => {
    const skip = frame.getByTestId('slot-skip');
    if (await skip.isVisible()) await skip.click();
    await expect(page.getByTestId('balance-value')).toHaveText(dollars, { timeout: 1000 });
  }).toPass();
  const record = await request.get('/wps/report/bets?page=1&size=20', { headers: auth });
  const rows = (await record.json()).value.list as { roundId: string; gameCode: string; payout: string }[];
  expect(rows.find((r) => r.roundId === `HR${reply.roundId}`)).toMatchObject({
    gameCode: 'mekong-fortune',
    payout: reply.payout,
  });

  // Signed out, the game goes with the session: the next person at this computer going back to
  // /game finds no game there, and the window's own token takes no more stakes.
  const windowToken = await page.evaluate(
    () => Object.entries(sessionStorage).find(([key]) => key.startsWith('house:'))?.[1],
  );
  expect(windowToken).toBeTruthy();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('header-logged-out')).toBeVisible();
  await page.goto('/game');
  await expect(page.getByTestId('page-game')).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  const spin = await request.post('/house/api/slots/mekong-fortune/spin', {
    headers: { authorization: windowToken as string },
    data: { stake: '100' },
  });
  expect(await spin.json()).toMatchObject({ success: false, errorCode: 'house.session.invalid' });
});
