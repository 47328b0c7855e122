import { LANGUAGE_TAG } from '@mekong/contracts';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 4310);

/** A fixture merchant's own site (see serve.ts): Chromium sends *.localhost to this machine. */
export const siteOf = (
  merchant:
    | 'maint'
    | 'region'
    | 'gated'
    | 'slider'
    | 'slideronly'
    | 'wallet'
    | 'console'
    | 'cashier'
    | 'newsroom'
    | 'auditlab'
    | 'lotto'
    | 'noon',
) => `http://${merchant}.localhost:${PORT}`;

/**
 * The test runner on a fixture brand of its own: pages open the brand's site, and `request` (Node's,
 * which does not send *.localhost names to this machine as Chromium does) reaches the same server
 * at localhost, naming the brand in the Merchant header, which wins over the host.
 */
export const onBrand = (merchant: 'lotto' | 'noon') =>
  base.extend({
    baseURL: siteOf(merchant),
    request: async ({ playwright }, use) => {
      const request = await playwright.request.newContext({
        baseURL: `http://localhost:${PORT}`,
        extraHTTPHeaders: { merchant },
      });
      await use(request);
      await request.dispose();
    },
  });

/** Every route of the spec's route table and the page that must answer it. */
export const SPEC_ROUTES: { path: string; testId: string; header: boolean; footer: boolean }[] = [
  { path: '/index', testId: 'page-index', header: true, footer: true },
  { path: '/register', testId: 'page-register', header: true, footer: true },
  { path: '/register.html', testId: 'page-register', header: true, footer: true },
  { path: '/pointMall', testId: 'page-pointMall', header: true, footer: true },
  { path: '/lottery?gameCode=SSC1&playType=SSC_POS1', testId: 'page-lottery', header: true, footer: false },
  { path: '/vnlottery?gameCode=VN_N', testId: 'page-vnlottery', header: true, footer: false },
  { path: '/elott', testId: 'page-elott', header: true, footer: true },
  { path: '/rng?vassalage=HOUSE', testId: 'page-games', header: true, footer: true },
  { path: '/pvp', testId: 'page-games', header: true, footer: true },
  { path: '/fish', testId: 'page-games', header: true, footer: true },
  { path: '/live', testId: 'page-games', header: true, footer: true },
  { path: '/games', testId: 'page-games', header: true, footer: true },
  { path: '/sports', testId: 'page-sports', header: true, footer: true },
  { path: '/promotions', testId: 'page-promotions', header: true, footer: true },
  { path: '/promoDetail', testId: 'page-promoDetail', header: true, footer: true },
  { path: '/seamless', testId: 'page-seamless', header: true, footer: false },
  { path: '/help', testId: 'page-help', header: true, footer: true },
  { path: '/helpmc', testId: 'page-helpmc', header: false, footer: false },
  { path: '/down', testId: 'page-down', header: true, footer: true },
  { path: '/join', testId: 'page-join', header: true, footer: true },
  { path: '/game', testId: 'page-game', header: true, footer: false },
  { path: '/login', testId: 'page-login', header: true, footer: true },
];

/** Picks a language in the header, or on a phone, where the header has no room for it, in the side menu. */
export async function pickLanguage(page: Page, code: 'KM' | 'EN' | 'CN') {
  // 600 px: where app.css moves the picker from the header to the side menu.
  if ((page.viewportSize()?.width ?? 1440) > 600)
    await page.getByTestId('app-header').getByTestId('language-picker').selectOption(code);
  else {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-menu').getByTestId('language-picker').selectOption(code);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('side-menu')).toBeHidden();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', code === 'CN' ? 'zh-CN' : code.toLowerCase());
}

/**
 * A brand's clock: a date the site shows in English, in the brand's zone whatever the browser's
 * (the demo brand's unless another zone is given).
 */
export const inEnglish = (iso: string, timeZone = 'Asia/Phnom_Penh') =>
  new Intl.DateTimeFormat(LANGUAGE_TAG.EN, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));

/** The time zone of the brand that `request` reaches, as the site reads it from the server. */
export async function brandZone(request: APIRequestContext) {
  const res = await request.get('/wps/system/status');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value.info.brand.timezone as string;
}

/** A calendar day in a time zone, as a date input writes it ("2026-11-28"). */
export const dayIn = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/** Minutes since midnight on the clock of the brand that `request` reaches. */
export async function brandMinutesSinceMidnight(request: APIRequestContext) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: await brandZone(request),
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('hour') * 60 + part('minute');
}

/** Today on the calendar of the brand that `request` reaches: the day its filters take as today. */
export const brandToday = async (request: APIRequestContext) => dayIn(await brandZone(request));

/**
 * The home's lower sections load when their place comes near the screen (a phone's first screen
 * does not reach them): scrolls to that place until they are drawn.
 */
export async function revealHomeSections(page: Page) {
  await expect(page.getByTestId('page-index')).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.querySelector('[data-testid="home-sections-skeleton"]')?.scrollIntoView());
        return page.getByTestId('home-sections-skeleton').count();
      },
      // As the tests waiting on them found: on a shared, busy browser the sections follow the
      // boot's round trips by up to 10 s.
      { timeout: 30_000 },
    )
    .toBe(0);
}

/** The whole home, down to the vendor lanes at its foot, each part drawn as it comes near. */
export async function scrollThroughHome(page: Page) {
  await revealHomeSections(page);
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.getByTestId('lanes-skeleton').count();
    })
    .toBe(0);
}
