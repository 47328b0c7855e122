import { expect, type Page, test } from '@playwright/test';
import { E2E_OPERATOR } from '../fixtures.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { sessionToken, signedInPlayer } from './players.ts';

async function openCentre(page: Page, tab: string) {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-member-centre').click();
  }
  await page.getByTestId(`centre-tab-${tab}`).click();
}

test('finance confirms a deposit and approves a withdrawal from the queues, and the player 360 shows the balance change', async ({
  page,
  request,
}) => {
  // A player asks to pay in $100.00 by bank transfer; finance confirms it in the deposit queue.
  const username = await signedInPlayer(page, request, 'bp');
  const auth = { authorization: await sessionToken(page) };
  const channels = (await (await request.get('/wps/transaction/deposit/channels', { headers: auth })).json()).value;
  const bank = channels.find((c: { kind: string }) => c.kind === 'BANK');
  const deposit = await request.put('/wps/transaction/deposit', {
    headers: auth,
    data: { channelId: bank.id, amount: '10000', idempotencyKey: `bo-${username}` },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  const depositId = (await deposit.json()).value.id;
  await signInToBackoffice(page, E2E_OPERATOR);
  await page.getByTestId('nav-payments').click();
  await page.getByTestId('queue-deposits').click();
  await expect(page).toHaveURL(/\/backoffice\/payments\?queue=deposits$/);
  await axeInBothThemes(page, 'deposit queue');
  await page.getByTestId(`review-confirm-${depositId}`).click();
  await expect(page.getByTestId('dialog')).toContainText('100.00');
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId(`review-confirm-${depositId}`)).toHaveCount(0);

  // Back on the player site (its session kept in the tab), the player asks for $30.00.
  await page.goto('/index');
  await expect(page.getByTestId('balance-value')).toHaveText('$100.00');
  await openCentre(page, 'withdraw');
  await page.getByTestId('pp-new').fill('246810');
  await page.getByTestId('pp-again').fill('246810');
  await page.getByTestId('pp-submit').click();
  await page.getByTestId('bc-bank').fill('ABA Bank');
  await page.getByTestId('bc-number').fill(`00${Date.now().toString().slice(-9)}`);
  await page.getByTestId('bc-submit').click();
  await page.getByTestId('withdraw-amount').fill('30');
  await page.getByTestId('withdraw-password').fill('246810');
  await page.getByTestId('withdraw-submit').click();
  const id = Number((await page.getByTestId('form-ok').textContent())?.match(/#(\d+)/)?.[1]);
  await expect(page.getByTestId('balance-value')).toHaveText('$70.00');

  await page.goto('/backoffice/payments');
  // Finance sees players, payments and audit; not staff.
  await expect(page.getByTestId('nav-staff')).toHaveCount(0);
  await expect(page.getByTestId('queue-withdrawals')).toHaveAttribute('aria-selected', 'true');
  const row = page
    .getByTestId('queue-table-withdrawals')
    .locator('tr', { has: page.getByTestId(`review-approve-${id}`) });
  await expect(row).toContainText('30.00');
  // Beside the order, what the reviewer needs: the player's balance and the $100.00 paid in.
  await expect(row.getByTestId('review-facts')).toContainText('70.00');
  await expect(row.getByTestId('review-facts')).toContainText('100.00');
  await axeInBothThemes(page, 'withdrawal queue');

  // Before: $70.00 in the wallet, $30.00 held for the withdrawal.
  await row.getByTestId('queue-player').click();
  await expect(page.getByTestId('player-360')).toContainText(username);
  await expect(page.getByTestId('balance-main')).toHaveText('70.00');
  await expect(page.getByTestId('balance-locked')).toHaveText('30.00');
  await page.goBack();

  await page.getByTestId(`review-approve-${id}`).click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText('30.00');
  await dialog.getByTestId('review-note').fill('Paid by ABA transfer');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`review-approve-${id}`)).toHaveCount(0);

  // After: the held money has left; the approved list links the player to their 360.
  await page.getByTestId('queue-status').selectOption('APPROVED');
  await expect(page).toHaveURL(/\/backoffice\/payments\?status=APPROVED$/);
  const approved = page.getByTestId('queue-table-withdrawals').locator('tr', { hasText: 'Paid by ABA transfer' });
  await approved.getByTestId('queue-player').click();
  await expect(page.getByTestId('balance-main')).toHaveText('70.00');
  await expect(page.getByTestId('balance-locked')).toHaveText('0.00');
  await expect(page.getByTestId('p360-withdrawals')).toContainText('APPROVED');
});
