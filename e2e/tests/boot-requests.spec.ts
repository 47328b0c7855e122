import { expect, type Page, test } from '@playwright/test';

/**
 * The page's boot script asks for the server's status and the first screen's data while the app
 * downloads, and the app takes those answers (shared/api/first-requests.ts). It is an async
 * script, so it may also run after the app has started; then the app has asked for itself and the
 * script leaves those calls alone. Either way each call goes to the server once.
 */
const FIRST_CALLS = ['/wps/system/status', '/lgw/games/popular', '/lgw/games/game_menus', '/lgw/vn/games/game_menu'];

function countCalls(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (FIRST_CALLS.includes(path)) counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
}

test('the hall asks the server once for each first-screen call when the boot script runs first', async ({ page }) => {
  const counts = countCalls(page);
  await page.goto('/elott');
  await expect(page.getByTestId('page-elott')).toBeVisible();
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(FIRST_CALLS.map((p) => [p, 1])));
});

test('and when the boot script arrives only after the app has started', async ({ page }) => {
  const counts = countCalls(page);
  let appAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    appAsked = resolve;
  });
  page.on('request', (request) => {
    if (request.url().endsWith('/wps/system/status')) appAsked();
  });
  await page.route(/\/assets\/boot-preload-[\w-]+\.js$/, async (route) => {
    await asked;
    await route.continue();
  });
  await page.goto('/elott');
  await expect(page.getByTestId('page-elott')).toBeVisible();
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(FIRST_CALLS.map((p) => [p, 1])));
});
