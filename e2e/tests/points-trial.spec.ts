import { expect, test } from '@playwright/test';
import { ownAddress } from './accounts.ts';

test('a free-play player in the points mall gets the real-account warning, not a login (EN)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await ownAddress(page);
  await page.goto('/login?demo=1');
  await page.getByTestId('after-login-ok').click();
  await page.goto('/pointMall');
  await expect(page.getByTestId('points-trial-prompt')).toBeVisible();
  await expect(page.getByTestId('points-login-prompt')).toHaveCount(0);
  await page.getByTestId('goods-redeem').first().click();
  await expect(page.getByTestId('trial-warning')).toBeVisible();
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
});
