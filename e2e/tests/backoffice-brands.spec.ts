import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, E2E_PLATFORM } from '../fixtures.ts';
import { uniqueName } from './accounts.ts';
import { axeInBothThemes, signInToBackoffice, totpOf } from './backoffice.ts';
import { PORT } from './helpers.ts';

/** A brand code no other test uses: a letter, then up to 15 of a-z and 0-9. */
const newCode = () => uniqueName('b').slice(0, 16);
/** A brand's own site: Chromium sends every *.localhost name to this machine. */
const siteOf = (code: string) => `http://${code}.localhost:${PORT}`;

/**
 * The API as the signed-in console calls it (its session's token), from the test's side, where
 * *.localhost names do not resolve: `localhost` and the Merchant header name the brand.
 */
async function asConsole(page: Page, method: 'GET' | 'POST' | 'PATCH', path: string, data?: object) {
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bo.session') ?? '{}').token as string);
  const res = await page.request.fetch(path, {
    method,
    headers: { Merchant: 'demo', Authorization: `Bearer ${token}`, Device: 'pc' },
    ...(data ? { data } : {}),
  });
  return { status: res.status(), envelope: await res.json() };
}

test('a platform operator makes a brand whose player site opens on its domain, whose first admin enrols by QR code, and puts it in maintenance from its settings', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signInToBackoffice(page, E2E_PLATFORM);
  // The platform operator's console is the brands: no brand section of the demo brand's staff.
  await expect(page).toHaveURL(/\/backoffice\/brands$/);
  await expect(page.getByTestId('nav-brands')).toBeVisible();
  await expect(page.getByTestId('nav-players')).toHaveCount(0);
  await expect(page.getByTestId('nav-settings')).toHaveCount(0);
  const table = page.getByTestId('brands-table');
  await expect(table.locator('tr', { hasText: 'demo.localhost' })).toBeVisible();

  const code = newCode();
  const name = `Angkor ${code}`;
  const domain = `${code}.localhost`;
  await page.getByTestId('brand-new').click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('brand-code').fill(code);
  await dialog.getByTestId('brand-name').fill(name);
  await dialog.getByTestId('brand-currency').fill('THB');
  await dialog.getByTestId('brand-symbol').fill('฿');
  await dialog.getByTestId('brand-timezone').fill('Asia/Bangkok');
  await dialog.getByTestId('brand-language-TH').check();
  await dialog.getByTestId('brand-default-language').selectOption('TH');
  await dialog.getByTestId('brand-domains').fill(domain);
  await dialog.getByTestId('brand-admin-username').fill('owner');
  await dialog.getByTestId('brand-admin-password').fill('owner-pass-2026');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('brand-created')).toContainText(`Brand ${code} is open on ${domain}`);
  const row = table.locator('tr', { hasText: domain });
  await expect(row).toContainText(name);
  await expect(row).toContainText('THB');
  await expect(row).toContainText('Asia/Bangkok');
  // The maintenance column (the sixth).
  await expect(row.locator('td').nth(5)).toHaveText('Off');

  // The new brand answers at once: its player site on its own domain, with its name.
  const portal = await context.newPage();
  await portal.goto(`${siteOf(code)}/`);
  await expect(portal.getByTestId('app-header')).toBeVisible();
  await expect(portal).toHaveTitle(name);
  await expect(portal.getByTestId('maintenance-page')).toHaveCount(0);

  // Its first admin signs in on the new brand's back office and is asked to enrol an authenticator.
  const owner = await context.newPage();
  await owner.goto(`${siteOf(code)}/backoffice/`);
  await expect(owner.getByTestId('sign-in-merchant')).toHaveValue(code);
  await owner.getByTestId('sign-in-username').fill('owner');
  await owner.getByTestId('sign-in-password').fill('owner-pass-2026');
  await owner.getByTestId('sign-in-submit').click();
  const enrol = owner.getByTestId('enrol-form');
  await expect(enrol.getByTestId('enrol-qr')).toBeVisible();
  const secret = (await enrol.getByTestId('enrol-secret').textContent()) ?? '';
  await enrol.getByTestId('enrol-totp').fill(totpOf(secret));
  await enrol.getByTestId('enrol-submit').click();
  await expect(owner.getByTestId('frame-who')).toHaveText('owner (Administrator)');
  await expect(owner.getByTestId('frame-merchant')).toHaveText(name);
  await expect(owner.getByTestId('nav-brands')).toHaveCount(0);
  await owner.close();

  // Configure: the brand's settings, the groups its own admin sees, saved through the brand's calls.
  await row.getByTestId(`brand-configure-${code}`).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/brands/${code}/settings$`));
  const settings = page.getByTestId('settings-page');
  await expect(settings.getByRole('heading', { level: 1 })).toHaveText(`Settings of brand ${code}`);
  await expect(settings.getByTestId('settings-fixed')).toHaveText(
    `Brand code ${code}, currency THB: these stay fixed.`,
  );
  await expect(settings.getByTestId('settings-name')).toHaveValue(name);
  const access = settings.getByTestId('settings-access');
  await access.getByTestId('settings-maintenance').check();
  await access.getByTestId('settings-maintenance-message').fill('New tables arriving, back soon.');
  await access.getByTestId('settings-access-save').click();
  await expect(access.getByRole('status')).toHaveText('Saved. Players see the change at once.');
  await portal.goto(`${siteOf(code)}/`);
  await expect(portal.getByTestId('maintenance-page')).toContainText('New tables arriving, back soon.');
  // The player site's live parts would share the two cores with the scan.
  await portal.close();
  await axeInBothThemes(page, 'brand settings');

  await settings.getByTestId('settings-back').click();
  await expect(table.locator('tr', { hasText: domain }).locator('td').nth(5)).toHaveText('On');
  await axeInBothThemes(page, 'brands');
});

test('the new brand form says in words what is wrong, and a taken code or domain is refused on its field', async ({
  page,
}) => {
  await signInToBackoffice(page, E2E_PLATFORM);
  await page.getByTestId('brand-new').click();
  const dialog = page.getByTestId('dialog');
  const code = dialog.getByTestId('brand-code');
  const domains = dialog.getByTestId('brand-domains');

  // The shared schema's own checks, translated, before anything is sent.
  await code.fill('Bad Code');
  await dialog.getByTestId('brand-currency').fill('dollars');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('2 to 16 of a-z and 0-9, starting with a letter.', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Three capital letters, such as USD.', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Give at least one domain.')).toBeVisible();
  await expect(dialog.getByText('At least 10 characters.')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await axeInBothThemes(page, 'new brand dialog');

  // Everything else right, but the default language left out of the languages offered.
  const fresh = newCode();
  await code.fill('demo');
  await dialog.getByTestId('brand-name').fill(`Taken ${fresh}`);
  await dialog.getByTestId('brand-currency').fill('USD');
  await domains.fill(`${fresh}.localhost`);
  await dialog.getByTestId('brand-admin-username').fill('owner');
  await dialog.getByTestId('brand-admin-password').fill('owner-pass-2026');
  await dialog.getByTestId('brand-language-KM').uncheck();
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('The default language must be one of the languages shown.')).toBeVisible();
  await dialog.getByTestId('brand-language-KM').check();

  // The demo brand's code: refused by the server, in words, on the code.
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('Another brand has this code. Choose another.')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(domains).toHaveAttribute('aria-invalid', 'false');

  // A free code with the demo brand's domain: refused on the domains.
  await code.fill(fresh);
  await domains.fill(`${fresh}.localhost, demo.localhost`);
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByText('A domain here belongs to another brand.')).toBeVisible();
  await expect(domains).toHaveAttribute('aria-invalid', 'true');

  // Neither made a brand.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const list = await asConsole(page, 'GET', `/wps/operator/brands?q=${fresh}`);
  expect(list.envelope.value.list.map((b: { code: string }) => b.code)).not.toContain(fresh);
  await expect(page.getByTestId('brands-table')).not.toContainText(fresh);
});

test('a brand admin has no brands section, and the server refuses the brand calls', async ({ page }) => {
  await signInToBackoffice(page, E2E_ADMIN);
  await expect(page.getByTestId('nav-settings')).toBeVisible();
  await expect(page.getByTestId('nav-brands')).toHaveCount(0);
  // Typed into the address bar: the server's refusal, in words, and no brand listed.
  await page.goto('/backoffice/brands');
  await expect(page.getByTestId('brands-page').getByTestId('error-alert')).toHaveText('Your role may not do this.');
  await expect(page.getByTestId('brands-table')).not.toContainText('demo.localhost');

  const list = await asConsole(page, 'GET', '/wps/operator/brands');
  expect(list.status).toBe(403);
  expect(list.envelope.errorCode).toBe('operator.forbidden');
  const made = await asConsole(page, 'POST', '/wps/operator/brands', {
    code: newCode(),
    name: 'Sneaky',
    currency: 'USD',
    currencySymbol: '$',
    timezone: 'Asia/Phnom_Penh',
    defaultLanguage: 'EN',
    languages: ['EN'],
    domains: [`${newCode()}.localhost`],
    admin: { username: 'sneaky', password: 'sneaky-pass-2026' },
  });
  expect(made.status).toBe(403);
  const changed = await asConsole(page, 'PATCH', '/wps/operator/brands/console/settings', { maintenance: true });
  expect(changed.status).toBe(403);
});
