import fs from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_OPERATOR } from '../fixtures.ts';
import { axeInBothThemes, signInToBackoffice } from './backoffice.ts';
import { fundedPlayer } from './players.ts';

type Figures = Record<string, string | number>;
type Report = {
  timeZone: string;
  currency: string;
  days: (Figures & { day: string })[];
  totals: Figures;
  byGame: { category: string; vendorCode: string; stakes: string; payouts: string; ggr: string }[];
};

const COUNTS = ['registrations', 'firstDepositors', 'activePlayers'];
const AMOUNTS = ['deposits', 'withdrawals', 'stakes', 'payouts', 'ggr', 'bonusCost', 'ngr'];
const CSV_HEADER = ['day', ...COUNTS, ...AMOUNTS].join(',');

/** Minor units as the console shows them in English: grouped major units and two decimals. */
function major(minor: bigint | string) {
  const s = String(minor);
  const negative = s.startsWith('-');
  const digits = (negative ? s.slice(1) : s).padStart(3, '0');
  return `${negative ? '-' : ''}${BigInt(digits.slice(0, -2)).toLocaleString('en')}.${digits.slice(-2)}`;
}
const shown = (key: string, value: string | number) =>
  COUNTS.includes(key) ? Number(value).toLocaleString('en') : major(String(value));

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
function dayIn(timeZone: string, at: Date | string) {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const p = Object.fromEntries(parts.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The console's API as the signed-in page calls it: its token, and the brand by the Merchant header. */
async function consoleApi<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bo.session') ?? '{}').token as string);
  const res = await page.request.get(path, { headers: { Merchant: 'demo', Authorization: `Bearer ${token}` } });
  const envelope = await res.json();
  expect(envelope.success, JSON.stringify(envelope)).toBe(true);
  return envelope.value;
}

/**
 * Money in and out per day, from the payment records rather than the ledger or the report: every
 * paid deposit (less its fee) on the day it was settled, every approved withdrawal on the day it
 * was approved, in the brand's time zone.
 */
async function paymentsPerDay(page: Page, timeZone: string, from: string, to: string) {
  type Order = { amount: string; fee?: string; settledAt?: string | null; reviewedAt?: string | null };
  const paid = await consoleApi<Order[]>(page, '/wps/operator/deposits?status=PAID');
  const approved = await consoleApi<Order[]>(page, '/wps/operator/withdrawals?status=APPROVED');
  // The queues list their newest 200: this run's fresh database holds fewer, so nothing is cut off.
  expect(paid.length).toBeLessThan(200);
  expect(approved.length).toBeLessThan(200);
  const perDay = new Map<string, { deposits: bigint; withdrawals: bigint }>();
  const add = (at: string | null | undefined, key: 'deposits' | 'withdrawals', amount: bigint) => {
    if (!at) return;
    const day = dayIn(timeZone, at);
    if (day < from || day > to) return;
    const d = perDay.get(day) ?? { deposits: 0n, withdrawals: 0n };
    d[key] += amount;
    perDay.set(day, d);
  };
  for (const d of paid) add(d.settledAt, 'deposits', BigInt(d.amount) - BigInt(d.fee ?? '0'));
  for (const w of approved) add(w.reviewedAt, 'withdrawals', BigInt(w.amount));
  const total = (key: 'deposits' | 'withdrawals') => [...perDay.values()].reduce((t, d) => t + d[key], 0n);
  return { perDay, deposits: total('deposits'), withdrawals: total('withdrawals') };
}

/** A line of a figures table, column by column, as the page shows it. */
async function lineOf(line: Locator) {
  const cells = await line
    .locator('[data-col]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('data-col') ?? '', el.textContent?.trim() ?? '']));
  return Object.fromEntries(cells) as Record<string, string>;
}

test('finance opens the reports: a checked, bookmarkable range, totals and days equal to the payment records and the ledger, breakdowns, lazy charts, a CSV export, axe in both themes and a tablet width', async ({
  page,
  request,
}) => {
  // A player pays in $123.45 by bank transfer and finance confirms it: the player's own records show it paid.
  const { auth } = await fundedPlayer(page, request, '12345');
  const records = await request.get('/wps/transaction/deposit/records', { headers: auth });
  const mine = (await records.json()).value as { amount: string; fee: string; status: string }[];
  expect(mine.map((d) => [d.amount, d.status])).toEqual([['12345', 'PAID']]);
  const myDeposit = BigInt(mine[0]?.amount ?? '0') - BigInt(mine[0]?.fee ?? '0');

  // The chart library is fetched by the reports page only.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await signInToBackoffice(page, E2E_OPERATOR);
  await expect(page.getByTestId('nav-staff')).toHaveCount(0);
  await page.getByTestId('nav-players').click();
  await expect(page.getByTestId('players-table')).toBeVisible();
  expect(scripts.filter((u) => /ReportCharts/.test(u))).toEqual([]);

  // Without a range in the address the report is the last seven days, counted in the brand's time zone.
  const me = await consoleApi<{ merchant: { timeZone: string; currency: string } }>(page, '/wps/operator/me');
  const zone = me.merchant.timeZone;
  const today = dayIn(zone, new Date());
  await page.getByTestId('nav-reports').click();
  await expect(page).toHaveURL(/\/backoffice\/reports$/);
  await expect(page.getByTestId('report-from')).toHaveValue(addDays(today, -6));
  await expect(page.getByTestId('report-to')).toHaveValue(today);
  await expect(page.getByTestId('report-zone')).toContainText(`${zone}. Amounts in ${me.merchant.currency}.`);
  await expect(page.getByTestId('report-days-row')).toHaveCount(7);

  // A bad range is refused on the page, in words, and asks nothing of the server.
  const from = page.getByTestId('report-from');
  const to = page.getByTestId('report-to');
  await from.fill(today);
  await to.fill(addDays(today, -1));
  await page.getByTestId('report-apply').click();
  await expect(page.getByText('The last day is before the first.')).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await from.fill(addDays(today, -100));
  await to.fill(today);
  await page.getByTestId('report-apply').click();
  await expect(page.getByText('A report covers at most 93 days.')).toBeVisible();
  await from.fill('');
  await page.getByTestId('report-apply').click();
  await expect(page.getByText('Choose a day.')).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/reports$/);

  // Three days up to today: kept in the address, so a reload (or a bookmark) shows the same report.
  const start = addDays(today, -2);
  await from.fill(start);
  await page.getByTestId('report-apply').click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/reports\\?from=${start}&to=${today}$`));
  await page.reload();
  await expect(from).toHaveValue(start);
  await expect(to).toHaveValue(today);
  const days = page.getByTestId('report-days-row');
  await expect(days).toHaveCount(3);
  await expect(page.getByTestId('report-zone')).toContainText(zone);

  // The screen against the records. Other tests play and pay on this brand at the same time, so
  // the page is asked again until it and the records are read between two of their changes.
  const totalsLine = page.getByTestId('report-days-totals');
  await expect(async () => {
    const answered = page.waitForResponse((r) => r.url().includes('/wps/operator/reports/daily?') && r.ok());
    await page.getByTestId('report-apply').click();
    await answered;
    await expect(page.getByTestId('report-days')).toHaveAttribute('aria-busy', 'false');
    const onScreen = await lineOf(totalsLine);
    const perDayOnScreen = await Promise.all((await days.all()).map(lineOf));
    const categoriesOnScreen = await Promise.all((await page.getByTestId('report-categories-row').all()).map(lineOf));
    const money = await paymentsPerDay(page, zone, start, today);
    const ledger = await consoleApi<Report>(page, `/wps/operator/reports/daily?from=${start}&to=${today}`);

    // Money in and out: the screen's totals and days equal the payment records, counted independently.
    expect(onScreen.deposits).toBe(major(money.deposits));
    expect(onScreen.withdrawals).toBe(major(money.withdrawals));
    expect(money.deposits).toBeGreaterThanOrEqual(myDeposit);
    expect(perDayOnScreen.map((d) => [d.deposits, d.withdrawals])).toEqual(
      [start, addDays(start, 1), today].map((day) => {
        const d = money.perDay.get(day);
        return [major(d?.deposits ?? 0n), major(d?.withdrawals ?? 0n)];
      }),
    );
    // Every other figure, and the breakdown by category, as the ledger's report gives them.
    for (const key of [...COUNTS, ...AMOUNTS]) expect(onScreen[key], key).toBe(shown(key, ledger.totals[key] ?? ''));
    expect(perDayOnScreen.map((d) => d.ggr)).toEqual(ledger.days.map((d) => shown('ggr', d.ggr ?? '')));
    const ggrByCategory = new Map<string, bigint>();
    for (const g of ledger.byGame) ggrByCategory.set(g.category, (ggrByCategory.get(g.category) ?? 0n) + BigInt(g.ggr));
    expect(categoriesOnScreen.map((c) => c.ggr)).toEqual(
      [...ggrByCategory.keys()].sort().map((k) => major(ggrByCategory.get(k) ?? 0n)),
    );
  }).toPass({ timeout: 60_000 });
  // This player's registration and first deposit are among today's.
  const todayLine = page.locator(`[data-testid="report-days-row"][data-row="${today}"]`);
  expect(Number((await lineOf(todayLine)).firstDepositors)).toBeGreaterThanOrEqual(1);
  expect(Number((await lineOf(todayLine)).registrations)).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('report-vendors-row').first()).toBeVisible();

  // The charts: ECharts arrives with the report, and draws three canvases.
  await expect(page.getByTestId('report-charts').locator('canvas')).toHaveCount(3);
  expect(scripts.filter((u) => /ReportCharts/.test(u)).length).toBeGreaterThan(0);

  // The CSV, fetched with the operator's session: its header, one line a day, and a totals line
  // whose deposits are the payment records' (asked again if a payment lands in between).
  await expect(async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-csv').click()]);
    expect(download.suggestedFilename()).toBe(`demo-daily-${start}-${today}.csv`);
    const lines = (await fs.readFile(await download.path(), 'utf8')).split('\r\n');
    const money = await paymentsPerDay(page, zone, start, today);
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual([start, addDays(start, 1), today]);
    const total = (lines.at(-1) ?? '').split(',');
    expect(total[0]).toBe('total');
    expect(total[CSV_HEADER.split(',').indexOf('deposits')]).toBe(money.deposits.toString());
  }).toPass({ timeout: 60_000 });

  await axeInBothThemes(page, 'reports');

  // A tablet held upright: the sections run across the top and the page does not scroll sideways
  // (the wide day table scrolls inside its own box).
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(page.getByTestId('report-days')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // A range typed into the address is checked like the form's, with the same words, and not asked for.
  await page.goto(`/backoffice/reports?from=${today}&to=${addDays(today, -3)}`);
  await expect(page.getByText('The last day is before the first.')).toBeVisible();
  await expect(page.getByTestId('report-days-row')).toHaveCount(0);

  // In Chinese.
  await page.getByTestId('language-select').selectOption('zh');
  await expect(page.getByTestId('nav-reports')).toHaveText('报表');
  await expect(page.getByText('结束日期早于开始日期。')).toBeVisible();
  await page.getByTestId('language-select').selectOption('en');
});
