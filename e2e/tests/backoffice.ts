import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { axeScan } from './axe.ts';

export type Operator = { username: string; password: string; totpSecret: string };

/** The authenticator's current code, computed as the server checks it. */
export const totpOf = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

/** Signs in to the back office (the brand code is prefilled from the host) with a fresh code. */
export async function signInToBackoffice(page: Page, op: Operator, site = { origin: '', brand: 'demo' }) {
  await page.goto(`${site.origin}/backoffice/`);
  await expect(page).toHaveURL(/\/backoffice\/sign-in$/);
  const form = page.getByTestId('sign-in-form');
  // The brand is the one the console's address belongs to.
  await expect(form.getByTestId('sign-in-merchant')).toHaveValue(site.brand);
  await form.getByTestId('sign-in-username').fill(op.username);
  await form.getByTestId('sign-in-password').fill(op.password);
  await form.getByTestId('sign-in-totp').fill(totpOf(op.totpSecret));
  await form.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('frame-who')).toContainText(op.username);
}

/**
 * Serious and critical axe findings on the page as it is, then in the other theme, where only
 * colours change, so only the contrast rule runs again (a full scan costs seconds on two cores).
 */
export async function axeInBothThemes(page: Page, what: string) {
  for (let i = 0; i < 2; i++) {
    const builder = axeScan(page);
    const results = await (i === 0 ? builder : builder.withRules(['color-contrast'])).analyze();
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, `${what} (${theme})`).toEqual([]);
    // A modal dialog keeps the frame's switch out of reach: the theme is swapped under it.
    if (await page.getByRole('dialog').isVisible()) {
      await page.evaluate(() => {
        const html = document.documentElement;
        html.dataset.theme = html.dataset.theme === 'dark' ? 'light' : 'dark';
      });
    } else {
      await page.getByTestId('theme-toggle').click();
    }
  }
}
