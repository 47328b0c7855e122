import { expect, type Locator, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { apiPlayer, rowOnSomePage } from './player-api.ts';

test('a player who used 90% of a daily deposit limit is listed from 80% (not from 95%), kept in the address, and links to the 360’s responsible gaming; axe in both themes', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A daily deposit limit of 100.00 and a bank deposit of 90.00, which counts while it waits.
  const { username, auth } = await apiPlayer(request, 'nl');
  const limit = await request.put('/wps/member/limits', {
    headers: auth,
    data: { kind: 'DEPOSIT', period: 'DAY', amount: '10000' },
  });
  expect(limit.ok(), await limit.text()).toBe(true);
  const channels = (await (await request.get('/wps/transaction/deposit/channels', { headers: auth })).json()).value;
  const bank = channels.find((c: { kind: string }) => c.kind === 'BANK');
  const deposit = await request.put('/wps/transaction/deposit', {
    headers: auth,
    data: { channelId: bank.id, amount: '9000', idempotencyKey: `e2e-near-${username}` },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);

  const admin = await signInToBackoffice(page, E2E_ADMIN);
  await page.getByTestId('nav-near-limits').click();
  await expect(page.getByRole('heading', { name: 'Players near a limit', level: 1 })).toBeVisible();
  const percent = page.getByTestId('near-limits-percent');
  await expect(percent).toHaveValue('80');
  const table = page.getByTestId('near-limits-table');
  const row = (await rowOnSomePage(table, username)) as Locator;
  expect(row, `${username} is near a limit`).not.toBeNull();
  await expect(row.locator('td')).toHaveText([username, 'Daily deposit limit', '100.00', '90.00', '90%', /\d{2}/]);
  await axeInBothThemes(page, 'near-limits list');
  // Tablet width: the list scrolls in its own box, never the page sideways.
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(page.getByTestId('near-limits-submit')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Not a share: refused in words, the list unchanged.
  await percent.fill('150');
  await page.getByTestId('near-limits-submit').click();
  await expect(page.getByText('A whole number from 1 to 100.', { exact: true })).toBeVisible();
  await expect(percent).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/near-limits$/);

  // From 95% the player is not in the list; the share stays in the address across a reload.
  await percent.fill('95');
  await page.getByTestId('near-limits-submit').click();
  await expect(page).toHaveURL(/\/near-limits\?percent=95$/);
  expect(await rowOnSomePage(table, username)).toBeNull();
  await page.reload();
  await expect(percent).toHaveValue('95');
  await page.goBack();
  await expect(percent).toHaveValue('80');

  // The player's link opens the 360 at its responsible gaming section.
  await ((await rowOnSomePage(table, username)) as Locator).getByTestId('near-limit-player').click();
  await expect(page).toHaveURL(/\/players\/\d+#p360-protection$/);
  const section = page.getByTestId('p360-protection');
  await expect(section.getByTestId('protection-limits')).toContainText('Daily deposit limit');
  await expect(section.getByRole('heading', { name: 'Responsible gaming' })).toBeInViewport();

  // Staff lower the limit there; the history names the operator beside their number.
  await section.getByTestId('action-limit').click();
  const dialog = page.getByTestId('dialog');
  await dialog.getByTestId('limit-amount').fill('95');
  await dialog.getByTestId('limit-reason').fill('Close to the limit every day');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  const latest = section.getByTestId('protection-history').locator('tbody tr').first();
  await expect(latest).toContainText('Daily deposit limit lowered to 95.00');
  await expect(latest).toContainText(new RegExp(`Operator no\\. \\d+ \\(${admin.username}\\)`));
  await expect(latest).toContainText('Close to the limit every day');
});
