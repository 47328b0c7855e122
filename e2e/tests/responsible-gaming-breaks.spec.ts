import { expect, type Page, test } from '@playwright/test';
import { E2E_CONTROL_PORT } from '../fixtures.ts';
import { axeScan } from './axe.ts';
import { brandMinutesSinceMidnight, inEnglish } from './helpers.ts';
import { signedInPlayer } from './players.ts';

async function openResponsibleGaming(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-member-centre').click();
  await page.getByTestId('centre-tab-responsibleGaming').click();
  await expect(page.getByTestId('rg-break')).toBeVisible();
}

/** Serious and critical axe findings in `selector`, in the page's theme and then the other one. */
async function axeInBothThemes(page: Page, selector: string, what: string) {
  for (let i = 0; i < 2; i++) {
    const results = await axeScan(page).include(selector).analyze();
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, `${what} (${theme})`).toEqual([]);
    await page.evaluate(() => {
      const html = document.documentElement;
      html.dataset.theme = html.dataset.theme === 'dark' ? 'light' : 'dark';
    });
  }
}

/**
 * Takes the break through the page and its confirmation; resolves with the server's answer. The
 * confirmation names the end before anything is taken.
 */
async function takeBreak(page: Page, kind: 'TIMEOUT' | 'EXCLUSION', length: string, confirmText: RegExp) {
  await page.getByTestId(`rg-break-kind-${kind}`).check();
  await page.getByTestId('rg-break-length').selectOption(length);
  await page.getByTestId('rg-break-start').click();
  const dialog = page.getByTestId('break-confirm');
  await expect(dialog.getByTestId('break-confirm-until')).toHaveText(confirmText);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/breaks');
  await dialog.getByTestId('break-confirm-yes').click();
  const body = await (await answer).json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value as { kind: string; until: string | null };
}

/**
 * Signed out: the sign-in opens saying until when; signing in again opens only the withdraw-only
 * view (withdrawals stay possible), naming the end.
 */
async function expectSignedOutOnBreak(page: Page, username: string, until: string) {
  const modal = page.getByTestId('login-modal');
  await expect(page.getByTestId('header-logged-out')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expect(modal.getByTestId('break-notice')).toHaveText(
    `You are taking a break from play until ${inEnglish(until)}.You have been signed out.`,
  );
  await modal.getByTestId('login-username').fill(username);
  await modal.getByTestId('login-password').fill('abc12345');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
  await modal.getByTestId('login-submit').click();
  const restricted = await (await answer).json();
  expect(restricted.value.withdrawOnly.until).toBe(until);
  await expect(page.getByTestId('withdraw-only-notice')).toContainText(`Your break lasts until ${inEnglish(until)}.`);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
});

