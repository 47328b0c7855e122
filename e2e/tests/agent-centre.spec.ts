import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_CONTROL_PORT } from '../fixtures.ts';
import { confirmAgeAndTerms, ownAddress, uniqueName } from './accounts.ts';
import { axeScan, expectAccessibleInBothThemes, openingTheme } from './axe.ts';
import { pickLanguage } from './helpers.ts';
import { operatorHeaders, sessionToken, signInThroughApi } from './players.ts';
import { openSlot, spinOnce } from './slots.ts';

const AGENT = { username: 'agent01', password: 'agent1234' };
/** agent01's payment password: set through the transfer form when the account has none yet. */
const AGENT_PAYMENT_PASSWORD = '135790';

/** Serious findings inside the agent centre, or another part (the page behind a modal is inert). */
const seriousOf = async (page: Page, part = 'agent-centre') => {
  const results = await axeScan(page).include(`[data-testid="${part}"]`).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/** Signs in through the login page, from an address of this test's own (a first sign-in, which the form handles). */
async function signIn(page: Page, username: string, password: string) {
  await ownAddress(page);
  await page.goto('/login');
  const form = page.getByTestId('page-login');
  await form.getByTestId('login-username').fill(username);
  await form.getByTestId('login-password').fill(password);
  await form.getByTestId('login-submit').click();
}

/**
 * agent01 signed in from this test's own address, through the login call (signing in is not what
 * these tests are about); once it has signed in from another address, the new network's check is
 * answered with its real name, as in the dialog.
 */
async function signInAgent(page: Page, request: APIRequestContext) {
  await signInThroughApi(page, request, { ...AGENT, realName: 'Chan Sophea' }, await ownAddress(page));
}

async function openAgentCentre(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-agent-centre').click();
  const centre = page.getByTestId('agent-centre');
  await expect(centre).toBeVisible();
  return centre;
}

/** Money for the agent the real way: a bank deposit the operator confirms. */
async function fundAgent(page: Page, request: APIRequestContext, amount: string) {
  const auth = { authorization: await sessionToken(page) };
  const channels = (await (await request.get('/wps/transaction/deposit/channels', { headers: auth })).json()).value;
  const bank = channels.find((c: { kind: string }) => c.kind === 'BANK');
  const deposit = await request.put('/wps/transaction/deposit', {
    headers: auth,
    data: { channelId: bank.id, amount, idempotencyKey: uniqueName('e2e-agent-').padEnd(12, 'x') },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  const confirm = await request.post(`/wps/operator/deposits/${(await deposit.json()).value.id}/confirm`, {
    headers: await operatorHeaders(request),
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
}

/**
 * A new account's first sign-in: the password it was handed (its agent's choice, or the one-time
 * password the site made) is replaced, then the greeting.
 */
async function firstSignIn(page: Page, username: string, password = 'abc12345') {
  await signIn(page, username, password);
  const change = page.getByTestId('change-password-modal');
  await change.getByTestId('change-new').fill('abc24680');
  await change.getByTestId('change-confirm').fill('abc24680');
  await change.getByTestId('change-submit').click();
  // The agent could not confirm age and terms for the player: the player does, before anything else.
  await confirmAgeAndTerms(page, 'age and terms confirmation');
  await page.getByTestId('after-login-ok').click();
}

/** Payment password first on a fresh account, then a transfer to the member shown in `detail`. */
async function transferTo(detail: Locator, amount: string, shownAmount: string) {
  const setup = detail.getByTestId('payment-password-form');
  const transfer = detail.getByTestId('transfer-form');
  // One of the two shows once the member's details have loaded.
  await expect(transfer.or(setup)).toBeVisible();
  if (await setup.isVisible()) {
    await detail.getByTestId('pp-new').fill(AGENT_PAYMENT_PASSWORD);
    await detail.getByTestId('pp-again').fill(AGENT_PAYMENT_PASSWORD);
    await detail.getByTestId('pp-submit').click();
  }
  await transfer.getByTestId('transfer-amount').fill(amount);
  await transfer.getByTestId('transfer-password').fill(AGENT_PAYMENT_PASSWORD);
  await transfer.getByTestId('transfer-submit').click();
  await expect(transfer.getByTestId('transfer-done')).toContainText(shownAmount);
}

/** Team management: finds a member of the team by name and opens its details. */
async function openMember(centre: Locator, username: string) {
  await centre.getByTestId('centre-tab-teamManagement').click();
  await centre.getByTestId('team-search').fill(username);
  await centre.getByTestId('team-search-submit').click();
  const row = centre.getByTestId(`member-row-${username}`);
  await row.getByTestId('member-open').click();
  return centre.getByTestId('member-detail');
}

/** The Monday that starts the current ISO week in a time zone, as YYYY-MM-DD. */
function mondayIn(timeZone: string) {
  const today = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())}T00:00:00Z`);
  return new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

test('an agent opens a downline with a daily-salary offer, finds it, pays it; the downline accepts, its team bets, and the next day the salary is in its income (KM)', async ({
  page,
  browser,
  request,
}) => {
  // Three browsers and a few dozen calls through the real server, on a shared two-core machine.
  test.setTimeout(180_000);
  await signInAgent(page, request);
  await fundAgent(page, request, '50000');
  const centre = await openAgentCentre(page);

  // The default page: the team overview, with figures for the period and the team chart.
  await expect(centre.getByTestId('centre-page-agentTeamOverview')).toBeVisible();
  await expect(centre.getByTestId('overview-teamSize')).toBeVisible();
  await centre.getByTestId('period-week').first().check();
  // This week so far, from its Monday in the brand's zone (on a Monday that is today alone).
  await expect(centre.getByTestId('period-shown').first()).toContainText(mondayIn('Asia/Phnom_Penh'));
  // The chart, or its error state while GET /wps/agent/team/daily does not answer.
  const chart = centre.getByTestId('team-chart');
  await expect(chart.locator('figure').or(chart.getByTestId('chart-error'))).toBeVisible();

  // Account opening, with a daily-salary offer of 1.5% from $1 of the team's valid bet.
  const username = uniqueName('dl');
  await centre.getByTestId('centre-tab-registerCenter').click();
  await centre.getByTestId('downline-username').fill(username);
  await centre.getByTestId('downline-password').fill('abc12345');
  await centre.getByTestId('downline-type-AGENT').check();
  await centre.getByTestId('downline-offer-DAILY_SALARY').check();
  await centre.getByTestId('offer-DAILY_SALARY-validBet-0').fill('1');
  await centre.getByTestId('offer-DAILY_SALARY-rate-0').fill('abc');
  await centre.getByTestId('downline-submit').click();
  // A rate that is not a number is caught before anything is sent, in Khmer.
  await expect(centre.getByText('បញ្ចូលអត្រាពី 0.01 ដល់ 100។')).toBeVisible();
  await centre.getByTestId('offer-DAILY_SALARY-rate-0').fill('1.5');
  await centre.getByTestId('downline-submit').click();
  await expect(centre.getByTestId('downline-done')).toContainText(username);

  // Team management: search, the row, the member's details with the offer waiting.
  await centre.getByTestId('centre-tab-teamManagement').click();
  await centre.getByTestId('team-search').fill(username);
  await centre.getByTestId('team-search-submit').click();
  const row = centre.getByTestId(`member-row-${username}`);
  await expect(row).toBeVisible();
  await row.getByTestId('member-open').click();
  const detail = centre.getByTestId('member-detail');
  await expect(detail.getByTestId('member-account')).toHaveText(username);
  await expect(detail.getByTestId('member-level')).toHaveText('1');
  await expect(detail.getByTestId('contract-DAILY_SALARY')).toHaveAttribute('data-status', 'PENDING');

  // A transfer with the payment password (set first on a fresh account).
  if (await detail.getByTestId('payment-password-form').isVisible()) {
    await detail.getByTestId('pp-new').fill(AGENT_PAYMENT_PASSWORD);
    await detail.getByTestId('pp-again').fill(AGENT_PAYMENT_PASSWORD);
    await detail.getByTestId('pp-submit').click();
  }
  const transfer = detail.getByTestId('transfer-form');
  await transfer.getByTestId('transfer-amount').fill('25');
  await transfer.getByTestId('transfer-password').fill('000000');
  await transfer.getByTestId('transfer-submit').click();
  await expect(transfer.getByTestId('transfer-error')).toHaveText('ពាក្យសម្ងាត់ទូទាត់មិនត្រឹមត្រូវ។');
  await transfer.getByTestId('transfer-password').fill(AGENT_PAYMENT_PASSWORD);
  await transfer.getByTestId('transfer-submit').click();
  await expect(transfer.getByTestId('transfer-done')).toContainText('$25.00');
  await expect(detail.getByTestId('member-balance')).toHaveText('$25.00');

  // The new member, in a browser of its own: chooses a password, sees the offer, accepts it.
  const other = await browser.newContext();
  const downline = await other.newPage();
  await firstSignIn(downline, username);
  await expect(downline.getByTestId('balance-value')).toHaveText('$25.00');
  expect(await seriousOf(downline, 'contract-offer-notice')).toEqual([]);
  await downline.getByTestId('contract-offer-review').click();
  const offer = downline.getByTestId('centre-page-contractRequests').getByTestId('my-contract-DAILY_SALARY');
  await expect(offer).toHaveAttribute('data-status', 'PENDING');
  expect(await seriousOf(downline, 'member-centre')).toEqual([]);
  await offer.getByTestId('contract-accept').click();
  await expect(downline.getByTestId('contract-decided')).toBeVisible();
  await expect(offer).toHaveAttribute('data-status', 'ACTIVE');
  await expect(downline.getByTestId('contract-offer-notice')).toBeHidden();

  // A downline agent with a daily salary in force gets the flagged "daily wages" entry.
  await downline.keyboard.press('Escape');
  await expect(downline.getByTestId('member-centre')).toBeHidden();
  const itsCentre = await openAgentCentre(downline);
  await itsCentre.getByTestId('centre-tab-dailyWages').click();
  const wages = itsCentre.getByTestId('centre-page-dailyWages');
  await expect(wages.getByTestId('income-totals')).toContainText('$0.00');
  await expect(itsCentre.getByTestId('centre-tab-dividendRecord')).toHaveCount(0);

  // The downline opens a player of its own, leaving the password empty: the site makes a one-time
  // password, shown once to hand over. Then it gives the player $20; the player spins a $2 slot.
  const player = uniqueName('tp');
  await itsCentre.getByTestId('centre-tab-registerCenter').click();
  await itsCentre.getByTestId('downline-username').fill(player);
  await itsCentre.getByTestId('downline-type-PLAYER').check();
  await itsCentre.getByTestId('downline-submit').click();
  await expect(itsCentre.getByTestId('downline-done')).toContainText(player);
  const oneTime = itsCentre.getByTestId('downline-temp-password');
  await expect(oneTime).toHaveText(/^[A-Za-z0-9]{10}$/);
  const handedOver = (await oneTime.textContent()) ?? '';
  await expect(itsCentre.getByTestId('downline-copy-password')).toBeVisible();
  expect(await seriousOf(downline)).toEqual([]);
  await transferTo(await openMember(itsCentre, player), '20', '$20.00');
  const third = await browser.newContext();
  const bettor = await third.newPage();
  await firstSignIn(bettor, player, handedOver);
  await expect(bettor.getByTestId('balance-value')).toHaveText('$20.00');
  await openSlot(bettor, request, { authorization: await sessionToken(bettor) }, 'mekong-fortune');
  await bettor.getByRole('button', { name: 'បង្កើនប្រាក់ភ្នាល់' }).click();
  await expect(bettor.getByTestId('slot-stake')).toHaveText('2.00');
  expect((await spinOnce(bettor)).stake).toBe('200');
  await third.close();

  // The day closes: the salary job, run as it runs tomorrow, pays 1.5% of the team's $2.00.
  const job = await request.post(`http://127.0.0.1:${E2E_CONTROL_PORT}/agent-settlement?kind=DAILY_SALARY&days=1`);
  expect(job.ok(), await job.text()).toBe(true);
  await itsCentre.getByTestId('centre-tab-myIncome').click();
  const income = itsCentre.getByTestId('my-income');
  await expect(income.getByTestId('income-table')).toContainText('$2.00');
  await expect(income.getByTestId('income-table')).toContainText('1.5%');
  await expect(income.getByTestId('income-totals')).toContainText('$0.03');
  await other.close();

  // Back with the agent: the contract is in force, and the transfer is in the account record.
  await detail.getByTestId('member-back').click();
  await row.getByTestId('member-open').click();
  await expect(detail.getByTestId('contract-DAILY_SALARY')).toHaveAttribute('data-status', 'ACTIVE');
  await centre.getByTestId('centre-tab-transactionDetails').click();
  await expect(centre.getByTestId('agent-transactions-table')).toContainText('-$25.00');
});

// Each language opens in one theme on a desktop and the other on a phone; the other theme's colours
// are scanned in the same test (axe.ts).
for (const [lang, swap] of [
  ['KM', false],
  ['EN', true],
  ['CN', false],
] as const) {
  test(`the agent centre has no serious accessibility violations in either theme (${lang}) @phone`, async ({
    page,
    request,
  }, testInfo) => {
    const theme = openingTheme(testInfo, swap);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await signInAgent(page, request);
    if (lang !== 'KM') await pickLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const centre = await openAgentCentre(page);
    await expect(centre.getByTestId('overview-figures')).toBeVisible();
    const chart = centre.getByTestId('team-chart');
    await expect(chart.locator('figure').or(chart.getByTestId('chart-error'))).toBeVisible();
    await expectAccessibleInBothThemes(page, `agent centre (${lang})`, 'agent-centre');
    // Nothing pushes the page wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test('every agent centre page has no serious accessibility violations (EN) @phone', async ({ page, request }) => {
  // One scan per page; axe takes seconds each on a busy machine.
  test.setTimeout(120_000);
  await signInAgent(page, request);
  await pickLanguage(page, 'EN');
  const centre = await openAgentCentre(page);
  const pages: [string, string][] = [
    ['registerCenter', 'register-centre'],
    ['teamManagement', 'members-total'],
    ['teamBetting', 'team-betting'],
    ['downlineProfit', 'profit-table'],
    ['myIncome', 'my-income'],
    ['transactionDetails', 'agent-transactions-table'],
    ['announcement', 'agent-announcements'],
  ];
  for (const [tab, ready] of pages) {
    await centre.getByTestId(`centre-tab-${tab}`).click();
    await expect(centre.getByTestId(ready)).toBeVisible();
    if (tab === 'registerCenter') await centre.getByTestId('downline-offer-DIVIDEND').check();
    expect(await seriousOf(page), tab).toEqual([]);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
