import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures.ts';
import { signInToBackoffice } from './backoffice.ts';
import { siteOf } from './helpers.ts';

/** The brand this test changes: its own, so the agent specs on the demo brand keep its ceilings. */
const CONSOLE = { origin: siteOf('console'), brand: 'console' };

type Ceilings = { DIVIDEND: number; DAILY_SALARY: number; HOURLY_SALARY: number; REALTIME_SALARY: number };

test('an admin sets the ceilings on what the brand’s top-level agents may offer, in percent; bad values are refused in words', async ({
  page,
}) => {
  await signInToBackoffice(page, E2E_ADMIN, CONSOLE);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bo.session') ?? '{}').token as string);
  const headers = { Merchant: CONSOLE.brand, Authorization: `Bearer ${token}`, Device: 'pc' };
  const ceilings = async () =>
    (await (await page.request.get('/wps/operator/merchant/settings', { headers })).json()).value
      .topAgentRateCeilings as Ceilings;
  const before = await ceilings();
  try {
    await page.getByTestId('nav-settings').click();
    const group = page.getByTestId('settings-agentCeilings');
    // Kept in basis points, shown in percent.
    await expect(group.getByTestId('settings-ceiling-DAILY_SALARY')).toHaveValue(String(before.DAILY_SALARY / 100));
    await expect(group.getByTestId('settings-ceiling-DIVIDEND')).toHaveValue(String(before.DIVIDEND / 100));

    const problem = group.getByText('A percentage from 0 to 100, at most two decimals.');
    for (const bad of ['150', '-1', '2.555', 'abc']) {
      // A good value clears the last problem, so each bad one is seen refused on its own.
      await group.getByTestId('settings-ceiling-DAILY_SALARY').fill('1');
      await expect(problem).toBeHidden();
      await group.getByTestId('settings-ceiling-DAILY_SALARY').fill(bad);
      await group.getByTestId('settings-agentCeilings-save').click();
      await expect(problem).toBeVisible();
      await expect(group.getByTestId('settings-ceiling-DAILY_SALARY')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await ceilings()).toEqual(before);

    await group.getByTestId('settings-ceiling-DAILY_SALARY').fill('2.5');
    await group.getByTestId('settings-ceiling-DIVIDEND').fill('40');
    await group.getByTestId('settings-agentCeilings-save').click();
    await expect(group.getByRole('status')).toHaveText('Saved. Players see the change at once.');
    expect(await ceilings()).toEqual({ ...before, DAILY_SALARY: 250, DIVIDEND: 4000 });
    await expect(group.getByTestId('settings-ceiling-DAILY_SALARY')).toHaveValue('2.5');
  } finally {
    const res = await page.request.patch('/wps/operator/merchant/settings', {
      headers,
      data: { topAgentRateCeilings: before },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
});
