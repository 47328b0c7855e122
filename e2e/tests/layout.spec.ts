import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_PLAYER_PASSWORD, E2E_PLAYERS } from '../fixtures.ts';
import { ownAddress } from './accounts.ts';

/**
 * Issue 19's layout checks at the five widths, in KM, EN and CN: no route scrolls sideways, the
 * header's controls never sit on each other, and every table of the member and agent centres
 * fits its centre or scrolls inside a box of its own; the centre keeps its height from page to page.
 */
const WIDTHS = [390, 768, 1024, 1280, 1440];
const LANGUAGES = ['KM', 'EN', 'CN'] as const;
const ROUTES = [
  { path: '/index', testId: 'page-index' },
  { path: '/elott', testId: 'page-elott' },
  { path: '/rng', testId: 'page-games' },
  { path: '/lottery?gameCode=SSC1&playType=SSC_POS1', testId: 'page-lottery' },
  { path: '/promotions', testId: 'page-promotions' },
];
const MEMBER_TABS = [
  'securityCenter',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'referral',
];
const AGENT_TABS = [
  'agentTeamOverview',
  'announcement',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'downlineProfit',
  'myIncome',
  'transactionDetails',
];
const AGENT = { username: 'agent01', password: 'agent1234' };

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The header's controls, pairwise: none may sit on another. */
function headerOverlaps(page: Page) {
  return page.evaluate(() => {
    const boxes = Array.from(
      document.querySelectorAll('.header-row > *, .header-tools > *, .header-auth > *, .header-extras > *'),
    )
      .map((el) => ({ el: el as HTMLElement, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    const found: string[] = [];
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 1 && y > 1) found.push(`${a.el.className || a.el.tagName} / ${b.el.className || b.el.tagName}`);
      }
    return found;
  });
}

/**
 * Tables of the open centre cut off at its edge: a table passes when it lies inside the centre,
 * or when a box between it and the centre scrolls sideways and that box lies inside the centre.
 */
function cutTables(page: Page, centreTestId: string) {
  return page.evaluate((id) => {
    const centre = document.querySelector(`[data-testid="${id}"]`) as HTMLElement;
    const c = centre.getBoundingClientRect();
    const inside = (r: DOMRect) => r.left >= c.left - 1 && r.right <= c.right + 1;
    const cut: string[] = [];
    if (c.right > window.innerWidth + 1 || c.left < -1) cut.push('the centre itself');
    for (const table of Array.from(centre.querySelectorAll('table'))) {
      if (inside(table.getBoundingClientRect())) continue;
      let box = table.parentElement;
      let scrolls = false;
      // The centre's page area scrolls up and down, never sideways: it is not the table's own box.
      while (box && box !== centre && !box.classList.contains('centre-page')) {
        const style = getComputedStyle(box);
        if (['auto', 'scroll'].includes(style.overflowX) && inside(box.getBoundingClientRect())) {
          scrolls = true;
          break;
        }
        box = box.parentElement;
      }
      if (!scrolls) cut.push(table.closest('[data-testid]')?.getAttribute('data-testid') ?? 'a table');
    }
    return cut;
  }, centreTestId);
}

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('index_notice', 'seen'));
  await ownAddress(page);
  return page;
}

async function setLanguage(page: Page, lang: string) {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'CN' ? 'zh-CN' : lang.toLowerCase());
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  const form = page.getByTestId('page-login');
  await form.getByTestId('login-username').fill(username);
  await form.getByTestId('login-password').fill(password);
  await form.getByTestId('login-submit').click();
  const newIp = page.getByTestId('new-ip-dialog');
  await expect(page.getByTestId('after-login-ok').or(newIp)).toBeVisible();
  if (await newIp.isVisible()) {
    await newIp.getByTestId('new-ip-method-REALNAME').check();
    await newIp.locator('input[data-testid="new-ip-code"][autocomplete="name"]').fill('Chan Sophea');
    await newIp.getByTestId('new-ip-submit').click();
  }
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('header-logged-in')).toBeVisible();
}

/** Walks a centre's pages in one language: nothing cut off, the same height on every page. */
async function walkCentre(page: Page, kind: 'member' | 'agent', tabs: string[], label: string) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(kind === 'member' ? 'menu-member-centre' : 'menu-agent-centre').click();
  const centre = page.getByTestId(`${kind}-centre`);
  await expect(centre.getByTestId(`centre-tab-${tabs[0]}`)).toBeVisible();
  const heights = new Set<number>();
  for (const tab of tabs) {
    await centre.getByTestId(`centre-tab-${tab}`).click();
    const body = centre.getByTestId(`centre-page-${tab}`);
    await expect(body).toBeVisible();
    // A page is measured once it has drawn what it loads: no loading line left in it.
    await expect(body.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    expect(await cutTables(page, `${kind}-centre`), `${label} ${tab}`).toEqual([]);
    heights.add(Math.round((await centre.boundingBox())?.height ?? 0));
  }
  expect([...heights], `${label}: the centre's height from page to page`).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
}

for (const width of WIDTHS)
  test(`at ${width} px in KM, EN and CN nothing scrolls sideways, header controls stay apart and centre tables fit or scroll in their box`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const visitor = await newPage(browser, width);
    await visitor.goto('/index');
    for (const lang of LANGUAGES) {
      await setLanguage(visitor, lang);
      for (const route of ROUTES) {
        await visitor.goto(route.path);
        await expect(visitor.getByTestId(route.testId)).toBeVisible();
        expect(await sideways(visitor), `${lang} ${route.path}`).toBeLessThanOrEqual(0);
        expect(await headerOverlaps(visitor), `${lang} ${route.path}`).toEqual([]);
      }
    }
    await visitor.context().close();

    const member = await newPage(browser, width);
    await signIn(member, E2E_PLAYERS.records, E2E_PLAYER_PASSWORD);
    const agent = await newPage(browser, width);
    await signIn(agent, AGENT.username, AGENT.password);
    for (const lang of LANGUAGES) {
      await setLanguage(member, lang);
      expect(await headerOverlaps(member), `${lang} signed in`).toEqual([]);
      expect(await sideways(member), `${lang} signed in`).toBeLessThanOrEqual(0);
      await walkCentre(member, 'member', MEMBER_TABS, `${lang} member centre`);
      await setLanguage(agent, lang);
      await walkCentre(agent, 'agent', AGENT_TABS, `${lang} agent centre`);
    }
  });
