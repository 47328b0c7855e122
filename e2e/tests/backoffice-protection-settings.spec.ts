import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { siteOf } from './helpers.ts';

/** The brand this test changes: its own, so the specs on the demo brand keep their rules. */
const CONSOLE = { origin: siteOf('console'), brand: 'console' };

test('an admin sets the brand’s player-protection and identity-check rules; bad values are refused in words', async ({
  page,
}) => {
  await signInToBackoffice(page, E2E_ADMIN, CONSOLE);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bo.session') ?? '{}').token as string);
  const headers = { Merchant: CONSOLE.brand, Authorization: `Bearer ${token}`, Device: 'pc' };
  const settings = async () =>
    (await (await page.request.get('/wps/operator/merchant/settings', { headers })).json()).value as Record<
      string,
      unknown
    >;
  const before = await settings();
  try {
    await page.getByTestId('nav-settings').click();
    const group = page.getByTestId('settings-protection');
    await expect(group.getByTestId('settings-cooling-off')).toHaveValue(String(before.limitCoolingOffHours));
    await expect(group.getByTestId('settings-kyc-deposit-total')).toHaveValue('');

    await group.getByTestId('settings-reality-check').fill('0');
    await group.getByTestId('settings-protection-save').click();
    await expect(group.getByText('Between 1 and 240 minutes.')).toBeVisible();
    expect((await settings()).realityCheckMinutes).toBe(before.realityCheckMinutes);

    await group.getByTestId('settings-reality-check').fill('30');
    await group.getByTestId('settings-cooling-off').fill('48');
    await group.getByTestId('settings-kyc-withdraw').selectOption('VERIFIED');
    await group.getByTestId('settings-kyc-deposit-total').fill('1,500.25');
    await group.getByTestId('settings-protection-save').click();
    await expect(group.getByRole('status')).toHaveText('Saved. Players see the change at once.');
    expect(await settings()).toMatchObject({
      realityCheckMinutes: 30,
      limitCoolingOffHours: 48,
      kycWithdrawLevel: 'VERIFIED',
      kycDepositTotal: '150025',
    });
    await expect(group.getByTestId('settings-kyc-deposit-total')).toHaveValue('1500.25');
    await axeInBothThemes(page, 'settings with the protection group');
  } finally {
    const res = await page.request.patch('/wps/operator/merchant/settings', {
      headers,
      data: {
        realityCheckMinutes: before.realityCheckMinutes,
        limitCoolingOffHours: before.limitCoolingOffHours,
        kycWithdrawLevel: before.kycWithdrawLevel,
        kycDepositTotal: before.kycDepositTotal,
        kycDepositLevel: before.kycDepositLevel,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
});
