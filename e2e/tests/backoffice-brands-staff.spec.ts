import { expect, type Page, test } from '@playwright/test';
import { E2E_PLATFORM } from '../fixtures.ts';
import { uniqueName } from './accounts.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { PORT } from './helpers.ts';

/** A brand code no other test uses: a letter, then up to 15 of a-z and 0-9. */
const newCode = () => uniqueName('s').slice(0, 16);
/** A brand's own site: Chromium sends every *.localhost name to this machine. */
const siteOf = (code: string) => `http://${code}.localhost:${PORT}`;

/** A new brand made through the console's own call (the new-brand form has its own test). */
async function makeBrand(page: Page, code: string) {
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bo.session') ?? '{}').token as string);
  const res = await page.request.post('/wps/operator/brands', {
    headers: { Merchant: 'demo', Authorization: `Bearer ${token}`, Device: 'pc' },
    data: {
      code,
      name: `Mekong ${code}`,
      currency: 'USD',
      currencySymbol: '$',
      timezone: 'Asia/Phnom_Penh',
      defaultLanguage: 'EN',
      languages: ['EN', 'KM'],
      domains: [`${code}.localhost`],
      admin: { username: 'owner', password: 'owner-pass-2026' },
    },
  });
  expect((await res.json()).success).toBe(true);
}

test('a platform operator gives a brand an operator, switches the brand off (its site and console close) and on again', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signInToBackoffice(page, E2E_PLATFORM);
  const code = newCode();
  await makeBrand(page, code);

  // Found by its code in the list (the search is kept in the address), then opened.
  await page.getByTestId('brand-search-q').fill(code);
  await page.getByTestId('brand-search-submit').click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/brands\\?q=${code}$`));
  const table = page.getByTestId('brands-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('Open');
  await table.getByTestId(`brand-manage-${code}`).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/brands/${code}$`));
  const brand = page.getByTestId('brand-page');
  await expect(brand.getByRole('heading', { level: 1 })).toHaveText(`Mekong ${code} (${code})`);
  await expect(brand.getByTestId('brand-state')).toHaveText('Open');

  // A new operator of the brand, in one of the brand's roles (a platform operator is not offered).
  const form = brand.getByTestId('brand-staff-create');
  await expect(form.getByTestId('brand-staff-role').locator('option[value="platform"]')).toHaveCount(0);
  await form.getByTestId('brand-staff-username').fill('cashier.one');
  await form.getByTestId('brand-staff-role').selectOption('finance');
  await form.getByTestId('brand-staff-password').fill('cashier-pass-2026');
  await form.getByTestId('brand-staff-submit').click();
  await expect(form.getByTestId('brand-staff-created')).toHaveText(
    `Operator cashier.one created for ${code}. They set up their authenticator at their first sign-in.`,
  );
  const staff = brand.getByTestId('brand-staff-table');
  const row = staff.locator('tr', { hasText: 'cashier.one' });
  await expect(row).toContainText('Finance');
  await expect(row).toContainText('Not set up');
  await axeInBothThemes(page, 'brand staff');

  // The new operator signs in on the brand's console and is asked to enrol an authenticator.
  const operator = await context.newPage();
  const signIn = async () => {
    await operator.goto(`${siteOf(code)}/backoffice/`);
    await operator.getByTestId('sign-in-username').fill('cashier.one');
    await operator.getByTestId('sign-in-password').fill('cashier-pass-2026');
    await operator.getByTestId('sign-in-submit').click();
  };
  await signIn();
  await expect(operator.getByTestId('enrol-form').getByTestId('enrol-qr')).toBeVisible();

  // Switched off, with a reason: a confirmation says what it does first.
  await brand.getByTestId('brand-switch').click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText(`The site of ${code} closes at once`);
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.locator('.field-error')).toHaveText('Give a reason of at least 3 characters.');
  await dialog.getByTestId('brand-switch-reason').fill('Licence suspended');
  await axeInBothThemes(page, 'brand switch dialog');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(brand.getByTestId('brand-switched')).toHaveText(`Brand ${code} is switched off: its site is closed.`);
  await expect(brand.getByTestId('brand-state')).toHaveText('Switched off');
  await expect(brand).toContainText('Reason: Licence suspended');
  await axeInBothThemes(page, 'brand switched off');

  // Its player site says it is closed; its console refuses the brand's own operators.
  const portal = await context.newPage();
  await portal.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await portal.goto(`${siteOf(code)}/`);
  await expect(portal.getByTestId('site-closed-page')).toContainText('This site is closed');
  await signIn();
  await expect(operator.getByTestId('error-alert')).toHaveText(
    'This brand is switched off: its site and console are closed.',
  );

  // Switched on again: the site and the console open.
  await brand.getByTestId('brand-switch').click();
  await expect(dialog).toContainText(`The site of ${code} opens again`);
  await dialog.getByTestId('brand-switch-reason').fill('Licence renewed');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(brand.getByTestId('brand-state')).toHaveText('Open');
  await portal.reload();
  await expect(portal.getByTestId('app-header')).toBeVisible();
  await expect(portal.getByTestId('site-closed-page')).toHaveCount(0);
  await signIn();
  await expect(operator.getByTestId('enrol-form').getByTestId('enrol-qr')).toBeVisible();
  await portal.close();
  await operator.close();
});
