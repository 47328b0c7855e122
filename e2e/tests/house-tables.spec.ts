import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeScan } from './axe.ts';
import { fundedPlayer } from './players.ts';

/**
 * The house's live tables in the game window. The table's clock is the server's own (15–18 s of
 * betting, then the result), with no test hook, so these tests never wait for a round to be drawn:
 * they bet in an open round and check what the bet does at once.
 */

/**
 * A funded, signed-in player launches a house game from the portal and opens its window;
 * `beforeOpen` runs between the two (to change the page's clock).
 */
async function openGame(page: Page, request: APIRequestContext, code: string, beforeOpen?: () => Promise<void>) {
  const { auth } = await fundedPlayer(page, request, '10000');
  const list = await request.get('/wps/relay/GCSGAME_gameList?gameType=LIVE');
  const game = (await list.json()).value.games.find((g: { gameCode: string }) => g.gameCode === code);
  expect(game, `${code} in the LIVE list`).toBeDefined();
  const launch = await request.get(`/wps/game/launchGame?launchMode=GLS&gameId=${game.nodeId}&accountType=1`, {
    headers: auth,
  });
  expect(launch.ok(), await launch.text()).toBe(true);
  const url = new URL((await launch.json()).value.content.game_url);
  await beforeOpen?.();
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('house-window')).toHaveAttribute('data-game', code);
  await expect(page.getByTestId('house-balance')).toContainText('100.00');
}

/**
 * Waits (on the page's own polling, no sleep) until the round takes bets with a few seconds left,
 * so the bet cannot meet the close. A table nobody watched opens a fresh round at once.
 */
async function openRound(page: Page) {
  await expect
    .poll(
      async () => {
        const phase = await page.getByTestId('table-phase').getAttribute('data-phase');
        const seconds = Number(await page.getByTestId('table-countdown').getAttribute('data-seconds'));
        return phase === 'BETTING' && seconds >= 5;
      },
      { timeout: 40_000 },
    )
    .toBe(true);
}

async function seriousViolations(page: Page) {
  const results = await axeScan(page).include('[data-testid="house-window"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a player bets on the banker at a live baccarat table and sees the bet and the balance @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await openGame(page, request, 'baccarat');
  // Two baccarat tables: the player picks one.
  await page.getByTestId('table-pick-baccarat-1').click();
  await expect(page.getByTestId('table-road')).toBeVisible();
  await openRound(page);

  await page.getByTestId('table-chip-1000').click();
  const banker = page.getByTestId('table-spot-BANKER');
  await expect(banker).toHaveAccessibleName(/Banker, pays 0\.95:1/);
  await banker.click();
  await expect(banker).toHaveAttribute('data-pending', '1000');
  await page.getByTestId('table-spot-TIE').click();
  await page.getByTestId('table-clear').click();
  await expect(page.getByTestId('table-spot-TIE')).not.toHaveAttribute('data-pending');
  await banker.click();
  const placed = page.waitForRequest((r) => r.url().endsWith('/house/api/tables/baccarat-1/bets'));
  await page.getByTestId('table-confirm').click();
  expect((await placed).postDataJSON()).toEqual({ lines: [{ kind: 'BANKER', stake: '1000' }] });

  await expect(page.getByTestId('house-balance')).toContainText('90.00');
  await expect(page.getByTestId('table-placed')).toHaveText('Your bets are placed.');
  await expect(banker).toHaveAttribute('data-placed', '1000');
  await expect(banker).toHaveAccessibleName(/your bet 10\.00/);
  await expect(page.getByTestId('table-my-bets')).toContainText('10.00');
  await expect(page.getByTestId('table-confirm')).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a roulette bet of a number and a split goes in one placement (light theme) @phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('theme', 'light');
  });
  await openGame(page, request, 'roulette');
  // A single roulette table opens straight away.
  await expect(page.getByTestId('table-spot-STRAIGHT-17')).toHaveAccessibleName(/Number 17 black, pays 35:1/);
  await openRound(page);
  await page.getByTestId('table-chip-500').click();
  await page.getByTestId('table-spot-STRAIGHT-17').click();
  await page.getByTestId('table-mode-SPLIT').click();
  await expect(page.getByTestId('table-spot-STRAIGHT-17')).toHaveCount(0);
  await page.getByTestId('table-spot-SPLIT-1-2').click();
  await page.getByTestId('table-spot-SPLIT-1-2').click();
  const placed = page.waitForRequest((r) => r.url().endsWith('/house/api/tables/roulette-1/bets'));
  await page.getByTestId('table-confirm').click();
  expect((await placed).postDataJSON()).toEqual({
    lines: [
      { kind: 'STRAIGHT', selection: [17], stake: '500' },
      { kind: 'SPLIT', selection: [1, 2], stake: '1000' },
    ],
  });
  await expect(page.getByTestId('house-balance')).toContainText('85.00');
  await expect(page.getByTestId('table-spot-SPLIT-1-2')).toHaveAttribute('data-placed', '1000');
  await page.getByTestId('table-mode-STRAIGHT').click();
  await expect(page.getByTestId('table-spot-STRAIGHT-17')).toHaveAttribute('data-placed', '500');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('the countdown follows the server clock, not a wrong device clock', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The device's clock is an hour fast; the countdown must still show the table's own seconds.
  await openGame(page, request, 'dragon-tiger', () => page.clock.install({ time: Date.now() + 3_600_000 }));
  await expect(page.getByTestId('table-spot-SUITED_TIE')).toBeVisible();
  await expect
    .poll(async () => Number(await page.getByTestId('table-countdown').getAttribute('data-seconds')))
    .toBeGreaterThan(0);
  const seconds = Number(await page.getByTestId('table-countdown').getAttribute('data-seconds'));
  expect(seconds).toBeLessThanOrEqual(15);
});
