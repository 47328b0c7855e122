import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, E2E_OPERATOR } from '../fixtures.ts';
import { ownAddress, registerViaApi, uniqueName } from './accounts.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { siteOf } from './helpers.ts';

/**
 * The brand whose channels this test changes: its own (serve.ts), since a second bank channel on
 * the demo brand would be a second choice on every other test's deposit page there.
 */
const SITE = { origin: siteOf('cashier'), brand: 'cashier' };

type Channel = { id: number; name: string; minAmount: string; maxAmount: string; feeBps: number; enabled: boolean };

/** The brand's channels as the API keeps them, read with the signed-in console's token. */
async function storedChannels(page: Page): Promise<Channel[]> {
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bo.session') ?? '{}').token as string);
  const res = await page.request.get('/wps/operator/payment-channels?size=100', {
    headers: { Merchant: SITE.brand, Authorization: `Bearer ${token}` },
  });
  const envelope = await res.json();
  expect(envelope.success, JSON.stringify(envelope)).toBe(true);
  return envelope.value.list;
}

/** A new player of the brand, registered and signed in on its site, on the deposit page (in English). */
async function playerOnDepositPage(page: Page) {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const ip = await ownAddress(page);
  const username = uniqueName('cs');
  await registerViaApi(page.request, { username, payeeName: 'Sok Dara' }, ip, SITE.brand);
  await page.goto(`${SITE.origin}/login`);
  const form = page.getByTestId('page-login');
  await form.getByTestId('login-username').fill(username);
  await form.getByTestId('login-password').fill('abc12345');
  await form.getByTestId('login-submit').click();
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('balance-value')).toHaveText('$0.00');
  await openDeposit(page);
}

async function openDeposit(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-member-centre').click();
  await page.getByTestId('centre-tab-depositv2').click();
  await expect(page.getByTestId('deposit-page')).toBeVisible();
}

test('an admin adds a bank channel with limits and a fee, a player of the brand is offered it, and switched off it is gone; bad input is refused in words; axe in both themes and a tablet width', async ({
  page,
  context,
}) => {
  // Two browsers (console and player site) and six axe scans on two shared cores.
  test.setTimeout(180_000);
  const name = `E2E transfer ${uniqueName('')}`;
  await signInToBackoffice(page, E2E_ADMIN, SITE);
  await page.getByTestId('nav-payments').click();
  await page.getByTestId('payments-tab-channels').click();
  await expect(page).toHaveURL(/\/backoffice\/payments\/channels$/);
  const table = page.getByTestId('channels-table');
  // The brand's own channels: its bank account, and the sandbox gateway this server runs.
  await expect(table).toContainText('Bank transfer');
  await expect(table).toContainText('Online payment (sandbox)');
  await expect(table).toContainText('Yes, players can be offered it');
  const before = await storedChannels(page);

  // Wrong amounts, fee and account number: each refused beside its field, in words, and nothing is sent.
  await page.getByTestId('channel-add').click();
  const dialog = page.getByTestId('dialog');
  const form = dialog.getByTestId('channel-form');
  await form.getByTestId('channel-name').fill(name);
  await form.getByTestId('channel-minAmount').fill('10.005');
  await form.getByTestId('channel-maxAmount').fill('2,500');
  await form.getByTestId('channel-feeBps').fill('25');
  await form.getByTestId('channel-bankName').fill('E2E Bank');
  await form.getByTestId('channel-accountNumber').fill('IBAN?');
  await form.getByTestId('channel-accountName').fill('Mekong E2E Co');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(form.getByText('An amount above zero such as 10 or 1,250.50', { exact: false })).toBeVisible();
  await expect(form.getByTestId('channel-minAmount')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('A percentage from 0 to 20 with at most two decimals, such as 1.5.')).toBeVisible();
  await expect(form.getByText('4 to 34 digits, spaces or dashes, starting with a digit.')).toBeVisible();
  await form.getByTestId('channel-minAmount').fill('5,000');
  await form.getByTestId('channel-feeBps').fill('1.25');
  await form.getByTestId('channel-accountNumber').fill('111 222 333');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(form.getByText('The largest deposit is below the smallest.')).toBeVisible();
  await expect(form.getByTestId('channel-maxAmount')).toHaveAttribute('aria-invalid', 'true');
  await axeInBothThemes(page, 'channel form with problems');
  expect(await storedChannels(page)).toEqual(before);

  // Right: 12.50 to 2,500.00 a deposit, 1.25% fee. The API keeps minor units and basis points.
  await form.getByTestId('channel-minAmount').fill('12.50');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('channel-done')).toHaveText(`${name} is saved.`);
  const added = (await storedChannels(page)).find((c) => c.name === name);
  expect(added).toMatchObject({ minAmount: '1250', maxAmount: '250000', feeBps: 125, enabled: true });
  const id = added?.id as number;
  const row = table.locator('tr', { has: page.getByTestId(`channel-row-${id}`) });
  await expect(row).toContainText('12.50 to 2,500.00');
  await expect(row).toContainText('1.25%');
  await expect(row).toContainText('111 222 333');
  await expect(row.getByTestId(`channel-switch-${id}`)).toHaveAttribute('aria-checked', 'true');

  // A player of the brand is offered it, with its limits and its bank account.
  const portal = await context.newPage();
  await playerOnDepositPage(portal);
  const choice = portal.getByRole('radio', { name: new RegExp(name) });
  await expect(choice).toBeVisible();
  await expect(portal.getByTestId('deposit-page')).toContainText(`${name} (12.50 - 2,500.00)`);
  await choice.check();
  await expect(portal.getByTestId('bank-details')).toContainText('E2E Bank');
  await expect(portal.getByTestId('bank-details')).toContainText('111 222 333');

  // Switched off: the console says so, and the player's next look no longer finds it.
  await row.getByTestId(`channel-switch-${id}`).click();
  await expect(page.getByTestId('channel-done')).toHaveText(`${name} is off: players no longer see it.`);
  await expect(row.getByTestId(`channel-switch-${id}`)).toHaveAttribute('aria-checked', 'false');
  expect((await storedChannels(page)).find((c) => c.id === id)?.enabled).toBe(false);
  await portal.reload();
  await openDeposit(portal);
  await expect(portal.getByTestId('deposit-page')).toContainText('Bank transfer');
  await expect(portal.getByTestId('deposit-page')).not.toContainText(name);
  await portal.close();

  await axeInBothThemes(page, 'channels');
  // A tablet: the page does not scroll sideways (the table scrolls in its own box).
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('finance reads the payment channels but cannot change them', async ({ page }) => {
  await signInToBackoffice(page, E2E_OPERATOR);
  await page.getByTestId('nav-payments').click();
  await page.getByTestId('payments-tab-channels').click();
  const channels = page.getByTestId('channels-page');
  await expect(channels.getByTestId('channels-table')).toContainText('Bank transfer');
  await expect(channels).toContainText('Only an administrator can change the channels; you can read them.');
  await expect(channels.getByTestId('channel-add')).toHaveCount(0);
  await expect(channels.getByRole('switch')).toHaveCount(0);
});
