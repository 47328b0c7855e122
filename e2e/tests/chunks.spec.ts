import { expect, test } from '@playwright/test';

test('a section chunk that fails to load shows the message with its type, then recovers on retry', async ({ page }) => {
  let blocked = true;
  // The page chunk itself (lottery-<8-character hash>.js), not a shared chunk whose name starts the same.
  await page.route(/\/assets\/lottery-[\w-]{8}\.js/, (route) => (blocked ? route.abort('failed') : route.continue()));
  await page.goto('/index');
  await page.evaluate(() => {
    history.pushState({}, '', '/lottery?gameCode=VNMB');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const panel = page.getByTestId('chunk-error');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('lottery');
  await expect(panel).toContainText('(error)');
  blocked = false;
  await expect(page.getByTestId('page-lottery')).toBeVisible({ timeout: 20_000 });
  await expect(panel).toHaveCount(0);
});

test('a chunk missing on the server is reported as missing', async ({ page }) => {
  await page.route(/\/assets\/sports-[^/]+\.js/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/sports');
  const panel = page.getByTestId('chunk-error');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('sports');
  await expect(panel).toContainText('(missing)');
});
