import { expect, test } from '@playwright/test';

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
