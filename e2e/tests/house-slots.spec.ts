import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fundedPlayer } from './players.ts';

type Auth = { authorization: string };

/** Minor units as the window shows them: "123456" -> "1,234.56". */
const shown = (minor: string) => {
  const v = BigInt(minor);
  return `${(v / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(v % 100n).toString().padStart(2, '0')}`;
};

/**
 * Opens a house slot's game window the way the portal's launch URL does: the game's id from the
 * catalogue, a launch ticket from launchGame, then /house/play with that ticket.
 */
async function openSlot(page: Page, request: APIRequestContext, auth: Auth, code: string, accountType = 1) {
  const list = await request.get(`/wps/relay/GCSGAME_gameList?gameType=RNG&search=${code}`, { headers: auth });
  expect(list.ok(), await list.text()).toBe(true);
  const game = (await list.json()).value.games.find((g: { gameCode: string }) => g.gameCode === code);
  const launch = await request.get(
    `/wps/game/launchGame?launchMode=GLS&gameId=${game.nodeId}&accountType=${accountType}&language=EN`,
    { headers: auth },
  );
  expect(launch.ok(), await launch.text()).toBe(true);
  const url = new URL((await launch.json()).value.content.game_url);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('house-window')).toHaveAttribute('data-game', code);
  await expect(page.getByTestId('slot-spin')).toBeEnabled();
}

/** Spins once and returns the house's answer; the round's whole feature is skipped if one starts. */
async function spinOnce(page: Page) {
  const answer = page.waitForResponse((r) => /\/house\/api\/slots\/[a-z-]+\/spin$/.test(new URL(r.url()).pathname));
  await page.getByTestId('slot-spin').click();
  const reply = (await (await answer).json()).value;
  await expect(async () => {
    const skip = page.getByTestId('slot-skip');
    if (await skip.isVisible()) await skip.click();
    await expect(page.getByTestId('house-balance')).toContainText(shown(reply.balance), { timeout: 1000 });
  }).toPass();
  return reply as { roundId: number; payout: string; balance: string; stake: string };
}

test('a player spins Mekong Fortune: the balance moves by the win less the stake, and the bet is on record (EN)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const { auth } = await fundedPlayer(page, request, '10000');
  await openSlot(page, request, auth, 'mekong-fortune');
  await expect(page.getByTestId('house-balance')).toContainText('100.00');
  await expect(page.getByTestId('slot-stake')).toHaveText('1.00');
  await page.getByRole('button', { name: 'Raise the stake' }).click();
  await expect(page.getByTestId('slot-stake')).toHaveText('2.00');

  const reply = await spinOnce(page);
  expect(reply.stake).toBe('200');
  expect(BigInt(reply.balance)).toBe(10000n - 200n + BigInt(reply.payout));
  await expect(page.getByTestId('slot-win')).toHaveText(shown(reply.payout));
  // The grid shows the reels at rest: five reels of three cells.
  await expect(page.getByTestId('slot-grid').locator('li.slot-cell')).toHaveCount(15);

  const record = await request.get('/wps/report/bets?page=1&size=20', { headers: auth });
  const rows = (await record.json()).value.list as {
    roundId: string;
    gameCode: string;
    stake: string;
    payout: string;
  }[];
  expect(rows.find((r) => r.roundId === `HR${reply.roundId}`)).toMatchObject({
    gameCode: 'mekong-fortune',
    stake: '200',
    payout: reply.payout,
  });
});

test('Golden Dragon plays from the keyboard, shows its pay table and fits a phone @phone', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { auth } = await fundedPlayer(page, request, '10000');
  await openSlot(page, request, auth, 'golden-dragon');
  await page.getByTestId('slot-spin').focus();
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/house/api/slots/golden-dragon/spin');
  await page.keyboard.press('Enter');
  const reply = (await (await answer).json()).value;
  await expect(async () => {
    const skip = page.getByTestId('slot-skip');
    if (await skip.isVisible()) await skip.click();
    await expect(page.getByTestId('house-balance')).toContainText(shown(reply.balance), { timeout: 1000 });
  }).toPass();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.getByTestId('slot-paytable-open').click();
  const dialog = page.getByTestId('slot-paytable');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('tbody tr')).toHaveCount(11);
  const scan = await new AxeBuilder({ page }).include('[data-testid="house-window"]').analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
