import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_ADMIN, E2E_OPERATOR, E2E_OPERATOR_2 } from '../fixtures.ts';
import { uniqueName } from './accounts.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { pickLanguage, siteOf } from './helpers.ts';
import { operatorHeaders, signedInPlayer } from './players.ts';

/** The brand whose banners and notices this test changes: its own (serve.ts), so the demo brand's counted notices stay. */
const SITE = { origin: siteOf('newsroom'), brand: 'newsroom' };

/** A real 1x1 PNG, so the console can be seen to draw the proof. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The width the browser decoded an image at: 0 until a real picture has arrived. */
const drawnWidth = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).naturalWidth);

async function openCentre(page: Page, tab: string) {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-member-centre').click();
  }
  await page.getByTestId(`centre-tab-${tab}`).click();
}

/** The console's row of an announcement, found by its title. */
const rowOf = (page: Page, title: string) =>
  page.getByTestId('announcements-table').locator('tbody tr', { hasText: title });

test('an admin adds a banner and a player notice, checked in words; the player site shows both, and an archived notice is gone; axe in both themes', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const banner = `E2E banner ${uniqueName('')}`;
  const notice = `E2E notice ${uniqueName('')}`;
  await signInToBackoffice(page, E2E_ADMIN, SITE);
  await page.getByTestId('nav-content').click();
  await expect(page).toHaveURL(/\/backoffice\/content$/);
  await expect(page.getByTestId('content-type-B')).toHaveAttribute('aria-selected', 'true');

  // A banner without an image, with a script for a link and an end before its start: each refused in words.
  await page.getByTestId('announcement-add').click();
  const dialog = page.getByTestId('dialog');
  const form = dialog.getByTestId('announcement-form');
  await expect(form.getByTestId('announcement-type')).toHaveValue('B');
  await form.getByTestId('announcement-language').selectOption('EN');
  await form.getByTestId('announcement-title').fill(banner);
  await form.getByTestId('announcement-link').fill('javascript:alert(1)');
  await form.getByTestId('announcement-ends').fill('2020-01-01T00:00');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(form.getByText('A banner needs an image.')).toBeVisible();
  await expect(form.getByText('An address starting with https:// or a site path starting with /.')).toBeVisible();
  await expect(form.getByText('The end must come after the start.')).toBeVisible();
  await expect(form.getByTestId('announcement-image')).toHaveAttribute('aria-invalid', 'true');
  await axeInBothThemes(page, 'announcement form with problems');
  await form.getByTestId('announcement-image').fill('/content/banner-welcome.svg');
  await form.getByTestId('announcement-link').fill('/promotions');
  await form.getByTestId('announcement-ends').fill('');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('content-done')).toHaveText(`“${banner}” is saved. Players see it in its window.`);
  await expect(rowOf(page, banner)).toContainText('Live');
  await expect(rowOf(page, banner)).toContainText('until archived');

  // A player notice, from its own tab.
  await page.getByTestId('content-type-PL').click();
  await expect(page).toHaveURL(/type=PL/);
  await page.getByTestId('announcement-add').click();
  await expect(form.getByTestId('announcement-type')).toHaveValue('PL');
  await form.getByTestId('announcement-language').selectOption('EN');
  await form.getByTestId('announcement-title').fill(notice);
  await form.getByTestId('announcement-content').fill('<p>Deposits are faster this week.</p>');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, notice)).toContainText('Live');
  await expect(page.getByTestId('content-type-PL')).toContainText('(1)');

  // The player site shows the banner (its image, named by its title) and the notice in the marquee.
  const portal = await context.newPage();
  await portal.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await portal.goto(`${SITE.origin}/index`);
  await expect(portal.getByTestId('banner-swiper').getByRole('img', { name: banner })).toBeVisible();
  await expect(portal.getByTestId('notice-marquee')).toContainText(notice);

  // Archived, the notice leaves the site and the console's list of live ones; it is kept among the archived.
  await rowOf(page, notice)
    .getByRole('button', { name: `Archive ${notice}` })
    .click();
  await dialog.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('content-done')).toHaveText(`“${notice}” is archived.`);
  await expect(rowOf(page, notice)).toHaveCount(0);
  await page.getByTestId('content-show').selectOption('ARCHIVED');
  await expect(rowOf(page, notice)).toContainText('Archived');
  await portal.reload();
  await expect(portal.getByTestId('banner-swiper').getByRole('img', { name: banner })).toBeVisible();
  await expect(portal.getByTestId('notice-marquee')).toHaveCount(0);
  await portal.close();

  await page.getByTestId('content-type-B').click();
  await page.getByTestId('content-show').selectOption('ACTIVE');
  await expect(rowOf(page, banner)).toBeVisible();
  await axeInBothThemes(page, 'content');
  await page.setViewportSize({ width: 820, height: 1180 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a message sent from the player 360 reaches the player’s inbox', async ({ page, context, request }) => {
  const username = await signedInPlayer(page, request, 'bom');
  const title = `From the desk ${uniqueName('')}`;
  const op = await context.newPage();
  await signInToBackoffice(op, E2E_ADMIN);
  await op.getByTestId('player-search-q').fill(username);
  await op.getByTestId('player-search-submit').click();
  await op.getByTestId('players-table').getByTestId('player-link').filter({ hasText: username }).click();
  await expect(op.getByTestId('player-360')).toContainText(username);

  await op.getByTestId('action-message').click();
  const dialog = op.getByTestId('dialog');
  await expect(dialog).toContainText(username);
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('Give the message a title.')).toBeVisible();
  await expect(dialog.getByText('Write the message.')).toBeVisible();
  await axeInBothThemes(op, 'message dialog');
  await dialog.getByTestId('message-title').fill(title);
  await dialog.getByTestId('message-content').fill('Your bonus is ready. <b>Good luck</b>');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(op.getByTestId('action-done')).toHaveText(`The message is in the inbox of ${username}.`);

  await page.reload();
  await expect(page.getByTestId('unread-badge')).toBeVisible();
  await pickLanguage(page, 'EN');
  await page.getByTestId('open-messages').click();
  const inbox = page.getByTestId('messages-page');
  await inbox.getByRole('button', { name: new RegExp(title) }).click();
  // Plain text: the markup is shown as written, never as HTML.
  await expect(inbox.getByTestId('message-body')).toContainText('Your bonus is ready. <b>Good luck</b>');
});

