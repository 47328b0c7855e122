import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { axeScan } from './axe.ts';
import { fundedPlayer } from './players.ts';

/** The catalogue's id of bull-bull, as the portal's game list relay answers it. */
async function bullBullId(request: APIRequestContext) {
  const res = await request.get('/wps/relay/GCSGAME_gameList?gameType=PVP&search=bull&pageSize=50');
  expect(res.ok(), await res.text()).toBe(true);
  const games = (await res.json()).value.games as { gameCode: string; nodeId: number }[];
  const game = games.find((g) => g.gameCode === 'bull-bull');
  expect(game).toBeDefined();
  return game?.nodeId as number;
}

/** A funded player in a browser of their own, with the bull-bull window open. */
async function playerAtWindow(browser: Browser, request: APIRequestContext, gameId: number) {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const page = await context.newPage();
  const { auth, username } = await fundedPlayer(page, request, '10000');
  const launch = await request.get(`/wps/game/launchGame?launchMode=GLS&gameId=${gameId}&accountType=1`, {
    headers: auth,
  });
  expect(launch.ok(), await launch.text()).toBe(true);
  const ticket = new URL((await launch.json()).value.content.game_url).searchParams.get('ticket');
  await page.goto(`/house/play?ticket=${ticket}&lang=EN`);
  await expect(page.getByTestId('house-window')).toHaveAttribute('data-game', 'bull-bull');
  return { page, context, username };
}

const seat = (page: Page, n: number) => page.getByTestId(`pvp-seat-${n}`);

test('two players sit at one bull-bull table, each sees the other’s seat and move, and both see the result (EN)', async ({
  browser,
  request,
}) => {
  const gameId = await bullBullId(request);
  const a = await playerAtWindow(browser, request, gameId);
  const b = await playerAtWindow(browser, request, gameId);
  try {
    for (const p of [a, b]) {
      await p.page.getByTestId('pvp-table-bull-100-1').click();
      await p.page.getByTestId('pvp-sit').click();
    }
    // Each sees the other seated, live.
    await expect(seat(a.page, 2)).toHaveAttribute('data-taken', 'true');
    await expect(seat(b.page, 1)).toHaveAttribute('data-taken', 'true');
    await expect(seat(a.page, 1)).toHaveAttribute('data-me', 'true');
    await expect(a.page.getByTestId('pvp-phase')).toHaveAttribute('data-phase', 'STARTING');

    // Both ready: the hand starts at once, without waiting for the countdown.
    await a.page.getByTestId('pvp-ready').click();
    await b.page.getByTestId('pvp-ready').click();
    for (const p of [a, b]) await expect(p.page.getByTestId('pvp-phase')).toHaveAttribute('data-phase', 'DECIDING');
    await expect(a.page.getByTestId('house-balance')).toContainText('96.00');

    await a.page.getByTestId('pvp-action-call').click();
    await expect(seat(b.page, 1)).toHaveAttribute('data-action', 'CALL');
    await b.page.getByTestId('pvp-action-double').click();
    await expect(seat(a.page, 2)).toHaveAttribute('data-action', 'DOUBLE');

    // Everyone has chosen: the hand is settled at once and both see the same result.
    for (const p of [a, b]) {
      await expect(p.page.getByTestId('pvp-phase')).toHaveAttribute('data-phase', 'RESULT');
      await expect(p.page.getByTestId('pvp-result')).toBeVisible();
    }
    const winner = await a.page.getByTestId('pvp-result').getAttribute('data-winner');
    expect(['1', '2']).toContain(winner);
    await expect(b.page.getByTestId('pvp-result')).toHaveAttribute('data-winner', winner as string);
    await expect(seat(a.page, Number(winner))).toHaveAttribute('data-result', 'WIN');
    // Stakes 2.00 and 3.00: the winner takes at most its own stake from the other, less 5%.
    const [aAfter, bAfter] = winner === '1' ? ['101.80', '98.00'] : ['98.00', '101.75'];
    await expect(a.page.getByTestId('house-balance')).toContainText(aAfter);
    await expect(b.page.getByTestId('house-balance')).toContainText(bAfter);
    const scan = await axeScan(a.page).include('[data-testid="house-window"]').analyze();
    expect(scan.violations).toEqual([]);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
