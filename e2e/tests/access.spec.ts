import { expect, test } from '@playwright/test';
import { PORT, SPEC_ROUTES, siteOf } from './helpers.ts';

const paths = [...SPEC_ROUTES.map((r) => r.path), '/', '/no/such/page'];

// These walk every route of the spec, one page load each: more than one page's time.
const EVERY_ROUTE_MS = 120_000;

test('maintenance replaces every route with the maintenance page', async ({ page }) => {
  test.setTimeout(EVERY_ROUTE_MS);
  for (const path of paths) {
    await page.goto(siteOf('maint') + path);
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-page')).toContainText('Upgrading the cashier. Back at 10:00.');
  }
});

test.describe('region restriction', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '8.8.8.8' } });

  test('a blocked country sees the region-blocked page on every route', async ({ page }) => {
    test.setTimeout(EVERY_ROUTE_MS);
    for (const path of paths) {
      await page.goto(siteOf('region') + path);
      await expect(page.getByTestId('region-blocked-page')).toBeVisible();
      await expect(page.getByTestId('region-blocked-page')).toContainText('8.8.8.8');
    }
  });

  test('the server refuses the blocked country too, not only the page', async ({ request }) => {
    // Node's resolver does not map *.localhost, so the API call names the merchant by header.
    const res = await request.get(`http://127.0.0.1:${PORT}/wps/relay/GCSGAME_gameVendor`, {
      headers: { Merchant: 'region' },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).errorCode).toBe('access.region.restricted');
  });
});

test('the same site from an allowed address works normally', async ({ page }) => {
  await page.goto(`${siteOf('region')}/index`);
  await expect(page.getByTestId('page-index')).toBeVisible();
});

test('with loginedToHomePage on, a visitor without a session is sent to /login except on open pages', async ({
  page,
}) => {
  for (const path of ['/index', '/rng', '/promotions']) {
    await page.goto(siteOf('gated') + path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('page-login')).toBeVisible();
  }
  for (const [path, testId] of [
    ['/register', 'page-register'],
    ['/register.html', 'page-register'],
    ['/helpmc', 'page-helpmc'],
  ]) {
    await page.goto(siteOf('gated') + path);
    await expect(page.getByTestId(testId as string)).toBeVisible();
  }
  await page.goto(`${siteOf('gated')}/download`);
  await expect(page).not.toHaveURL(/\/login$/);
});
