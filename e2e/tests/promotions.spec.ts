import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessibleInBothThemes, openingTheme } from './axe.ts';
import { pickLanguage } from './helpers.ts';
import { fundedPlayer, operatorHeaders, sessionToken, signedInPlayer } from './players.ts';

async function openCentre(page: Page, tab: string) {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-member-centre').click();
  }
  await page.getByTestId(`centre-tab-${tab}`).click();
}

/** A seeded promotion of the kind that the caller can join now. */
async function joinable(request: APIRequestContext, kind: string, auth: Record<string, string> = {}) {
  const list = (await (await request.get('/wps/promotion/list', { headers: auth })).json()).value.list as {
    id: number;
    kind: string;
    state: string;
  }[];
  const found = list.find((p) => p.kind === kind && p.state === 'JOINABLE');
  expect(found, `a joinable ${kind} promotion`).toBeTruthy();
  return found?.id as number;
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a player applies for a promotion, the operator approves it, and the player claims the bonus (EN)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await signedInPlayer(page, request, 'pr');
  const auth = { authorization: await sessionToken(page) };
  const id = await joinable(request, 'APPLY', auth);

  await page.getByTestId('promotions-link').click();
  await expect(page.getByTestId('page-promotions')).toBeVisible();
  await page.getByTestId(`promo-card-${id}`).getByTestId('promo-open').click();
  await expect(page).toHaveURL(new RegExp(`/promoDetail\\?id=${id}$`));
  const detail = page.getByTestId('promo-detail');
  await expect(detail.getByTestId('promo-state')).toHaveAttribute('data-state', 'JOINABLE');
  // Markup in a remark is kept and shown as text.
  const remark = `<b>bold?</b> slip ${Date.now()}`;
  await detail.getByTestId('promo-apply-remark').fill(remark);
  await detail
    .getByTestId('promo-apply-images')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await detail.getByTestId('promo-apply-submit').click();
  await expect(detail.getByTestId('promo-state')).toHaveAttribute('data-state', 'APPLYING');
  await expect(detail.getByTestId('promo-remark')).toHaveText(remark);

  const op = await operatorHeaders(request);
  const pending = (await (await request.get('/wps/operator/promotions/applications', { headers: op })).json()).value;
  const application = pending.find((a: { remark: string }) => a.remark === remark);
  expect(application).toBeTruthy();
  const approved = await request.post(`/wps/operator/promotions/applications/${application.id}/approve`, {
    headers: op,
    data: { amount: '1500' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  await page.reload();
  await expect(detail.getByTestId('promo-state')).toHaveAttribute('data-state', 'ISSUED');
  await detail.getByTestId('promo-claim').click();
  await expect(detail.getByTestId('promo-ok')).toContainText('$15.00');
  await expect(detail.getByTestId('promo-state')).toHaveAttribute('data-state', 'CLAIMED');
  await page.getByTestId('balance-value').click();
  await expect(page.getByTestId('balance-value')).toHaveText('$15.00');
  // The bonus is in the bonus details, read from the ledger.
  await openCentre(page, 'bonusDetails');
  await expect(page.getByTestId('bonus-total')).toHaveText('$15.00');
});

test('a player completes the deposit mission, sees the badge and claims the reward once (KM)', async ({
  page,
  request,
}) => {
  await fundedPlayer(page, request, '5000');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-member-centre').click();
  const centre = page.getByTestId('member-centre');
  const tab = centre.getByTestId('centre-tab-missionLeaderboard');
  await tab.click();
  await expect(tab.getByTestId('mission-badge')).toHaveAttribute('data-count', '1');
  const ready = centre.locator('[data-status="CLAIMABLE"]');
  await expect(ready).toHaveCount(1);
  await ready.getByTestId('mission-claim').click();
  await expect(centre.getByTestId('promo-ok')).toBeVisible();
  await expect(centre.locator('[data-status="CLAIMABLE"]')).toHaveCount(0);
  await expect(tab.getByTestId('mission-badge')).toHaveCount(0);
  await expect(centre.getByTestId('mission-board')).toBeVisible();
  // The reward is in the reward centre as claimed.
  await centre.getByTestId('centre-tab-rewardCenter').click();
  await expect(centre.locator('[data-testid^="reward-"][data-status="CLAIMED"]')).toHaveCount(1);
});

test('the hall shows categories and each promotion’s state to a visitor', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page.goto('/promotions');
  const hall = page.getByTestId('page-promotions');
  await expect(hall.locator('[data-state="COMING_SOON"]').first()).toBeVisible();
  await expect(hall.locator('[data-state="CLOSED"]').first()).toBeVisible();
  await hall.getByTestId('promo-tab-DAILY').click();
  await expect(hall.locator('[data-kind="CHECKIN"]')).toBeVisible();
  await expect(hall.locator('[data-kind="FIRST_DEPOSIT"]')).toHaveCount(0);
});

test('in Khmer the hall’s dates have Khmer month names, in a browser whose Intl has no Khmer', async ({ page }) => {
  await page.goto('/promotions');
  // Chromium, as Chrome on Android, formats a Khmer date in American English: the site must not.
  expect(await page.evaluate(() => Intl.DateTimeFormat.supportedLocalesOf(['km']))).toEqual([]);
  const period = page.getByTestId('page-promotions').locator('.promo-card .promo-muted').first();
  await expect(period).toContainText(/\d{1,2} (មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ) \d{4}/);
  await expect(period).not.toContainText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
});

// Each language opens in one theme on a desktop and the other on a phone; the other theme's colours
// are scanned in the same test (axe.ts).
for (const [lang, swap] of [
  ['EN', false],
  ['KM', true],
] as const) {
  test(`promotions and reward pages have no serious accessibility violations in either theme (${lang}) @phone`, async ({
    page,
    request,
  }, testInfo) => {
    // Two scans per page; axe takes seconds each on a busy machine.
    test.setTimeout(180_000);
    const theme = openingTheme(testInfo, swap);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await signedInPlayer(page, request, 'pa');
    if (lang !== 'KM') await pickLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // The header's promotions icon; on a phone, the tab bar's entry.
    await page.getByTestId('promotions-link').or(page.getByTestId('tab-promotions')).filter({ visible: true }).click();
    await expect(page.getByTestId('promo-list').locator('li').first()).toBeVisible();
    await expectAccessibleInBothThemes(page, 'hall');
    const id = await joinable(request, 'APPLY', { authorization: await sessionToken(page) });
    await page.getByTestId(`promo-card-${id}`).getByTestId('promo-open').click();
    await expect(page.getByTestId('promo-apply-form')).toBeVisible();
    await expectAccessibleInBothThemes(page, 'detail');
    for (const [tab, ready] of [
      ['bonusDetails', 'bonus-details'],
      ['rewardCenter', 'reward-centre'],
      ['referral', 'referral-page'],
      ['missionLeaderboard', 'missions-page'],
    ] as const) {
      await openCentre(page, tab);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expect(page.getByTestId(ready).locator('.loading')).toHaveCount(0);
      await expectAccessibleInBothThemes(page, tab, 'member-centre');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
