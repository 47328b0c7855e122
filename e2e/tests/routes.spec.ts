import { expect, test } from '@playwright/test';
import { SPEC_ROUTES } from './helpers.ts';

// One page walks the whole route table: a new browser context per route would load the app cold
// each time, and the checks are the same.
test("every route of the spec's route table renders its page, with or without the header and footer", async ({
  page,
}) => {
  // Twenty-two page loads on two shared cores.
  test.setTimeout(180_000);
  for (const route of SPEC_ROUTES) {
    await page.goto(route.path);
    await expect(page.getByTestId(route.testId), route.path).toBeVisible();
    await expect(page.getByTestId('app-header'), `${route.path} header`).toHaveCount(route.header ? 1 : 0);
    await expect(page.getByTestId('app-footer'), `${route.path} footer`).toHaveCount(route.footer ? 1 : 0);
    // The games page lists the vendors of its category from the server.
    if (route.path === '/fish') await expect(page.getByTestId('page-games')).toContainText('Mekong Fishing');
    // The app download page offers the three apps with QR codes.
    if (route.path === '/down')
      await expect(page.getByTestId('page-down').locator('img, svg[role="img"]')).toHaveCount(3);
  }
});

test('/ redirects to /index, /download to the app download page, and an unknown path shows the not-found page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/download');
  await expect(page).toHaveURL(/\/down$/);
  await expect(page.getByTestId('page-down')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
