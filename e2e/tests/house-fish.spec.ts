import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeScan } from './axe.ts';
import { fundedPlayer } from './players.ts';
import { shown } from './slots.ts';

// The fish swim as most players see them (the config asks every other spec for reduced motion),
// so a shot may find its fish gone; the phone test here asks for reduced motion itself.
test.use({ reducedMotion: 'no-preference' });

type Auth = { authorization: string };
type Shot = { roundId: number; caught: boolean; stake: string; payout: string; balance: string; multiplier: number };

/** Minor units as the window shows them: "123456" -> "1,234.56". */

/**
 * Opens Mekong Fishing the way the portal's launch URL does: the game's id from the catalogue's
 * game list, a launch ticket from launchGame, then /house/play with that ticket.
 */
async function openFishing(page: Page, request: APIRequestContext, auth: Auth, accountType: number, lang: string) {
  const list = await request.get('/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=50', { headers: auth });
  expect(list.ok(), await list.text()).toBe(true);
  const game = (await list.json()).value.games.find((g: { gameCode: string }) => g.gameCode === 'mekong-fishing');
  const launch = await request.get(
    `/wps/game/launchGame?launchMode=GLS&gameId=${game.nodeId}&accountType=${accountType}&language=${lang}`,
    { headers: auth },
  );
  expect(launch.ok(), await launch.text()).toBe(true);
  const url = new URL((await launch.json()).value.content.game_url);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('house-window')).toHaveAttribute('data-game', 'mekong-fishing');
  await expect(page.getByTestId('fish-canvas')).toBeVisible();
  await expect(page.getByTestId('fish-shoot')).toBeEnabled();
}

/** Fires with `fire` until a shot is played (a fish may swim off first) and returns the answer. */
async function shot(page: Page, fire: () => Promise<void>): Promise<Shot> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/house/api/fish/shoot');
    await fire();
    const res = await answer;
    if (res.ok()) return (await res.json()).value as Shot;
    expect((await res.json()).errorCode).toBe('house.fish.gone');
  }
  throw new Error('no shot was played');
}

test('a player fires at the fish: each shot moves the balance by its payout less its cost (EN)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const { auth } = await fundedPlayer(page, request, '10000');
  await openFishing(page, request, auth, 1, 'EN');
  await expect(page.getByTestId('house-balance')).toContainText('100.00');
  await expect(page.getByTestId('fish-last-result')).toHaveText('Choose a fish and fire.');
  await page.getByTestId('fish-bet').selectOption('200');

  let balance = 10_000n;
  const rounds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await shot(page, () => page.getByTestId('fish-shoot').click());
    expect(r.stake).toBe('200');
    expect(r.payout).toBe(r.caught ? String(200 * r.multiplier) : '0');
    balance += BigInt(r.payout) - 200n;
    expect(r.balance).toBe(balance.toString());
    await expect(page.getByTestId('house-balance')).toContainText(shown(balance));
    await expect(page.getByTestId('fish-last-result')).toContainText(r.caught ? 'Caught' : 'Missed');
    rounds.push(r.roundId);
  }
  // The portal's wallet and betting record agree with the window.
  const wallet = await request.get('/wps/v2/wallets/balance', { headers: auth });
  expect((await wallet.json()).value.sumBalance).toBe(balance.toString());
  const record = await request.get('/wps/report/bets?page=1&size=20', { headers: auth });
  const ids = ((await record.json()).value.list as { roundId: string }[]).map((row) => row.roundId);
  for (const id of rounds) expect(ids).toContain(`HR${id}`);

  const scan = await axeScan(page).include('[data-testid="fish-screen"]').analyze();
  expect(scan.violations).toEqual([]);
});

test('free play from the keyboard on a phone, with reduced motion (KM) @phone', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { auth } = await fundedPlayer(page, request, '10000');
  await openFishing(page, request, auth, 0, 'KM');
  await expect(page.getByTestId('house-balance')).toContainText('2,000.00');
  const box = await page.getByTestId('fish-canvas').boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  // A fish from the list, shot with the keyboard.
  const r = await shot(page, async () => {
    await page.locator('.fish-list button').first().focus();
    await page.keyboard.press('Enter');
  });
  await expect(page.getByTestId('house-balance')).toContainText(shown(200_000n - 100n + BigInt(r.payout)));
  await expect(page.getByTestId('fish-last-result')).not.toHaveText('ជ្រើសរើសត្រីមួយ រួចបាញ់។');
  const scan = await axeScan(page).include('[data-testid="fish-screen"]').analyze();
  expect(scan.violations).toEqual([]);
});
