import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_CONTROL_PORT } from '../fixtures.ts';
import { axeScan } from './axe.ts';
import { fundedPlayer, operatorHeaders } from './players.ts';

type Auth = { authorization: string };
type Selection = { id: number; code: string; odds: number };
type Event = { id: number; markets: { id: number; type: string; selections: Selection[] }[] };

/** The back office enters a football match two hours away, with unique team names. */
async function operatorEvent(request: APIRequestContext, op: Auth) {
  const tag = Math.random().toString(36).slice(2, 7);
  const res = await request.post('/wps/operator/sports/events', {
    headers: op,
    data: {
      category: 'SPORTS',
      sport: 'football',
      league: 'E2E League',
      home: `Home ${tag}`,
      away: `Away ${tag}`,
      startsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      markets: [
        {
          type: '1X2',
          selections: [
            { code: 'HOME', odds: 2000 },
            { code: 'DRAW', odds: 3300 },
            { code: 'AWAY', odds: 3600 },
          ],
        },
        {
          type: 'OVER_UNDER',
          line: '2.5',
          selections: [
            { code: 'OVER', odds: 1900 },
            { code: 'UNDER', odds: 1900 },
          ],
        },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value as Event;
}

/** The sportsbook's window, opened as the portal's launch URL opens it. */
async function openSportsbook(page: Page, request: APIRequestContext, auth: Auth) {
  const list = await request.get('/wps/relay/GCSGAME_gameList?gameType=SPORTS&pageSize=50', { headers: auth });
  expect(list.ok(), await list.text()).toBe(true);
  const game = (await list.json()).value.games.find((g: { gameCode: string }) => g.gameCode === 'sportsbook');
  const launch = await request.get(`/wps/game/launchGame?launchMode=GLS&gameId=${game.nodeId}&accountType=1`, {
    headers: auth,
  });
  expect(launch.ok(), await launch.text()).toBe(true);
  const ticket = new URL((await launch.json()).value.content.game_url).searchParams.get('ticket');
  await page.goto(`/house/play?ticket=${ticket}&lang=EN`);
  await expect(page.getByTestId('house-window')).toHaveAttribute('data-game', 'sportsbook');
}

test('a player bets on the operator’s match, accepts moved odds, and sees the win once the result is in (EN) @phone', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const op = await operatorHeaders(request);
  const event = await operatorEvent(request, op);
  const market = event.markets.find((m) => m.type === '1X2');
  const home = market?.selections.find((s) => s.code === 'HOME') as Selection;
  const { auth } = await fundedPlayer(page, request, '10000');
  await openSportsbook(page, request, auth);
  await expect(page.getByTestId('house-balance')).toContainText('100.00');

  await page.getByTestId(`sports-odds-${home.id}`).click();
  const slip = page.getByTestId('sports-slip');
  await slip.getByTestId('sports-stake').fill('20');
  await expect(slip).toContainText('40.00');
  const scan = await axeScan(page).include('[data-testid="house-window"]').analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  // The trader moves the price before the player places: the slip shows old → new to accept.
  const moved = await request.post(`/wps/operator/sports/markets/${market?.id}/odds`, {
    headers: op,
    data: { odds: { HOME: 2100 } },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await slip.getByTestId('sports-place').click();
  await expect(slip).toContainText('Odds changed: 2.000 → 2.100');
  await expect(page.getByTestId('house-balance')).toContainText('100.00');
  await slip.getByTestId(`sports-accept-${home.id}`).click();
  await expect(slip).toContainText('42.00');
  const placed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/house/api/sports/bets' && r.request().method() === 'POST' && r.ok(),
  );
  await slip.getByTestId('sports-place').click();
  const bet = (await (await placed).json()).value.bet as { id: number; odds: number };
  expect(bet.odds).toBe(2100);
  await expect(page.getByTestId('sports-placed')).toBeVisible();
  await expect(page.getByTestId('house-balance')).toContainText('80.00');

  // The match is played: a result is taken only after its kick-off.
  const kickOff = await request.post(`http://127.0.0.1:${E2E_CONTROL_PORT}/kick-off?event=${event.id}`);
  expect(kickOff.ok(), await kickOff.text()).toBe(true);
  const result = await request.post(`/wps/operator/sports/events/${event.id}/result`, {
    headers: op,
    data: { home: 2, away: 0 },
  });
  expect(result.ok(), await result.text()).toBe(true);
  await page.getByTestId('sports-my-bets').click();
  const row = page.getByTestId(`sports-bet-${bet.id}`);
  await expect(row).toHaveAttribute('data-status', 'WON', { timeout: 15_000 });
  await expect(row).toContainText('Won');
  await expect(page.getByTestId(`sports-bet-paid-${bet.id}`)).toHaveText('42.00');
  // My bets in the dark theme too: still readable.
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await axeScan(page).include('[data-testid="house-window"]').analyze();
  expect(dark.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await expect(page.getByTestId('house-balance')).toContainText('122.00');
});
