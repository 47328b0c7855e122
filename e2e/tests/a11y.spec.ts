import { expect, test } from '@playwright/test';
import { expectAccessibleInBothThemes, openingTheme, seriousFindings } from './axe.ts';
import { pickLanguage, scrollThroughHome } from './helpers.ts';

// Each language opens in one theme on a desktop and the other on a phone; the other theme's colours
// are scanned in the same test (axe.ts).
for (const [lang, swap] of [
  ['KM', false],
  ['EN', true],
  ['CN', false],
] as const) {
  test(`home page has no serious accessibility violations in either theme (${lang}) @phone`, async ({
    page,
  }, testInfo) => {
    // Two scans of the whole home, the longest page, on two shared cores.
    test.setTimeout(180_000);
    const theme = openingTheme(testInfo, swap);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/index');
    await expect(page.getByTestId('page-index')).toBeVisible();
    if (lang !== 'KM') await pickLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // The home's lower parts are drawn when they come near the screen: scroll through first, so
    // the scan covers the whole home.
    await scrollThroughHome(page);
    await expect(page.locator('.lanes section').first()).toBeVisible();
    await expectAccessibleInBothThemes(page, `home (${lang})`);
  });
}

// The help centre, app download and join pages are scanned in content.spec.ts, the promotions hall
// in promotions.spec.ts and /elott in lottery.spec.ts (see e2e/README.md).
test('/rng, /sports and the not-found page have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/rng', '/sports', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByTestId('main-area')).toBeVisible();
    expect(await seriousFindings(page), path).toEqual([]);
  }
});
