import { importPublicKey, seal } from '@mekong/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures.ts';
import { registerViaApi, uniqueName } from './accounts.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';

/** A player's sign-in straight through the API (sealed as the site sends it): its envelope. */
async function signIn(request: APIRequestContext, username: string, ip: string) {
  const publicKey = await importPublicKey((await (await request.get('/wps/system/publicKey')).json()).value.publicKey);
  const sealed = await seal(publicKey, { type: 'username', username, password: 'abc12345' });
  const res = await request.post('/wps/session/login', {
    headers: { 'x-forwarded-for': ip, encryption: sealed.encryption },
    data: sealed.body,
  });
  return (await res.json()) as {
    success: boolean;
    errorCode: string | null;
    value: { withdrawOnly?: { kind: string; until: string | null } };
  };
}

/** The console's page does not scroll sideways at this width (wide tables scroll in their own box). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an admin lowers a player’s daily deposit limit with a reason, is refused a raise in words, sets a 24-hour time-out that signs the player out and lets their sign-in only withdraw; axe in both themes, a tablet width', async ({
  page,
  request,
}) => {
  // Six axe scans on two shared cores.
  test.setTimeout(180_000);
  const username = uniqueName('rg');
  const ip = `10.249.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  await registerViaApi(request, { username, payeeName: 'Sok Dara' }, ip);
  // Before any break the player signs in.
  expect((await signIn(request, username, ip)).success).toBe(true);

  await signInToBackoffice(page, E2E_ADMIN);
  await page.getByTestId('player-search-q').fill(username);
  await page.getByTestId('player-search-submit').click();
  const found = page.getByTestId('players-table').getByTestId('player-link');
  await expect(found).toHaveText([username]);
  await found.click();
  await expect(page.getByTestId('player-360')).toContainText(username);
  const id = Number(/\/players\/(\d+)$/.exec(page.url())?.[1]);
  const section = page.getByTestId('p360-protection');
  await expect(section.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
  const limits = section.getByTestId('protection-limits');
  const history = section.getByTestId('protection-history');
  await expect(limits).toContainText('Nothing to show');
  await expect(section.getByTestId('protection-active-break')).toHaveText('None');

  // The form checks with the shared schema, in the console's words, and sends nothing.
  await section.getByTestId('action-limit').click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText(username);
  await dialog.getByTestId('limit-amount').fill('10,5');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('An amount above zero such as 10 or 1,250.50', { exact: false })).toBeVisible();
  await expect(dialog.getByTestId('limit-amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await axeInBothThemes(page, 'limit dialog');

  // 1,250.50 a day, typed in major units: the server keeps exactly 125050 minor units.
  await dialog.getByTestId('limit-kind').selectOption('DEPOSIT');
  await dialog.getByTestId('limit-period').selectOption('DAY');
  await dialog.getByTestId('limit-amount').fill('1,250.50');
  await dialog.getByTestId('limit-reason').fill('Asked by phone to cap deposits');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByTestId('protection-done')).toHaveText('Limit applied. It holds from now on.');
  const limitRow = limits.locator('tbody tr');
  await expect(limitRow).toHaveCount(1);
  await expect(limitRow).toContainText(['Daily deposit limit']);
  await expect(limitRow.locator('td').nth(1)).toHaveText('1,250.50');
  await expect(limitRow.locator('td').nth(2)).toHaveText('0.00');
  await expect(limitRow.locator('td').nth(4)).toHaveText('None');
  const latest = history.locator('tbody tr').first();
  await expect(latest).toContainText('Daily deposit limit set to 1,250.50');
  await expect(latest).toContainText('Operator no.');
  await expect(latest).toContainText('Asked by phone to cap deposits');
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bo.session') ?? '{}').token as string);
  const headers = { Merchant: 'demo', Authorization: `Bearer ${token}` };
  const stored = (await (await page.request.get(`/wps/operator/players/${id}/protection`, { headers })).json()).value;
  expect(stored.limits.list).toMatchObject([{ kind: 'DEPOSIT', period: 'DAY', amount: '125050' }]);

  // A raise is refused by the server, translated, and changes nothing.
  await section.getByTestId('action-limit').click();
  await dialog.getByTestId('limit-amount').fill('2,000');
  await dialog.getByTestId('limit-reason').fill('The player asked for more');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByTestId('error-alert')).toHaveText(
    'Staff can lower a limit, never raise or remove it. Enter an amount no higher than the current limit.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(limitRow.locator('td').nth(1)).toHaveText('1,250.50');
  await expect(history.locator('tbody tr')).toHaveCount(1);

  // A break: each kind offers its own lengths; it warns that the player is signed out at once.
  await section.getByTestId('action-break').click();
  await expect(dialog.getByTestId('break-warning')).toContainText('signs the player out of every device');
  const length = dialog.getByTestId('break-length');
  await expect(length.locator('option')).toHaveText(['24 hours', '7 days', '30 days', '6 weeks']);
  await dialog.getByTestId('break-kind').selectOption('EXCLUSION');
  await expect(length.locator('option')).toHaveText(['6 months', '1 year', '5 years', 'Permanent']);
  await expect(length).toHaveValue('6m');
  await dialog.getByTestId('break-kind').selectOption('TIMEOUT');
  await expect(length).toHaveValue('24h');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await axeInBothThemes(page, 'break dialog');
  await dialog.getByTestId('break-reason').fill('Said they were chasing losses');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByTestId('protection-done')).toHaveText('Break started. The player is signed out.');
  await expect(section.getByTestId('protection-active-break')).toContainText('Time-out until');
  await expect(section.getByTestId('protection-breaks').locator('tbody tr')).toHaveCount(1);
  await expect(section.getByTestId('protection-breaks').locator('tbody tr')).toContainText(['Time-out']);
  // Where its refunds and the recall of money at transfer-wallet vendors stand.
  await expect(
    section.getByTestId('protection-breaks').getByRole('columnheader', { name: 'Refunds and money at vendors' }),
  ).toBeVisible();
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await expect(latest).toContainText('Time-out of 24 hours, until');
  await expect(latest).toContainText('Said they were chasing losses');
  await axeInBothThemes(page, 'responsible gaming section');

  // Tablet width: the actions and the tables stay in reach without the page scrolling sideways.
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(section.getByTestId('action-break')).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The player's sign-in opens only withdrawals for the break, saying until when: a day from now.
  const restricted = await signIn(request, username, ip);
  expect(restricted.value.withdrawOnly?.kind).toBe('TIMEOUT');
  const until = Date.parse(restricted.value.withdrawOnly?.until ?? '');
  expect(until - Date.now()).toBeGreaterThan(23 * 3600_000);
  expect(until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

  // In Chinese.
  await page.getByTestId('language-select').selectOption('zh');
  await expect(section.getByRole('heading', { name: '负责任博彩' })).toBeVisible();
  await page.getByTestId('language-select').selectOption('en');
});
