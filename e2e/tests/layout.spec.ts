import { LANGUAGE_TAG } from '@mekong/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_PLAYER_PASSWORD, E2E_PLAYERS } from '../fixtures.ts';
import { ownAddress } from './accounts.ts';
import { signInThroughApi } from './players.ts';

/**
 * Issue 19's layout checks at the five widths, in KM, EN and CN: no route scrolls sideways, the
 * header's controls never sit on each other, and every table of the member and agent centres
 * fits its centre or scrolls inside a box of its own; the centre keeps its height from page to page.
 * A test per language loads each page once and tries it at every width.
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
// agent01 signs in from a new address for each test: the check asks for the real name.
const AGENT = { username: 'agent01', password: 'agent1234', realName: 'Chan Sophea' };

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

/**
 * A page of its own, in `lang` from the first load. The widths are tried on the same page: the
 * layout follows the window's width live (CSS and the media queries the app listens to), so
 * resizing shows what a fresh load at that width shows, without loading the page again.
 */
async function newPage(browser: Browser, lang: string) {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0] ?? 390, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((l) => {
    sessionStorage.setItem('index_notice', 'seen');
    localStorage.setItem('lang', l);
  }, lang);
  const ip = await ownAddress(page);
  return { page, ip };
}

/** Sets the width and waits for what it changes: media listeners fire at the next frame, React draws. */
async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Walks a centre's pages at every width: nothing cut off, at each width the same height on every page. */
async function walkCentre(page: Page, kind: 'member' | 'agent', tabs: string[], label: string) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(kind === 'member' ? 'menu-member-centre' : 'menu-agent-centre').click();
  const centre = page.getByTestId(`${kind}-centre`);
  await expect(centre.getByTestId(`centre-tab-${tabs[0]}`)).toBeVisible();
  const heights = new Map(WIDTHS.map((width) => [width, new Set<number>()]));
  for (const tab of tabs) {
    await centre.getByTestId(`centre-tab-${tab}`).click();
    const body = centre.getByTestId(`centre-page-${tab}`);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await expect(body).toBeVisible();
      // A page is measured once it has drawn what it loads: no loading line left in it.
      await expect(body.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
      expect(await cutTables(page, `${kind}-centre`), `${label} ${tab} at ${width} px`).toEqual([]);
      heights.get(width)?.add(Math.round((await centre.boundingBox())?.height ?? 0));
    }
  }
  for (const [width, seen] of heights)
    expect([...seen], `${label} at ${width} px: the centre's height from page to page`).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
}

for (const lang of LANGUAGES) {
  // One test per part, so the two workers share a language's checks and a slow machine stays
  // within a test's time.
  test(`in ${lang} at ${WIDTHS.join(', ')} px no route scrolls sideways and the header's controls stay apart`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const visitor = (await newPage(browser, lang)).page;
    for (const route of ROUTES) {
      await visitor.goto(route.path);
      await expect(visitor.getByTestId(route.testId)).toBeVisible();
      await expect(visitor.locator('html')).toHaveAttribute('lang', LANGUAGE_TAG[lang]);
      for (const width of WIDTHS) {
        await atWidth(visitor, width);
        // From 1181 px the header holds the login form (loaded when the screen is that wide).
        if (width >= 1181) await expect(visitor.getByTestId('app-header').getByTestId('login-username')).toBeVisible();
        expect(await sideways(visitor), `${route.path} at ${width} px`).toBeLessThanOrEqual(0);
        expect(await headerOverlaps(visitor), `${route.path} at ${width} px`).toEqual([]);
      }
    }
    await visitor.context().close();
  });

  for (const [kind, account, tabs] of [
    ['member', { username: E2E_PLAYERS.records, password: E2E_PLAYER_PASSWORD }, MEMBER_TABS],
    ['agent', AGENT, AGENT_TABS],
  ] as const)
    test(`in ${lang} at ${WIDTHS.join(', ')} px signed in as ${kind === 'member' ? 'a player' : 'an agent'}, the header fits and the ${kind} centre's tables fit or scroll in their box`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const { page, ip } = await newPage(browser, lang);
      // Signed in through the login call: these checks are about the layout, not the sign-in form.
      await signInThroughApi(page, page.request, account, ip);
      for (const width of WIDTHS) {
        await atWidth(page, width);
        expect(await headerOverlaps(page), `${kind} signed in at ${width} px`).toEqual([]);
        expect(await sideways(page), `${kind} signed in at ${width} px`).toBeLessThanOrEqual(0);
      }
      await walkCentre(page, kind, tabs, `${kind} centre`);
      await page.context().close();
    });
}
