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
  // The first screen's lower edge, where whatever follows it starts: the home's sections below
  // are drawn in a second pass once the first screen's data is in, so they are not there yet.
  const bottomOf = async (testId: string) => {
    const box = await page.getByTestId(testId).boundingBox();
    return (box?.y ?? 0) + (box?.height ?? 0);
  };
  const before = await bottomOf('lottery-swiper-skeleton');

  holding = false;
  for (const route of held) await route.continue();
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  await expect(page.getByTestId('lottery-swiper')).toBeVisible();
  await expect(page.getByTestId('banner-skeleton')).toHaveCount(0);
  const after = await bottomOf('lottery-swiper');
  expect(Math.abs(after - before)).toBeLessThanOrEqual(24);
});
