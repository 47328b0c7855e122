import { expect, test } from '@playwright/test';

test('home loads with header, navigation, main area, footer and right bar', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('page-index')).toBeVisible();
  for (const id of ['app-header', 'top-nav', 'main-area', 'app-footer', 'right-bar']) {
    await expect(page.getByTestId(id)).toBeVisible();
  }
  await expect(page.getByTestId('mini-game-slot')).toBeAttached();
  await expect(page.locator('h1')).toHaveCount(1);
});

test('the navigation shows the categories that have vendors, each with its vendor dropdown', async ({ page }) => {
  await page.goto('/index');
  for (const category of ['ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']) {
    await expect(page.getByTestId(`nav-${category}`)).toBeVisible();
  }
  await expect(page.getByTestId('nav-ESPORTS')).toHaveCount(0);
  await page.getByTestId('nav-LIVE').hover();
  const vendor = page.getByTestId('top-nav').getByRole('link', { name: 'Mekong Live' });
  await expect(vendor).toBeVisible();
  await vendor.click();
  await expect(page).toHaveURL(/\/live\?vassalage=HOUSE$/);
  await expect(page.getByTestId('page-games')).toHaveAttribute('data-category', 'LIVE');
});

test('the logo goes home and category links open their pages, which fade in where the first did not', async ({
  page,
}) => {
  await page.goto('/sports');
  await expect(page.getByTestId('page-sports')).toBeVisible();
  // The page a visit lands on replaces the outline at once: no fade to hold its paint back.
  await expect(page.getByTestId('page-frame')).not.toHaveClass(/\bfade\b/);
  await page.getByTestId('nav-RNG').click();
  await expect(page).toHaveURL(/\/rng/);
  await expect(page.getByTestId('page-games')).toHaveAttribute('data-category', 'RNG');
  await expect(page.getByTestId('page-frame')).toHaveClass(/\bfade\b/);
  await page
    .getByTestId('app-header')
    .getByRole('link', { name: /mekong/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/index$/);
});

test('on a phone the navigation lives in the side menu and nothing scrolls sideways @phone-only', async ({ page }) => {
  await page.goto('/index');
  await expect(page.getByTestId('page-index')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('side-menu');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('nav-FISH').click();
  await expect(page).toHaveURL(/\/fish/);
});
