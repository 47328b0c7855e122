import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, E2E_OPERATOR } from '../fixtures.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { siteOf } from './helpers.ts';

/** The brand this test changes: its own, so the specs beside it on the demo brand are untouched. */
const SITE = { origin: siteOf('console'), brand: 'console' };

type Settings = { maintenance: boolean; maintenanceMessage: string | null; registerRules: Record<string, unknown> };

/** The settings API as the signed-in console calls it (its session's token), to read or put back the brand's. */
async function settingsApi(page: Page, body?: Partial<Settings>): Promise<Settings> {
  // From the test's side, where *.localhost names do not resolve: the Merchant header names the brand.
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bo.session') ?? '{}').token as string);
  const headers = { Merchant: SITE.brand, Authorization: `Bearer ${token}`, Device: 'pc' };
  const res = body
    ? await page.request.patch('/wps/operator/merchant/settings', { headers, data: body })
    : await page.request.get('/wps/operator/merchant/settings', { headers });
  const envelope = await res.json();
  expect(envelope.success, JSON.stringify(envelope)).toBe(true);
  return envelope.value;
}

test('an admin makes the nickname a required registration field and puts the brand in maintenance with a message, and the player site follows each change', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signInToBackoffice(page, E2E_ADMIN, SITE);
  // Whatever happens below, the brand is left as it was found (a retry starts from it).
  const before = await settingsApi(page);
  const portal = await context.newPage();
  try {
    await page.getByTestId('nav-settings').click();
    await expect(page.getByTestId('settings-page')).toBeVisible();

    // A field problem comes back translated from the shared schema's key, and nothing is saved.
    const brand = page.getByTestId('settings-brand');
    const primary = brand.getByTestId('settings-themePrimary');
    const colour = await primary.inputValue();
    await primary.fill('blue');
    await brand.getByTestId('settings-brand-save').click();
    await expect(brand.getByText('A colour as #RRGGBB, for example #1a73e8.')).toBeVisible();
    await expect(primary).toHaveAttribute('aria-invalid', 'true');
    await primary.fill(colour);
    await expect(brand.getByTestId('settings-brand-save')).toBeDisabled();

    // The nickname: shown and required on the player's registration form.
    const rules = page.getByTestId('settings-registration');
    await rules.getByTestId('rule-nickname-enabled').check();
    await rules.getByTestId('rule-nickname-required').check();
    await rules.getByTestId('settings-registration-save').click();
    await expect(rules.getByRole('status')).toHaveText('Saved. Players see the change at once.');
    await portal.goto(`${SITE.origin}/register`);
    const nickname = portal.getByTestId('reg-nickname');
    await expect(nickname).toBeVisible();
    await expect(nickname).toHaveAttribute('aria-required', 'true');
    await expect(nickname).toHaveAttribute('placeholder', /^\* /);

    // Maintenance with a message: the player site shows only its maintenance page, with that message.
    const access = page.getByTestId('settings-access');
    await access.getByTestId('settings-maintenance').check();
    await access.getByTestId('settings-maintenance-message').fill('Back-office test: new tables arriving, back soon.');
    await access.getByTestId('settings-access-save').click();
    await expect(access.getByRole('status')).toHaveText('Saved. Players see the change at once.');
    await portal.goto(`${SITE.origin}/`);
    await expect(portal.getByTestId('maintenance-page')).toContainText(
      'Back-office test: new tables arriving, back soon.',
    );

    // Off again, with the message it had: the site is back.
    await access.getByTestId('settings-maintenance').uncheck();
    await access.getByTestId('settings-maintenance-message').fill(before.maintenanceMessage ?? '');
    await access.getByTestId('settings-access-save').click();
    await expect(access.getByRole('status')).toBeVisible();
    await portal.goto(`${SITE.origin}/`);
    await expect(portal.getByTestId('maintenance-page')).toHaveCount(0);

    // The player site's live draws would share the two cores with the scan.
    await portal.close();
    await axeInBothThemes(page, 'settings');
  } finally {
    await settingsApi(page, {
      maintenance: before.maintenance,
      maintenanceMessage: before.maintenanceMessage,
      registerRules: before.registerRules,
    });
  }
  const after = await settingsApi(page);
  expect(after.maintenance).toBe(before.maintenance);
  expect(after.registerRules).toEqual(before.registerRules);
});

test('a finance operator reads the brand settings but cannot change them', async ({ page }) => {
  await signInToBackoffice(page, E2E_OPERATOR);
  await page.getByTestId('nav-settings').click();
  const settings = page.getByTestId('settings-page');
  await expect(settings.getByRole('status').first()).toHaveText(
    'Only an administrator can change these settings. You can read them.',
  );
  await expect(settings.getByTestId('settings-name')).toBeDisabled();
  await expect(settings.getByTestId('rule-username-required')).toBeDisabled();
  await expect(settings.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(settings.getByRole('button', { name: 'Add a domain' })).toBeHidden();
});