test('a player reports a payout that never arrived with a proof image; finance sees the image and closes the report, and a second close is refused in words; axe in both themes', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await signedInPlayer(page, request, 'rp');
  const ops = await operatorHeaders(request, true);
  await openCentre(page, 'depositv2');
  await page.getByTestId('channel-BANK').check();
  await page.getByTestId('deposit-amount').fill('60');
  await page.getByTestId('deposit-submit').click();
  const depositId = Number((await page.getByTestId('form-ok').textContent())?.match(/#(\d+)/)?.[1]);
  expect((await request.post(`/wps/operator/deposits/${depositId}/confirm`, { headers: ops })).ok()).toBe(true);
  await openCentre(page, 'withdraw');
  await page.getByTestId('pp-new').fill('864202');
  await page.getByTestId('pp-again').fill('864202');
  await page.getByTestId('pp-submit').click();
  await page.getByTestId('bc-bank').fill('ACLEDA');
  await page.getByTestId('bc-number').fill(`02${Date.now().toString().slice(-9)}`);
  await page.getByTestId('bc-submit').click();
  await page.getByTestId('withdraw-amount').fill('20');
  await page.getByTestId('withdraw-password').fill('864202');
  await page.getByTestId('withdraw-submit').click();
  const id = Number((await page.getByTestId('form-ok').textContent())?.match(/#(\d+)/)?.[1]);
  expect((await request.post(`/wps/operator/withdrawals/${id}/approve`, { headers: ops })).ok()).toBe(true);
  await openCentre(page, 'transferFund');
  await openCentre(page, 'withdraw');
  await page.getByTestId(`not-received-${id}`).click();
  await page.getByTestId('proof-files').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('proof-submit').click();
  await expect(page.getByTestId('withdraw-records')).toContainText('Not received');

  // Finance finds the report with what the player said, and the proof drawn from its bytes.
  const op = await context.newPage();
  const resolver = await signInToBackoffice(op, E2E_OPERATOR);
  await op.getByTestId('nav-payments').click();
  await op.getByTestId('payments-tab-reports').click();
  await expect(op).toHaveURL(/\/backoffice\/payments\/reports$/);
  const row = op.getByTestId('payout-reports-table').locator('tbody tr', { has: op.getByTestId(`report-said-${id}`) });
  await expect(row.getByTestId(`report-said-${id}`)).toHaveText('Not received');
  await expect(row).toContainText('20.00');
  await expect(row).toContainText('ACLEDA');
  const thumb = row.getByTestId('proof-thumb');
  await expect(thumb).toHaveCount(1);
  await expect.poll(() => drawnWidth(thumb.locator('img'))).toBe(1);
  await thumb.click();
  const large = op.getByTestId('proof-dialog');
  await expect(large).toContainText(`Proof 1 of withdrawal No. ${id}`);
  await expect.poll(() => drawnWidth(large.getByTestId('proof-large'))).toBe(1);
  await large.getByTestId('proof-close').click();
  await expect(large).toHaveCount(0);
  await axeInBothThemes(op, 'payout reports');

  // A second finance operator opens the same report to close it, and is slower.
  const other = await context.newPage();
  await signInToBackoffice(other, E2E_OPERATOR_2);
  await other.goto('/backoffice/payments/reports');
  await other.getByTestId(`report-resolve-${id}`).click();
  const late = other.getByTestId('dialog');
  await late.getByTestId('resolve-note').fill('Checked with ACLEDA: not arrived.');

  // The note is required; with it, the report is closed and leaves the open ones.
  await row.getByTestId(`report-resolve-${id}`).click();
  const dialog = op.getByTestId('dialog');
  await expect(dialog).toContainText(`withdrawal No. ${id} (20.00`);
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('Say what the follow-up found, in at least 3 characters.')).toBeVisible();
  await dialog.getByTestId('resolve-note').fill('The bank returned the transfer; paid again.');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(op.getByTestId(`report-said-${id}`)).toHaveCount(0);

  // The slower one is refused in words, told who closed it, and the report leaves their list too.
  await late.getByTestId('dialog-confirm').click();
  await expect(late.getByTestId('error-alert')).toHaveText('This report was closed already by another operator.');
  await expect(late.getByTestId('resolved-first')).toContainText(`By ${resolver.username}`);
  await late.getByRole('button', { name: 'Cancel' }).click();
  await expect(other.getByTestId(`report-said-${id}`)).toHaveCount(0);
  await other.close();

  // Among the followed-up reports, with the note of the one who closed it.
  await op.getByTestId('reports-resolved').click();
  await expect(op).toHaveURL(/state=resolved/);
  const done = op.getByTestId('payout-reports-table').locator('tbody tr', { has: op.getByTestId(`report-said-${id}`) });
  await expect(done).toContainText('The bank returned the transfer; paid again.');
  await expect(done).toContainText(`By ${resolver.username}`);
});
