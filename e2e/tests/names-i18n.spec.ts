import { expect, test } from '@playwright/test';
import { signedInPlayer } from './players.ts';

// The demo merchant typed its names in English ("Live chat", "Bank transfer"); a player reading
// Khmer or Chinese gets the portal's own names for those kinds of things.
test('live chat reads in Khmer on the home page (KM)', async ({ page }) => {
  await page.goto('/index');
  const live = page.getByTestId('right-bar').getByTestId('cs-livechat');
  await expect(live).toHaveText('ជជែកផ្ទាល់');
});

test('payment methods read in Chinese in the deposit page (CN)', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'CN'));
  await signedInPlayer(page, request);
  await page.getByTestId('deposit-button').click();
  const method = (kind: string) => page.locator('label', { has: page.getByTestId(`channel-${kind}`) });
  const bank = method('BANK');
  await expect(bank).toContainText('银行转账');
  await expect(bank).not.toContainText('Bank transfer');
  await expect(method('GATEWAY')).toContainText('在线支付');
});
