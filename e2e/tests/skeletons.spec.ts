import { expect, type Route, test } from '@playwright/test';

/**
 * While the home page's announcements and lottery games are on their way, their places show
 * skeletons of the same size: no blank area, and nothing below moves when they arrive.
 */
test('the home page holds its banner, notices and lottery swiper in skeletons while they load @phone', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', 'seen'));
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/wps\/relay\/MCSFE_getListAnnouncements|\/lgw\/games\/popular/, (route) =>
    holding ? held.push(route) : route.continue(),
  );
  await page.goto('/index');
  await expect(page.getByTestId('banner-skeleton')).toBeVisible();
  await expect(page.getByTestId('lottery-swiper-skeleton')).toBeVisible();
  await expect.poll(() => held.length).toBe(2);
  const below = page.getByRole('heading', { level: 2 }).first();
  const before = (await below.boundingBox())?.y ?? 0;

  holding = false;
  for (const route of held) await route.continue();
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  await expect(page.getByTestId('lottery-swiper')).toBeVisible();
  await expect(page.getByTestId('banner-skeleton')).toHaveCount(0);
  const after = (await below.boundingBox())?.y ?? 0;
  expect(Math.abs(after - before)).toBeLessThanOrEqual(24);
});
