import { expect, test } from '@playwright/test';
import { fundedPlayer } from './players.ts';

/**
 * The hall's and the home's lottery cards are alive: each e-lottery card counts down to the close
 * of the draw taking bets, on the server's clock, and shows the last drawn result.
 */
test('lottery cards in the hall and on the home page count down live and show the last result @phone', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', 'seen'));
  await page.goto('/elott');
  const card = page.getByTestId('hall-game-SSC1');
  const countdown = card.getByTestId('tile-countdown');
  await expect(countdown).toHaveText(/^\d{2}:\d{2}$/);
  const first = Number(await countdown.getAttribute('data-seconds'));
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(60);
  // It ticks: the figure changes while the page is open, without a reload.
  await expect.poll(async () => Number(await countdown.getAttribute('data-seconds'))).not.toBe(first);
  // The SSC draws five digits; the demo clock has drawn before (a new server draws within a minute).
  await expect(card.getByTestId('tile-last').getByRole('listitem')).toHaveCount(5, { timeout: 90_000 });

  await page.goto('/index');
  const slide = page.getByTestId('lottery-swiper').getByTestId('tile-draw').first();
  await expect(slide.getByTestId('tile-countdown')).toHaveText(/^\d{1,2}:\d{2}(:\d{2})?$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('on a phone the slip rides at the bottom as a bar: its lines, its stake, placing it, and the way to the full slip @phone-only', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page.setViewportSize({ width: 390, height: 700 });
  await fundedPlayer(page, request, '10000');
  await page.goto('/lottery?gameCode=K3_3');
  await expect(page.getByTestId('draw-countdown')).toBeVisible();
  const bar = page.getByTestId('slip-bar');
  await expect(bar).toHaveCount(0);
  await page.getByTestId('play-type-K3_SUM').click();
  await page.getByTestId('pick-10').click();
  await page.getByTestId('pick-11').click();
  await page.getByTestId('add-to-slip').click();
  // Scrolled back to the draw, the full slip is out of view: the bar holds it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeInViewport();
  await expect(bar.getByTestId('slip-bar-lines')).toHaveText('1 line');
  await expect(bar.getByTestId('slip-bar-total')).toHaveText('$2.00');
  // Above the tab bar, not under it.
  const barBox = await bar.boundingBox();
  const tabs = await page.getByTestId('tab-bar').boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(tabs?.y ?? 0);
  // The bar leads to the full slip, and gives way to it.
  await bar.getByTestId('slip-bar-open').click();
  await expect(page.getByTestId('bet-slip')).toBeInViewport();
  await expect(bar).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeInViewport();
  await bar.getByTestId('slip-bar-place').click();
  await expect(page.getByTestId('bet-placed')).toBeVisible();
  await expect(bar).toHaveCount(0);
});
