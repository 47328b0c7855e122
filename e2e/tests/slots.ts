import { type APIRequestContext, expect, type Page } from '@playwright/test';

type Auth = { authorization: string };

/** Minor units as the window shows them: "123456" -> "1,234.56". */
export const shown = (minor: string | bigint) => {
  const v = BigInt(minor);
  return `${(v / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(v % 100n).toString().padStart(2, '0')}`;
};

/**
 * Opens a house slot's game window the way the portal's launch URL does: the game's id from the
 * catalogue, a launch ticket from launchGame, then /house/play with that ticket.
 */
export async function openSlot(page: Page, request: APIRequestContext, auth: Auth, code: string, accountType = 1) {
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
export async function spinOnce(page: Page) {
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
