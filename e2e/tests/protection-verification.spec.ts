import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures.ts';
import { openingTheme } from './axe.ts';
import { axeInBothThemes, operatorSession } from './backoffice.ts';
import { signedInPlayer } from './players.ts';

/** A tiny valid png (1x1) and pdf: the server judges a file by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

async function openVerification(page: Page) {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-member-centre').click();
  }
  await page.getByTestId('centre-tab-verification').click();
  await expect(page.getByTestId('kyc-page')).toBeVisible();
}

/** The brand's admin decides the player's pending documents through the back office's API. */
async function decide(request: APIRequestContext, memberId: string, decision: object) {
  const res = await request.post(`/wps/operator/kyc/${memberId}/decision`, {
    headers: await operatorSession(request, E2E_ADMIN),
    data: decision,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function send(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId(`kyc-file-${kind}`).setInputFiles(file);
  await page.getByTestId(`kyc-send-${kind}`).click();
}

test('a player sends identity documents, sees them refused with the reason, sends again and is approved (EN)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await signedInPlayer(page, request, 'kyc');
  const memberId = (await page.evaluate(() => sessionStorage.getItem('customerId'))) as string;
  await openVerification(page);
  await expect(page.getByTestId('kyc-level')).toHaveText('Not verified');
  await expect(page.getByTestId('kyc-page')).toContainText('You have not sent any documents yet.');

  // Checked here first: the type and the size, nothing is sent.
  await send(page, 'ID_FRONT', { name: 'id.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('kyc-problem-ID_FRONT')).toHaveText('Only png, jpg or pdf files can be sent.');
  await send(page, 'ID_FRONT', { name: 'id.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByTestId('kyc-problem-ID_FRONT')).toHaveText('This file is larger than 5 MB.');
  // A file named as a png that is not one passes here and is refused by the server for its bytes.
  await send(page, 'ID_FRONT', { name: 'id.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(page.getByTestId('kyc-problem-ID_FRONT')).toHaveText(
    'This file is not a png, jpg or pdf: its contents decide, not its name.',
  );
  await expect(page.getByTestId('kyc-documents').locator('li')).toHaveCount(0);

  await send(page, 'ID_FRONT', { name: 'id-front.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('kyc-sent-ID_FRONT')).toBeVisible();
  await send(page, 'ADDRESS', { name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('kyc-sent-ADDRESS')).toBeVisible();
  const docs = page.getByTestId('kyc-documents').locator('li');
  await expect(docs).toHaveCount(2);
  await expect(docs.nth(0)).toContainText('Proof of address');
  await expect(docs.nth(0)).toContainText('Waiting for review');
  await expect(docs.nth(1)).toContainText('ID card, front');

  await decide(request, memberId, { approve: false, reason: 'The photo is blurred' });
  await page.reload();
  await openVerification(page);
  await expect(docs).toHaveCount(2);
  for (const doc of await docs.all()) {
    await expect(doc.getByTestId('kyc-doc-status')).toHaveText('Rejected');
    await expect(doc.getByTestId('kyc-doc-reason')).toHaveText('Reason: The photo is blurred');
  }
  await expect(page.getByTestId('kyc-level')).toHaveText('Not verified');

  await send(page, 'ID_FRONT', {
    name: 'id-front.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  });
  await expect(docs).toHaveCount(3);
  await decide(request, memberId, { approve: true, level: 'BASIC' });
  await page.reload();
  await openVerification(page);
  await expect(page.getByTestId('kyc-level')).toHaveText('Basic');
  await expect(docs.nth(0).getByTestId('kyc-doc-status')).toHaveText('Approved');
  await expect(docs.nth(0).getByTestId('kyc-doc-reason')).toHaveCount(0);
});

// Dark on a desktop, light on a phone; the other theme's colours are scanned in the same test.
test('the Verification page has no serious accessibility violations in either theme and no sideways scroll @phone', async ({
  page,
  request,
}, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const theme = openingTheme(testInfo);
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await signedInPlayer(page, request, 'kyc');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await openVerification(page);
  await send(page, 'SELFIE', { name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('kyc-documents').locator('li')).toHaveCount(1);
  await send(page, 'ID_BACK', { name: 'back.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('kyc-problem-ID_BACK')).toBeVisible();
  await axeInBothThemes(page, 'the Verification page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const centrePage = page.getByTestId('centre-page-verification');
  expect(await centrePage.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});
