import { expect, type Locator } from '@playwright/test';
import { E2E_ADMIN, E2E_CONTROL_PORT } from '../fixtures.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { onBrand, PORT, siteOf } from './helpers.ts';
import { apiPlayer, rowOnSomePage } from './player-api.ts';

/** The rows a control route changed: PGlite answers { rows }, node-postgres the rows. */
const changed = async (res: { json: () => Promise<unknown> }) => {
  const body = (await res.json()) as { rows?: unknown[] } | unknown[];
  return Array.isArray(body) ? body.length : (body.rows ?? []).length;
};

/**
 * On the `noon` brand (serve.ts), whose day is at its middle whenever the run started: the player's
 * twenty minutes always fall inside today (the demo brand's day starts at 17:00 UTC).
 */
const test = onBrand('noon');

test('an admin sets a 90-minute daily session-time limit: the dialog takes whole minutes up to 1,440 on a day only, and the panel, its history and the near-limits list show minutes and their use; axe in both themes', async ({
  page,
  request,
}) => {
  // Three axe scans on two shared cores.
  test.setTimeout(180_000);
  // The player signed in (one session) twenty minutes ago, as far as today's time counts.
  const { username } = await apiPlayer(request, 'sl');
  const aged = await request.post(
    `http://127.0.0.1:${E2E_CONTROL_PORT}/age-sessions?account=${username}&minutes=20&merchant=noon`,
  );
  expect(aged.ok(), await aged.text()).toBe(true);
  expect(await changed(aged)).toBe(1);

  await signInToBackoffice(page, E2E_ADMIN, { origin: siteOf('noon'), brand: 'noon' });
  await page.getByTestId('player-search-q').fill(username);
  await page.getByTestId('player-search-submit').click();
  const found = page.getByTestId('players-table').getByTestId('player-link');
  await expect(found).toHaveText([username]);
  await found.click();
  await expect(page.getByTestId('player-360')).toContainText(username);
  const id = Number(/\/players\/(\d+)$/.exec(page.url())?.[1]);
  const section = page.getByTestId('p360-protection');
  const limits = section.getByTestId('protection-limits');
  await expect(limits).toContainText('Nothing to show');

  // A session-time limit: the period offers a day only, and the amount is minutes, not money.
  await section.getByTestId('action-limit').click();
  const dialog = page.getByTestId('dialog');
  await dialog.getByTestId('limit-period').selectOption('WEEK');
  await dialog.getByTestId('limit-kind').selectOption('SESSION');
  await expect(dialog.getByTestId('limit-period').locator('option')).toHaveText(['Per day']);
  await expect(dialog.getByTestId('limit-period')).toHaveValue('DAY');
  await expect(dialog.getByText('A session-time limit is per day', { exact: false })).toBeVisible();
  const amount = dialog.getByLabel('Minutes a day');
  await expect(amount).toBeVisible();
  await dialog.getByTestId('limit-reason').fill('Asked by chat to cap playing time');

  // More than a day's minutes, or part of a minute, is refused in the console's words; nothing is sent.
  const tooMuch = dialog.getByText('Whole minutes from 1 to 1,440 (a whole day).', { exact: true });
  await amount.fill('1441');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(tooMuch).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('90.5');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(tooMuch).toBeVisible();
  await axeInBothThemes(page, 'session limit dialog');

  await amount.fill('90');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByTestId('protection-done')).toHaveText('Limit applied. It holds from now on.');
  // Kept as 90 minutes, not as money moved into minor units.
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bo.session') ?? '{}').token as string);
  const headers = { Merchant: 'noon', Authorization: `Bearer ${token}` };
  const view = await page.request.get(`http://localhost:${PORT}/wps/operator/players/${id}/protection`, { headers });
  expect(view.ok(), await view.text()).toBe(true);
  const stored = (await view.json()).value;
  expect(stored.limits.list).toMatchObject([{ kind: 'SESSION', period: 'DAY', amount: '90' }]);

  // The panel: the limit as hours and minutes, and today's use (the twenty minutes and the few since).
  const row = limits.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(0)).toHaveText('Daily session-time limit');
  await expect(row.locator('td').nth(1)).toHaveText('1 h 30 min');
  await expect(row.locator('td').nth(2)).toHaveText(/^2\d min$/);
  await expect(row.locator('td').nth(4)).toHaveText('None');
  const latest = section.getByTestId('protection-history').locator('tbody tr').first();
  await expect(latest).toContainText('Daily session-time limit set to 1 h 30 min');
  await expect(latest).toContainText('Asked by chat to cap playing time');
  await axeInBothThemes(page, 'responsible gaming section with a session limit');

  // The near-limits list, from a fifth of a limit: the player's session time, in minutes.
  await page.getByTestId('nav-near-limits').click();
  await page.getByTestId('near-limits-percent').fill('20');
  await page.getByTestId('near-limits-submit').click();
  await expect(page).toHaveURL(/\/near-limits\?percent=20$/);
  // The address changes before the page draws the new list: wait for the table of the new share,
  // whose rows the search below reads once it is no longer busy.
  await expect(page.getByTestId('near-limits-table').locator('caption')).toHaveText('Limits used at least 20%');
  const listed = (await rowOnSomePage(page.getByTestId('near-limits-table'), username)) as Locator;
  expect(listed, `${username} is near the session limit`).not.toBeNull();
  await expect(listed.locator('td')).toHaveText([
    username,
    'Daily session-time limit',
    '1 h 30 min',
    /^2\d min$/,
    /^\d+%$/,
    /\d{2}/,
  ]);

  // In Khmer: the limit's name and its minutes.
  await page.getByTestId('language-select').selectOption('km');
  await expect(listed.locator('td').nth(1)).toHaveText('ដែនកំណត់ពេលវេលាលេងប្រចាំថ្ងៃ');
  await expect(listed.locator('td').nth(2)).toHaveText('1 ម៉ោង 30 នាទី');
  await page.getByTestId('language-select').selectOption('en');
});
