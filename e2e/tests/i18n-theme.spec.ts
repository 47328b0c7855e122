import { expect, test } from '@playwright/test';
import { pickLanguage } from './helpers.ts';

test('KM is the default; switching to EN and back changes the text and survives reload', async ({ page }) => {
  await page.goto('/index');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  const footer = page.getByTestId('app-footer');
  const khmerText = (await footer.textContent()) ?? '';
  expect(khmerText).toMatch(/[\u1780-\u17FF]/);

  await pickLanguage(page, 'EN');
  await expect(footer).not.toHaveText(khmerText);
  await expect(footer).not.toContainText(/[\u1780-\u17FF]/);
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'EN',
    'EN',
  ]);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(footer).not.toContainText(/[\u1780-\u17FF]/);

  await pickLanguage(page, 'KM');
  await expect(footer).toHaveText(khmerText);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
});

test('CN shows Chinese text', async ({ page }) => {
  await page.goto('/index');
  await pickLanguage(page, 'CN');
  await expect(page.getByTestId('app-footer')).toContainText(/[\u4E00-\u9FFF]/);
});

test('the API is called in the chosen language', async ({ page }) => {
  await page.goto('/index');
  const request = page.waitForRequest((r) => r.url().includes('/wps/') && r.headers().language === 'EN');
  await pickLanguage(page, 'EN');
  await request;
});

test('the theme toggle switches dark and light and survives reload', async ({ page }) => {
  await page.goto('/index');
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  expect(['dark', 'light']).toContain(before);
  const after = before === 'dark' ? 'light' : 'dark';
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const bgBefore = await background();
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', after);
  expect(await background()).not.toBe(bgBefore);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', before as string);
});
