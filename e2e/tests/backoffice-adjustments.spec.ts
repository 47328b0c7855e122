import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, E2E_OPERATOR, E2E_OPERATOR_2 } from '../fixtures.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { siteOf } from './helpers.ts';
import { signedInPlayer } from './players.ts';

/** The console's page does not scroll sideways at this width (wide tables scroll in their own box). */
async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test('finance adjusts a player: a small credit applies at once, a large one waits; the asker cannot approve it, a second finance operator does, and the player sees the money; axe in both themes, a tablet width', async ({
  page,
  context,
  browser,
  request,
}) => {
  // Eight axe scans and two consoles on two shared cores.
  test.setTimeout(180_000);
  // A player of this test's own, signed in on the player site (demo brand: 1,000.00 applies at once).
  const username = await signedInPlayer(page, request, 'adj');
  const op = await context.newPage();
  const first = await signInToBackoffice(op, E2E_OPERATOR);
  await expect(op.getByTestId('nav-adjustments')).toBeVisible();
  await op.getByTestId('player-search-q').fill(username);
  await op.getByTestId('player-search-submit').click();
  const found = op.getByTestId('players-table').getByTestId('player-link');
  await expect(found).toHaveText([username]);
  await found.click();
  const p360 = op.getByTestId('player-360');
  await expect(p360).toContainText(username);
  await expect(op.getByTestId('balance-main')).toHaveText('0.00');
  const adjustments = op.getByTestId('p360-adjustments');
  await expect(adjustments).toContainText('Nothing to show');

  // The form checks with the shared schema, in the console's words, and sends nothing.
  await op.getByTestId('action-adjust').click();
  const dialog = op.getByTestId('dialog');
  await expect(dialog).toContainText(username);
  await expect(dialog.getByTestId('adjust-threshold')).toContainText('1,000.00');
  await dialog.getByTestId('adjust-amount').fill('10,5');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('An amount above zero such as 10 or 1,250.50', { exact: false })).toBeVisible();
  await expect(dialog.getByTestId('adjust-amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await axeInBothThemes(op, 'adjust dialog');

  // +10.00, sent twice by a double click: one opening of the dialog is one key, so it applies once.
  await expect(dialog.getByTestId('adjust-credit')).toBeChecked();
  await dialog.getByTestId('adjust-amount').fill('10');
  await dialog.getByTestId('adjust-reason').fill('Goodwill for a delayed payout');
  await dialog.getByTestId('dialog-confirm').dblclick();
  await expect(dialog).toHaveCount(0);
  await expect(op.getByTestId('action-done')).toHaveText('Adjustment of +10.00 applied. The balances are updated.');
  await expect(op.getByTestId('balance-main')).toHaveText('10.00');
  await expect(adjustments.locator('tbody tr')).toHaveCount(1);
  await expect(adjustments.locator('tbody tr')).toContainText(['+10.00']);
  await expect(adjustments.locator('tbody tr').first()).toContainText('Applied');

  // +2,000.00 is above the brand's 1,000.00: it waits for a second operator, and nothing moves yet.
  await op.getByTestId('action-adjust').click();
  await dialog.getByTestId('adjust-amount').fill('2,000');
  await dialog.getByTestId('adjust-reason').fill('Jackpot paid short by the vendor');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(op.getByTestId('action-done')).toHaveText(
    "Adjustment of +2,000.00 sent: it waits for a second operator's approval.",
  );
  await expect(adjustments.locator('tbody tr')).toHaveCount(2);
  await expect(adjustments.locator('tbody tr').first()).toContainText('+2,000.00');
  await expect(adjustments.locator('tbody tr').first()).toContainText('Pending');
  await expect(op.getByTestId('balance-main')).toHaveText('10.00');
  await axeInBothThemes(op, 'player 360 with adjustments');
  await op.setViewportSize({ width: 820, height: 1180 });
  await expect(op.getByTestId('action-adjust')).toBeVisible();
  expect(await fitsWidth(op)).toBe(true);
  await op.setViewportSize({ width: 1440, height: 900 });

  // The queue: pending first, kept in the address; the asker's own approval is refused, translated.
  await op.getByTestId('nav-adjustments').click();
  await expect(op).toHaveURL(/\/backoffice\/adjustments$/);
  await expect(op.getByTestId('adjustments-status')).toHaveValue('PENDING');
  const mine = op.getByTestId('adjustments-table').locator('tbody tr', { hasText: username });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('+2,000.00');
  await expect(mine).toContainText(first.username);
  await axeInBothThemes(op, 'adjustments');
  await mine.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toContainText('Jackpot paid short by the vendor');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByTestId('error-alert')).toHaveText(
    'You asked for this adjustment: a second operator must decide it.',
  );
  await axeInBothThemes(op, 'approve dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // A rejection must say why.
  await mine.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('Say why, in at least 3 characters.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(mine).toContainText('Pending');
  await op.setViewportSize({ width: 820, height: 1180 });
  await expect(mine).toBeVisible();
  expect(await fitsWidth(op)).toBe(true);
  await op.setViewportSize({ width: 1440, height: 900 });

  // The second finance operator, in a browser of their own, approves it with a note.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    const approver = await signInToBackoffice(second, E2E_OPERATOR_2);
    await second.getByTestId('nav-adjustments').click();
    const theirs = second.getByTestId('adjustments-table').locator('tbody tr', { hasText: username });
    await theirs.getByRole('button', { name: 'Approve' }).click();
    const decide = second.getByTestId('dialog');
    await expect(decide).toContainText('+2,000.00');
    await decide.getByTestId('decision-note').fill('Checked the vendor ticket');
    await decide.getByTestId('dialog-confirm').click();
    await expect(decide).toHaveCount(0);
    await expect(theirs).toHaveCount(0);
    await second.getByTestId('adjustments-status').selectOption('APPLIED');
    await expect(second).toHaveURL(/\/backoffice\/adjustments\?status=APPLIED$/);
    const applied = second.getByTestId('adjustments-table').locator('tbody tr', { hasText: '+2,000.00' });
    await expect(applied.filter({ hasText: username })).toContainText(`${approver.username} · `);
    await expect(applied.filter({ hasText: username })).toContainText('Checked the vendor ticket');
  } finally {
    await other.close();
  }

  // The player's own site shows the money: 10.00 + 2,000.00.
  await page.getByTestId('balance-value').click();
  await expect(page.getByTestId('balance-value')).toHaveText('$2,010.00');

  // The 360 follows too, and links every adjustment of the player, kept in the address.
  await op.goBack();
  await expect(op).toHaveURL(/\/backoffice\/players\/\d+$/);
  await expect(op.getByTestId('balance-main')).toHaveText('2,010.00');
  await expect(adjustments.locator('tbody tr').first()).toContainText('Applied');
  await op.getByTestId('p360-adjustments-all').click();
  await expect(op).toHaveURL(/\/backoffice\/adjustments\?status=ALL&memberId=\d+$/);
  await expect(op.getByTestId('adjustments-player-filter')).toContainText(username);
  await expect(op.getByTestId('adjustments-table').locator('tbody tr')).toHaveCount(2);
  await expect(op.getByText('Page 1 of 1 (2 in all)')).toBeVisible();

  // The threshold is the brand's setting: finance reads it, in major units, and cannot change it.
  await op.getByTestId('nav-settings').click();
  const threshold = op.getByTestId('settings-adjustments').getByTestId('settings-adjustment-threshold');
  await expect(threshold).toHaveValue('1000.00');
  await expect(threshold).toBeDisabled();

  // In Chinese.
  await op.getByTestId('language-select').selectOption('zh');
  await expect(op.getByTestId('nav-adjustments')).toHaveText('余额调整');
  await op.getByTestId('language-select').selectOption('en');
});

/** The brand this test changes: its own, so the specs on the demo brand keep their threshold. */
const CONSOLE = { origin: siteOf('console'), brand: 'console' };

test('an admin sets the approval threshold in major units; the API keeps minor units; a wrong amount is refused in words', async ({
  page,
}) => {
  await signInToBackoffice(page, E2E_ADMIN, CONSOLE);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bo.session') ?? '{}').token as string);
  const headers = { Merchant: CONSOLE.brand, Authorization: `Bearer ${token}`, Device: 'pc' };
  const threshold = async () => {
    const res = await page.request.get('/wps/operator/merchant/settings', { headers });
    return (await res.json()).value.adjustmentApprovalAbove as string;
  };
  const before = await threshold();
  try {
    await page.getByTestId('nav-settings').click();
    const group = page.getByTestId('settings-adjustments');
    const field = group.getByTestId('settings-adjustment-threshold');
    await expect(field).toHaveValue(`${before.slice(0, -2) || '0'}.${before.padStart(3, '0').slice(-2)}`);

    await field.fill('12.345');
    await group.getByTestId('settings-adjustments-save').click();
    await expect(group.getByText('An amount such as 1000 or 1,250.50', { exact: false })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await threshold()).toBe(before);

    await field.fill('2,500.50');
    await group.getByTestId('settings-adjustments-save').click();
    await expect(group.getByRole('status')).toHaveText('Saved. Players see the change at once.');
    await expect(field).toHaveValue('2500.50');
    expect(await threshold()).toBe('250050');
  } finally {
    const res = await page.request.patch('/wps/operator/merchant/settings', {
      headers,
      data: { adjustmentApprovalAbove: before },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
});
