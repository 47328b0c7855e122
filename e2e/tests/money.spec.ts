import { expect, type Page, test } from '@playwright/test';
import { axeScan } from './axe.ts';
import { fundedPlayer, operatorHeaders, signedInPlayer } from './players.ts';

async function openCentre(page: Page, tab: string) {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-member-centre').click();
  }
  await page.getByTestId(`centre-tab-${tab}`).click();
}

const idIn = async (page: Page) => Number((await page.getByTestId('form-ok').textContent())?.match(/#(\d+)/)?.[1]);

test('a player deposits through the sandbox gateway and sees the money (KM)', async ({ page, request }) => {
  await signedInPlayer(page, request, 'mn');
  await openCentre(page, 'depositv2');
  await page.getByTestId('channel-GATEWAY').check();
  await page.getByTestId('deposit-amount').fill('50');
  await page.getByTestId('deposit-submit').click();
  await expect(page).toHaveURL(/\/sandbox-pay\/\d+\/[0-9a-f]{32}$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('50.00');
  await page.getByTestId('sandbox-pay').click();
  await expect(page).toHaveURL(/\/index\?deposit=\d+&result=paid$/);
  const notice = page.getByTestId('deposit-notice');
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('balance-value')).toHaveText('$50.00');
  // The result is in the first screen, over the page, and no promotion popup covers it.
  await expect(notice).toBeInViewport({ ratio: 1 });
  const box = await notice.boundingBox();
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('[data-testid="deposit-notice"]') !== null,
    [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
  );
  expect(hit).toBe(true);
  await expect(page.getByTestId('home-popup')).toHaveCount(0);
  await notice.getByRole('button').click();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
});

test('a bank deposit is credited when the operator confirms it (EN)', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await signedInPlayer(page, request, 'mn');
  await openCentre(page, 'depositv2');
  await page.getByTestId('channel-BANK').check();
  await expect(page.getByTestId('bank-details')).toContainText('ABA Bank');
  await page.getByTestId('deposit-amount').fill('1,250.50');
  await page.getByTestId('deposit-reference').fill('MY-REF-1');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('form-ok')).toContainText('waiting for confirmation');
  const id = await idIn(page);
  const confirm = await request.post(`/wps/operator/deposits/${id}/confirm`, {
    headers: await operatorHeaders(request),
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  await page.keyboard.press('Escape');
  await page.getByTestId('balance-value').click();
  await expect(page.getByTestId('balance-value')).toHaveText('$1,250.50');
  await openCentre(page, 'transactionHistory');
  await expect(page.getByTestId('history-totals')).toContainText('In $1,250.50');
});

test('a player withdraws with the payment password, the operator pays, the player confirms a partial receipt (KM)', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request, 'mn');
  const ops = await operatorHeaders(request);
  // Money in first: a bank deposit the operator confirms.
  await openCentre(page, 'depositv2');
  await page.getByTestId('channel-BANK').check();
  await page.getByTestId('deposit-amount').fill('100');
  await page.getByTestId('deposit-submit').click();
  await request.post(`/wps/operator/deposits/${await idIn(page)}/confirm`, { headers: ops });

  await openCentre(page, 'withdraw');
  await page.getByTestId('pp-new').fill('246810');
  await page.getByTestId('pp-again').fill('246810');
  await page.getByTestId('pp-submit').click();
  await page.getByTestId('bc-bank').fill('ABA Bank');
  await page.getByTestId('bc-number').fill(`00${Date.now().toString().slice(-9)}`);
  await expect(page.getByTestId('bc-holder')).toHaveValue('Sok Dara');
  await page.getByTestId('bc-submit').click();
  await page.getByTestId('withdraw-amount').fill('30');
  await page.getByTestId('withdraw-password').fill('111111');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: 'ពាក្យសម្ងាត់' })).toBeVisible();
  await page.getByTestId('withdraw-password').fill('246810');
  await page.getByTestId('withdraw-submit').click();
  const id = await idIn(page);
  // The withdrawal refreshed the balance by itself: 100.00 in, 30.00 locked.
  await expect(page.getByTestId('balance-value')).toHaveText('$70.00');

  const approve = await request.post(`/wps/operator/withdrawals/${id}/approve`, { headers: ops });
  expect(approve.ok(), await approve.text()).toBe(true);
  await openCentre(page, 'transferFund');
  await openCentre(page, 'withdraw');
  await page.getByTestId(`partial-${id}`).click();
  await page.getByTestId('partial-amount').fill('25');
  await page.getByTestId('partial-submit').click();
  await expect(page.getByTestId('withdraw-records')).toContainText('ទទួលបានមួយផ្នែក');
  await expect(page.getByTestId('balance-value')).toHaveText('$70.00');
});

test('the money pages have no serious accessibility violations @phone', async ({ page, request }) => {
  await signedInPlayer(page, request, 'mn');
  for (const tab of ['depositv2', 'withdraw', 'transferFund', 'transactionHistory']) {
    await openCentre(page, tab);
    await expect(page.getByTestId(`centre-page-${tab}`)).toBeVisible();
    const serious = (await axeScan(page).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${tab} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a payout that never arrived is reported with proof images (KM)', async ({ page, request }) => {
  await signedInPlayer(page, request, 'mn');
  const ops = await operatorHeaders(request);
  await openCentre(page, 'depositv2');
  await page.getByTestId('channel-BANK').check();
  await page.getByTestId('deposit-amount').fill('60');
  await page.getByTestId('deposit-submit').click();
  await request.post(`/wps/operator/deposits/${await idIn(page)}/confirm`, { headers: ops });
  await openCentre(page, 'withdraw');
  await page.getByTestId('pp-new').fill('135790');
  await page.getByTestId('pp-again').fill('135790');
  await page.getByTestId('pp-submit').click();
  await page.getByTestId('bc-bank').fill('ACLEDA');
  await page.getByTestId('bc-number').fill(`01${Date.now().toString().slice(-9)}`);
  await page.getByTestId('bc-submit').click();
  await page.getByTestId('withdraw-amount').fill('20');
  await page.getByTestId('withdraw-password').fill('135790');
  await page.getByTestId('withdraw-submit').click();
  const id = await idIn(page);
  await request.post(`/wps/operator/withdrawals/${id}/approve`, { headers: ops });
  await openCentre(page, 'transferFund');
  await openCentre(page, 'withdraw');
  await page.getByTestId(`not-received-${id}`).click();
  await page.getByTestId('proof-submit').click();
  await expect(page.getByTestId('proof-form').getByRole('alert')).toBeVisible();
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
  await page.getByTestId('proof-files').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('proof-submit').click();
  await expect(page.getByTestId('withdraw-records')).toContainText('មិនបានទទួល');
});

test('a player in an agent’s team pays the agent with the payment password (EN)', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  // Registered with agent01's invitation code, with $100.00 deposited.
  await fundedPlayer(page, request, '10000', { affiliateCode: 'MEKONG01' });
  await expect(page.getByTestId('balance-value')).toHaveText('$100.00');
  await openCentre(page, 'transferUpline');
  await page.getByTestId('pp-new').fill('975310');
  await page.getByTestId('pp-again').fill('975310');
  await page.getByTestId('pp-submit').click();
  const form = page.getByTestId('upline-page');
  await expect(form).toContainText('agent01');
  await form.getByLabel('Amount').fill('25');
  await page.getByTestId('upline-password').fill('111111');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('balance-value')).toHaveText('$100.00');
  await page.getByTestId('upline-password').fill('975310');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('form-ok')).toBeVisible();
  await expect(page.getByTestId('balance-value')).toHaveText('$75.00');
});
