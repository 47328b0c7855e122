import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
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
  const scan = await new AxeBuilder({ page }).include('[data-testid="page-games"]').analyze();
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
  await expect(page.getByTestId('hot-grid').getByTestId('game-mekong-fortune')).toBeVisible();
  await expect(page.getByTestId('winner-board')).toBeVisible();
});
