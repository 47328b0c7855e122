import { expect, test } from '@playwright/test';
import { signedInPlayer } from './players.ts';

test('a new tab of the same browser is signed in; signing out in one tab signs out every tab (EN)', async ({
  page,
  request,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const username = await signedInPlayer(page, request);

  // A new tab starts with empty session storage: the open tab hands the session over.
  const second = await context.newPage();
  await second.goto('/index');
  await expect(second.getByTestId('header-logged-in')).toBeVisible();
  await expect(second.getByTestId('user-menu')).toContainText(username);
  expect(await second.evaluate(() => sessionStorage.getItem('account'))).toBe(username);

  await second.getByTestId('user-menu').click();
  await second.getByTestId('menu-logout').click();
  await second.getByTestId('logout-confirm').click();
  await expect(second.getByTestId('header-logged-out')).toBeVisible();
  await expect(page.getByTestId('header-logged-out')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // A tab opened after that finds no session to take.
  const third = await context.newPage();
  await third.goto('/index');
  await expect(third.getByTestId('header-logged-out')).toBeVisible();
});
