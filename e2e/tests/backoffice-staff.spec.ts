import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures.ts';
import { uniqueName } from './accounts.ts';
import { axeInBothThemes, signInToBackoffice, totpOf } from './backoffice.ts';

test('an admin creates a support operator, who enrols an authenticator by QR code at first sign-in, sees only their sections, and is signed out when idle', async ({
  page,
}) => {
  // The browser's clock is the test's, so thirty idle minutes pass in an instant.
  await page.clock.install();
  await signInToBackoffice(page, E2E_ADMIN);
  await page.getByTestId('nav-ledger').click();
  await page.getByTestId('ledger-run').click();
  await expect(page.getByTestId('ledger-runs')).toContainText('Balanced');
  await axeInBothThemes(page, 'ledger proofs');
  await page.getByTestId('nav-staff').click();
  const username = uniqueName('sup').toLowerCase().slice(0, 20);
  const password = 'support-pass-2026';
  const form = page.getByTestId('staff-create');
  await form.getByTestId('staff-username').fill('X');
  await form.getByTestId('staff-password').fill('short');
  await form.getByTestId('staff-submit').click();
  await expect(form.getByText('3 to 32 of a-z, 0-9, _ . -').last()).toBeVisible();
  await expect(form.getByText('At least 10 characters.')).toBeVisible();
  await form.getByTestId('staff-username').fill(username);
  await form.getByTestId('staff-role').selectOption('support');
  await form.getByTestId('staff-password').fill(password);
  await form.getByTestId('staff-submit').click();
  const row = page.getByTestId('staff-table').locator('tr', { hasText: username });
  await expect(row).toContainText('Not set up');
  await axeInBothThemes(page, 'staff');
  // Disabled, then enabled again, each after a confirmation.
  await row.getByRole('button', { name: 'Disable' }).click();
  await page.getByTestId('dialog-confirm').click();
  await expect(row).toContainText('Disabled');
  await row.getByRole('button', { name: 'Enable' }).click();
  await page.getByTestId('dialog-confirm').click();
  await expect(row).toContainText('Active');
  await page.getByTestId('sign-out').click();

  // First sign-in: no code yet, so the console shows the QR code and the secret to enrol.
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  const enrol = page.getByTestId('enrol-form');
  await expect(enrol.getByTestId('enrol-qr')).toBeVisible();
  await axeInBothThemes(page, 'enrolment');
  const secret = (await enrol.getByTestId('enrol-secret').textContent()) ?? '';
  await enrol.getByTestId('enrol-totp').fill(totpOf(secret));
  await enrol.getByTestId('enrol-submit').click();
  await expect(page.getByTestId('frame-who')).toHaveText(`${username} (Support)`);
  await expect(page.getByTestId('nav-players')).toBeVisible();
  await expect(page.getByTestId('nav-payments')).toBeVisible();
  await expect(page.getByTestId('nav-staff')).toHaveCount(0);
  await expect(page.getByTestId('nav-audit')).toHaveCount(0);

  // Half an hour without touching the console: it signs out and says why.
  await page.clock.fastForward('31:00');
  await expect(page.getByText('You were signed out after a period without activity.')).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/sign-in$/);
});
