import { type APIRequestContext, expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { E2E_CONTROL_PORT } from '../fixtures.ts';
import { axeScan } from './axe.ts';

export type Operator = { username: string; password: string; totpSecret: string };

/** The authenticator's current code, computed as the server checks it. */
export const totpOf = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

/**
 * A new operator like the fixture `op` (same role, password and authenticator secret, on every
 * brand `op` is on), under a name of its own (`op.username` and a suffix): an authenticator code
 * is good once per operator, and the tests sign the fixture operators in many times within a
 * code's 30 seconds.
 */
export async function operatorTwin(op: Operator): Promise<Operator> {
  const query = new URLSearchParams({ like: op.username });
  const res = await fetch(`http://127.0.0.1:${E2E_CONTROL_PORT}/operator-twin?${query}`, { method: 'POST' });
  expect(res.ok, await res.clone().text()).toBe(true);
  return { ...op, username: ((await res.json()) as { username: string }).username };
}

/**
 * A twin of `op` signed in through the API on `brand`, or else on the brand `request` is for: its
 * session's headers.
 */
export async function operatorSession(request: APIRequestContext, op: Operator, brand?: string) {
  const twin = await operatorTwin(op);
  const headers: Record<string, string> = brand ? { Merchant: brand } : {};
  const login = await request.post('/wps/operator/login', {
    headers,
    data: { username: twin.username, password: twin.password, totp: totpOf(twin.totpSecret) },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return { ...headers, authorization: (await login.json()).value.token as string };
}

/**
 * Signs a twin of `op` (operatorTwin) in to the back office (the brand code is prefilled from the
 * host) with the current code; answers the twin, whose name the console shows.
 */
export async function signInToBackoffice(page: Page, op: Operator, site = { origin: '', brand: 'demo' }) {
  const twin = await operatorTwin(op);
  await page.goto(`${site.origin}/backoffice/`);
  await expect(page).toHaveURL(/\/backoffice\/sign-in$/);
  const form = page.getByTestId('sign-in-form');
  // The brand is the one the console's address belongs to.
  await expect(form.getByTestId('sign-in-merchant')).toHaveValue(site.brand);
  await form.getByTestId('sign-in-username').fill(twin.username);
  await form.getByTestId('sign-in-password').fill(twin.password);
  await form.getByTestId('sign-in-totp').fill(totpOf(twin.totpSecret));
  await form.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('frame-who')).toContainText(twin.username);
  return twin;
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
