import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pickLanguage } from './helpers.ts';

const seriousOf = async (page: import('@playwright/test').Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

for (const lang of ['KM', 'EN', 'CN'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`home page has no serious accessibility violations (${lang}, ${theme}) @phone`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/index');
      await expect(page.getByTestId('page-index')).toBeVisible();
      if (lang !== 'KM') await pickLanguage(page, lang);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousOf(page)).toEqual([]);
    });
  }
}

for (const path of ['/rng', '/sports', '/down', '/join', '/help', '/promotions', '/elott', '/no/such/page']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('main-area')).toBeVisible();
    expect(await seriousOf(page)).toEqual([]);
  });
}
