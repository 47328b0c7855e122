import { expect, type Page, test } from '@playwright/test';
import { ownAddress } from './accounts.ts';
import { pickLanguage } from './helpers.ts';
import { signedInPlayer } from './players.ts';

const LANGUAGES = ['KM', 'EN', 'CN'] as const;

/** One row: the logo's 36 px or the controls' 40 px, and the row's padding. */
const ONE_ROW_PX = 64;

async function headerRow(page: Page) {
  return (await page.locator('.header-row').boundingBox())?.height ?? 0;
}

/** The header's controls, pairwise: none may sit on another. */
async function overlaps(page: Page) {
  return page.evaluate(() => {
    const boxes = Array.from(
      document.querySelectorAll(
        '.header-row > *, .header-tools > *, .header-auth > *, .header-extras > *, .inline-login input, .inline-login button',
      ),
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

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [1280, 1440])
  test(`the signed-out header is one row at ${width} px in KM, EN and CN, also with an error or the captcha shown`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => sessionStorage.setItem('index_notice', 'seen'));
    await ownAddress(page);
    const header = page.getByTestId('header-logged-out');
    const form = header.getByTestId('login-form');
    const fieldsKeepTheirWidth = async () => {
      for (const id of ['login-username', 'login-password'])
        expect((await form.getByTestId(id).boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(100);
    };
    const username = `nobody${width}${Date.now().toString(36)}`;
    await page.goto('/index');
    for (const lang of LANGUAGES) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'CN' ? 'zh-CN' : lang.toLowerCase());
      await expect(header).toBeVisible();
      expect(await headerRow(page), lang).toBeLessThanOrEqual(ONE_ROW_PX);
      expect(await overlaps(page), lang).toEqual([]);
      expect(await sideways(page), lang).toBeLessThanOrEqual(0);

      await form.getByTestId('login-username').fill(username);
      await form.getByTestId('login-password').fill('wrong-pass1');
      await form.getByTestId('login-submit').click();
      await expect(header.getByTestId('login-error')).toBeVisible();
      await expect(form.getByTestId('login-submit')).toBeEnabled();
      expect(await headerRow(page), lang).toBeLessThanOrEqual(ONE_ROW_PX);
      await fieldsKeepTheirWidth();
    }
    // Three wrong passwords bring up the captcha: it opens below the form, the row stays one row.
    await expect(form.getByTestId('captcha-field')).toBeVisible();
    await expect(form.getByTestId('captcha-image')).toBeVisible();
    expect(await headerRow(page)).toBeLessThanOrEqual(ONE_ROW_PX);
    await fieldsKeepTheirWidth();
    expect((await form.getByTestId('captcha-input').boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(100);
    await expect(form.getByTestId('captcha-input')).toBeInViewport();
  });

test('on a phone the header is one row, signed out and signed in, with the balance in view, in KM, EN and CN @phone-only', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => sessionStorage.setItem('index_notice', 'seen'));
  await page.goto('/index');
  await expect(page.getByTestId('header-logged-out')).toBeVisible();
  expect(await headerRow(page)).toBeLessThanOrEqual(ONE_ROW_PX);
  expect(await overlaps(page)).toEqual([]);

  await signedInPlayer(page, request, 'hp');
  for (const lang of LANGUAGES) {
    await page.goto('/index');
    if (lang !== 'KM') await pickLanguage(page, lang);
    await expect(page.getByTestId('header-logged-in')).toBeVisible();
    await expect(page.getByTestId('balance-value')).toHaveText('$0.00');
    expect(await headerRow(page), lang).toBeLessThanOrEqual(ONE_ROW_PX);
    expect(await overlaps(page), lang).toEqual([]);
    expect(await sideways(page), lang).toBeLessThanOrEqual(0);
    await expect(page.getByTestId('balance-value')).toBeInViewport();
    await expect(page.getByTestId('deposit-button')).toBeInViewport();
    await expect(page.getByTestId('user-menu')).toBeInViewport();
    // Scrolled down, the balance is still in view: the header stays on top.
    await page.mouse.wheel(0, 1500);
    await expect(page.getByTestId('balance-value')).toBeInViewport();
  }
});

test('on a phone a tab bar leads home, to the lottery, games, promotions and the player’s own centre @phone-only', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', 'seen'));
  await page.goto('/index');
  const bar = page.getByTestId('tab-bar');
  await expect(bar).toBeInViewport();
  await expect(bar.getByTestId('tab-home')).toHaveAttribute('aria-current', 'page');
  for (const [tab, url, testId] of [
    ['tab-lottery', /\/elott$/, 'page-elott'],
    ['tab-games', /\/games$/, 'page-games'],
    ['tab-promotions', /\/promotions$/, 'page-promotions'],
  ] as const) {
    await bar.getByTestId(tab).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(bar.getByTestId(tab)).toHaveAttribute('aria-current', 'page');
  }
  // The page's end is not hidden under the bar. Scrolled to the end and measured again until the
  // page holds still: the list's pictures may still be lengthening it when the first scroll lands.
  const footer = page.getByTestId('app-footer');
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [end, top] = await Promise.all([footer.boundingBox(), bar.boundingBox()]);
      return (end?.y ?? 0) + (end?.height ?? 0) - (top?.y ?? 0);
    })
    .toBeLessThanOrEqual(1);
  // A visitor's "me" opens the login popup; a player's opens the member centre.
  await bar.getByTestId('tab-me').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await signedInPlayer(page, request, 'tb');
  await page.getByTestId('tab-bar').getByTestId('tab-me').click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
});
