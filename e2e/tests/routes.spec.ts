import { expect, test } from '@playwright/test';
import { SPEC_ROUTES } from './helpers.ts';

for (const route of SPEC_ROUTES) {
  test(`${route.path} renders its page`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByTestId(route.testId)).toBeVisible();
    await expect(page.getByTestId('app-header')).toHaveCount(route.header ? 1 : 0);
    await expect(page.getByTestId('app-footer')).toHaveCount(route.footer ? 1 : 0);
  });
}

test('/ redirects to /index and /download to the app download page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/download');
  await expect(page).toHaveURL(/\/down$/);
  await expect(page.getByTestId('page-down')).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the games page lists the vendors of its category from the server', async ({ page }) => {
  await page.goto('/fish');
  await expect(page.getByTestId('page-games')).toContainText('Mekong Fishing');
});

test('the app download page offers the three apps with QR codes', async ({ page }) => {
  await page.goto('/down');
  await expect(page.getByTestId('page-down').locator('img, svg[role="img"]')).toHaveCount(3);
});
