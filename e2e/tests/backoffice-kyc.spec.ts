import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { E2E_ADMIN, E2E_OPERATOR } from '../fixtures.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { apiPlayer, rowOnSomePage, solidPng } from './player-api.ts';
import { operatorHeaders } from './players.ts';

type Auth = { authorization: string };

/** The player sends a document: the front of an ID as a real PNG `width` × 12 pixels, or a proof of address as a PDF. */
async function sendDocument(request: APIRequestContext, auth: Auth, document: { png: number } | 'pdf') {
  const body =
    document === 'pdf'
      ? { kind: 'ADDRESS', file: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1').toString('base64') }
      : { kind: 'ID_FRONT', file: solidPng(document.png, 12, [40, 120, 200]).toString('base64') };
  const res = await request.post('/wps/member/kyc/documents', { headers: auth, data: body });
  expect(res.ok(), await res.text()).toBe(true);
}

const playerKyc = async (request: APIRequestContext, auth: Auth) =>
  (await (await request.get('/wps/member/kyc', { headers: auth })).json()).value as {
    level: string;
    documents: { kind: string; status: string; reason: string | null }[];
  };

async function pendingRow(table: Locator, username: string) {
  const row = await rowOnSomePage(table, username);
  expect(row, `${username} waits in the queue`).not.toBeNull();
  return row as Locator;
}

test('an admin opens a player’s document in the queue and rejects it with a reason the player reads; verifying an under-18 is refused in words, an adult is verified; axe in both themes, a tablet width', async ({
  page,
  request,
}) => {
  // Axe scans of a page and two dialogs on two shared cores.
  test.setTimeout(180_000);
  const rejected = await apiPlayer(request, 'kr');
  const verified = await apiPlayer(request, 'kv');
  await sendDocument(request, rejected.auth, { png: 30 });
  await sendDocument(request, rejected.auth, 'pdf');
  await sendDocument(request, verified.auth, { png: 24 });

  await signInToBackoffice(page, E2E_ADMIN);
  await page.getByTestId('nav-kyc').click();
  await expect(page.getByRole('heading', { name: 'Identity checks', level: 1 })).toBeVisible();
  await expect(page.getByTestId('kyc-status-PENDING')).toHaveAttribute('aria-selected', 'true');
  const table = page.getByTestId('kyc-table');

  // The documents open from the queue, fetched with the operator's session: the image in a dialog, the PDF as a download.
  const rows = await pendingRow(table, rejected.username);
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: 'ID card, front' });
  await expect(row.getByTestId('kyc-player')).toHaveAttribute('href', /\/backoffice\/players\/\d+$/);
  const downloading = page.waitForEvent('download');
  await rows.filter({ hasText: 'Proof of address' }).getByTestId('kyc-document-download').click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(/^[0-9a-f]{24}\.pdf$/);
  expect(readFileSync(await pdf.path(), 'latin1')).toBe('%PDF-1.4\n%%EOF\n');
  await row.getByTestId('kyc-document-open').click();
  const shown = page.getByTestId('kyc-document-dialog');
  await expect(shown).toContainText(`ID card, front of ${rejected.username}`);
  const image = shown.getByTestId('kyc-document-large');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(30);
  await shown.getByTestId('kyc-document-close').click();
  await expect(shown).toHaveCount(0);
  await axeInBothThemes(page, 'identity checks queue');

  // A rejection needs a reason, checked by the shared schema in the console's words.
  await row.getByTestId('kyc-decide').click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText(rejected.username);
  await dialog.getByTestId('kyc-reject').check();
  await expect(dialog.getByTestId('kyc-level')).toHaveCount(0);
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('Say why it is rejected, in at least 3 characters')).toBeVisible();
  await expect(dialog.getByTestId('kyc-reason')).toHaveAttribute('aria-invalid', 'true');
  await axeInBothThemes(page, 'decision dialog');
  await dialog.getByTestId('kyc-reason').fill('The photo is too blurred to read');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('kyc-done')).toHaveText(
    `The documents of ${rejected.username} are rejected. The player sees the reason.`,
  );
  const told = await playerKyc(request, rejected.auth);
  expect(told.level).toBe('NONE');
  // The decision covers both documents the player had waiting.
  expect(told.documents).toMatchObject([
    { kind: 'ADDRESS', status: 'REJECTED', reason: 'The photo is too blurred to read' },
    { kind: 'ID_FRONT', status: 'REJECTED', reason: 'The photo is too blurred to read' },
  ]);

  // The rejected ones, with their reason, in a view the address keeps.
  await page.getByTestId('kyc-status-REJECTED').click();
  await expect(page).toHaveURL(/\/kyc\?status=REJECTED$/);
  await expect(page.getByTestId('kyc-status-REJECTED')).toHaveAttribute('aria-selected', 'true');
  const gone = await rowOnSomePage(table, rejected.username);
  await expect(gone as Locator).toHaveCount(2);
  await expect((gone as Locator).first()).toContainText('The photo is too blurred to read');
  await page.reload();
  await expect(page.getByTestId('kyc-status-REJECTED')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('kyc-status-PENDING').click();
  // Drawn for the waiting documents (and so busy until they come) before the rows are read: the
  // rejected ones are still shown, not busy, until the click's render.
  await expect(page.getByTestId('kyc-status-PENDING')).toHaveAttribute('aria-selected', 'true');

  // VERIFIED needs the birth date on the ID; the server refuses a player under 18, translated, and changes nothing.
  await (await pendingRow(table, verified.username)).getByTestId('kyc-decide').click();
  await dialog.getByTestId('kyc-level').selectOption('VERIFIED');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('Verified needs the birth date shown on the ID.')).toBeVisible();
  await dialog.getByTestId('kyc-birth-date').fill(`${new Date().getUTCFullYear() - 17}-01-01`);
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByTestId('error-alert')).toHaveText(
    'The birth date on the ID makes the player younger than 18. Their level was not changed.',
  );
  expect((await playerKyc(request, verified.auth)).level).toBe('NONE');
  await dialog.getByTestId('kyc-birth-date').fill('1990-05-17');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('kyc-done')).toHaveText(`The documents of ${verified.username} are approved.`);
  const approved = await playerKyc(request, verified.auth);
  expect(approved.level).toBe('VERIFIED');
  expect(approved.documents).toMatchObject([{ status: 'APPROVED' }]);
  expect(await rowOnSomePage(table, verified.username)).toBeNull();

  // Tablet width: the queue scrolls in its own box, never the page sideways.
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(page.getByTestId('nav-kyc')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });

  // In Chinese.
  await page.getByTestId('language-select').selectOption('zh');
  await expect(page.getByRole('heading', { name: '身份验证', level: 1 })).toBeVisible();
  await page.getByTestId('language-select').selectOption('en');
});

test('finance sees no identity-check section and the server refuses it the queue; near limits is in its sections', async ({
  page,
  request,
}) => {
  const refused = await request.get('/wps/operator/kyc', {
    headers: { merchant: 'demo', ...(await operatorHeaders(request)) },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errorCode).toBe('operator.forbidden');

  await signInToBackoffice(page, E2E_OPERATOR);
  await expect(page.getByTestId('nav-near-limits')).toBeVisible();
  await expect(page.getByTestId('nav-kyc')).toHaveCount(0);
  // Typed into the address anyway, the page says in words what the server answered.
  await page.goto('/backoffice/kyc');
  await expect(page.getByTestId('kyc-page').getByTestId('error-alert')).toHaveText('Your role may not do this.');
});