test('a 24-hour time-out, once confirmed, signs the player out; signing in again opens only withdrawals until its end', async ({
  page,
  request,
}) => {
  const username = await signedInPlayer(page, request, 'tb');
  await openResponsibleGaming(page);
  // A self-exclusion's lengths are not a time-out's.
  await page.getByTestId('rg-break-kind-EXCLUSION').check();
  await expect(page.getByTestId('rg-break-length').locator('option')).toHaveText([
    '6 months',
    '1 year',
    '5 years',
    'Permanently',
  ]);
  const before = Date.now();
  const taken = await takeBreak(page, 'TIMEOUT', '24h', /^Your time-out starts now and lasts until .+ \(.+\)\.$/);
  expect(taken.kind).toBe('TIMEOUT');
  const until = Date.parse(taken.until ?? '');
  // The server's end is a day after the request.
  expect(until - before).toBeGreaterThanOrEqual(24 * 3_600_000);
  expect(until - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
  await expectSignedOutOnBreak(page, username, taken.until ?? '');
});

test('a 6-month self-exclusion, once confirmed, signs the player out; signing in again opens only withdrawals, naming its end @phone', async ({
  page,
  request,
}, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const username = await signedInPlayer(page, request, 'se');
  await openResponsibleGaming(page);
  const taken = await takeBreak(
    page,
    'EXCLUSION',
    '6m',
    /^Your self-exclusion starts now and lasts until .+ \(.+\)\.$/,
  );
  expect(taken.kind).toBe('EXCLUSION');
  // Six calendar months on: the confirmation showed the same day the server answered.
  const end = new Date(taken.until ?? '');
  const sixMonths = new Date();
  sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
  expect(Math.abs(end.getTime() - sixMonths.getTime())).toBeLessThan(4 * 86_400_000);
  await expectSignedOutOnBreak(page, username, taken.until ?? '');
});

test('a daily session-time limit of 90 minutes shows in minutes with its use; 1,441 minutes is refused on its field', async ({
  page,
  request,
}) => {
  const username = await signedInPlayer(page, request, 'sm');
  await openResponsibleGaming(page);
  // A session-time limit exists per day only.
  await expect(page.getByTestId('rg-limit-SESSION-DAY')).toContainText('No limit');
  await expect(page.getByTestId('rg-limit-SESSION-WEEK')).toHaveCount(0);

  await page.getByTestId('rg-kind').selectOption('SESSION');
  await expect(page.getByTestId('rg-period')).toHaveCount(0);
  await expect(page.getByTestId('rg-period-fixed')).toHaveValue('Daily');
  await page.getByTestId('rg-amount').fill('1441');
  await page.getByTestId('rg-submit').click();
  await expect(page.locator('#rg-amount-problem')).toHaveText(
    'A session-time limit is at most 1,440 minutes (a whole day).',
  );
  await expect(page.getByTestId('rg-limit-SESSION-DAY')).toContainText('No limit');

  await page.getByTestId('rg-amount').fill('1:30');
  await page.getByTestId('rg-submit').click();
  await expect(page.getByTestId('rg-ok')).toHaveText('Your limit applies now.');
  await expect(page.getByTestId('rg-amount-SESSION-DAY')).toHaveText('90 min');
  await expect(page.getByTestId('rg-used-SESSION-DAY')).toHaveText(/^Used [0-1] min of 90 min \(\d%\)$/);

  // Signed in 45 minutes ago: the day's use reads in minutes too. The day is the brand's: in its
  // first 45 minutes, only the minutes since its midnight count.
  const aged = await request.post(`http://127.0.0.1:${E2E_CONTROL_PORT}/age-sessions?account=${username}&minutes=45`);
  expect(aged.ok(), await aged.text()).toBe(true);
  await page.reload();
  await openResponsibleGaming(page);
  const used = page.getByTestId('rg-used-SESSION-DAY');
  await expect(used).toContainText('of 90 min');
  const expected = Math.min(45, await brandMinutesSinceMidnight(request));
  // A minute may turn between the page's count and this one's.
  const readings = [expected - 1, expected, expected + 1]
    .filter((minutes) => minutes >= 0)
    .map((minutes) => `Used ${minutes} min of 90 min (${Math.floor((minutes * 100) / 90)}%)`);
  await expect.poll(async () => readings.includes((await used.textContent()) ?? '')).toBe(true);
});

test('the break section and its confirmation have no serious accessibility violations in either theme @phone', async ({
  page,
  request,
}, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await signedInPlayer(page, request, 'ba');
  await openResponsibleGaming(page);
  const section = page.getByTestId('rg-break');
  await section.scrollIntoViewIfNeeded();
  await axeInBothThemes(page, '[data-testid="rg-break"]', 'break section');
  const centrePage = page.getByTestId('centre-page-responsibleGaming');
  expect(await centrePage.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  await page.getByTestId('rg-break-kind-EXCLUSION').check();
  await page.getByTestId('rg-break-length').selectOption('permanent');
  await page.getByTestId('rg-break-start').click();
  const dialog = page.getByTestId('break-confirm');
  await expect(dialog.getByTestId('break-confirm-until')).toHaveText('Your self-exclusion starts now and never ends.');
  // Focus moved into the dialog; Cancel takes nothing and gives it back.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await axeInBothThemes(page, '[data-testid="break-confirm"]', 'break confirmation');
  await dialog.getByTestId('break-confirm-cancel').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('rg-break-start')).toBeFocused();
  await expect(page.getByTestId('header-logged-out')).toHaveCount(0);
});
