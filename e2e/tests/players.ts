import { AGENT_TYPES } from '@mekong/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_OPERATOR, E2E_OPERATOR_2 } from '../fixtures.ts';
import { type Account, loginViaApi, ownAddress, registerViaApi, uniqueName } from './accounts.ts';
import { operatorSession } from './backoffice.ts';

/** The back office's finance operator (or the second one), signed in with password and authenticator code. */
export async function operatorHeaders(request: APIRequestContext, second = false) {
  return operatorSession(request, second ? E2E_OPERATOR_2 : E2E_OPERATOR);
}

/** The signed-in page's session token, as the portal keeps it. */
export const sessionToken = async (page: Page) => (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';

/**
 * Signs an account in through the login call from `ip` (the page's own address, see ownAddress)
 * and hands the session to the page as the portal keeps one after its own login form: the token,
 * the account and its type in the tab's session storage (apps/web/src/shared/session/session.ts).
 * They are written on a bare server answer of the site's origin, before the app first starts
 * there, and the login page then opens signed in. `site` is another brand's site (helpers.ts's
 * siteOf and its code). For tests about something else than signing in: the sign-in specs
 * (auth*.spec.ts, tabs-session.spec.ts) go through the form they test.
 */
export async function signInThroughApi(
  page: Page,
  request: APIRequestContext,
  account: Account,
  ip: string,
  site: { origin: string; brand?: string } = { origin: '' },
) {
  const value = await loginViaApi(request, account, ip, site.brand);
  await page.goto(`${site.origin}/readyz`);
  await page.evaluate(
    ({ token, id, userName, isAgent }) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('account', userName);
      sessionStorage.setItem('username', userName);
      sessionStorage.setItem('customerId', String(id));
      sessionStorage.setItem('isAgent', String(isAgent));
    },
    { ...value, isAgent: (AGENT_TYPES as readonly number[]).includes(value.customerType) },
  );
  await page.goto(`${site.origin}/login`);
  await expect(page.getByTestId('header-logged-in')).toBeVisible();
}

/**
 * A new player (real name Sok Dara) signed in on this page, from the address it registered from;
 * `fields` joins the registration (an agent's affiliateCode puts the player in that agent's team).
 */
export async function signedInPlayer(
  page: Page,
  request: APIRequestContext,
  prefix = 'gp',
  fields: Record<string, string> = {},
) {
  const ip = await ownAddress(page);
  const username = uniqueName(prefix);
  await registerViaApi(request, { username, payeeName: 'Sok Dara', ...fields }, ip);
  await signInThroughApi(page, request, { username, password: 'abc12345' }, ip);
  await expect(page.getByTestId('balance-value')).toHaveText('$0.00');
  return username;
}

/**
 * A new player signed in on this page with `amount` (minor units: '10000' is $100.00) in the
 * wallet, paid in the real way: a bank deposit the operator confirms.
 */
export async function fundedPlayer(
  page: Page,
  request: APIRequestContext,
  amount = '10000',
  fields: Record<string, string> = {},
) {
  const username = await signedInPlayer(page, request, 'gp', fields);
  const auth = { authorization: await sessionToken(page) };
  const channels = (await (await request.get('/wps/transaction/deposit/channels', { headers: auth })).json()).value;
  const bank = channels.find((c: { kind: string }) => c.kind === 'BANK');
  const deposit = await request.put('/wps/transaction/deposit', {
    headers: auth,
    data: { channelId: bank.id, amount, idempotencyKey: `e2e-${username}` },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  const id = (await deposit.json()).value.id;
  const confirm = await request.post(`/wps/operator/deposits/${id}/confirm`, {
    headers: await operatorHeaders(request),
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  // The header's balance is fetched again when the player taps it.
  await page.getByTestId('balance-value').click();
  await expect(page.getByTestId('balance-value')).not.toHaveText('$0.00');
  return { username, auth };
}
