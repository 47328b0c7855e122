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

for (const theme of ['dark', 'light'] as const)
  test(`controls wear the design system and the theme toggle stands out (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => {
      localStorage.setItem('theme', t);
      sessionStorage.setItem('index_notice', 'seen');
    }, theme);
    await page.goto('/index');
    await expect(page.getByTestId('cs-livechat')).toBeVisible();
    const looks = await page.evaluate(() => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      const contrast = (a: string, b: string) => {
        const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      const surface2 = getComputedStyle(document.body).getPropertyValue('--surface-2').trim();
      const probe = document.createElement('span');
      probe.style.color = surface2;
      document.body.append(probe);
      const surface2Rgb = getComputedStyle(probe).color;
      probe.remove();
      const select = getComputedStyle(document.querySelector('[data-testid="language-picker"]') as Element);
      const toggle = document.querySelector('[data-testid="theme-toggle"]') as HTMLElement;
      const icon = getComputedStyle(toggle.querySelector('.theme-icon') as Element);
      const chat = getComputedStyle(document.querySelector('[data-testid="cs-livechat"]') as Element);
      return {
        selectDrawn: select.appearance === 'none' && select.backgroundColor === surface2Rgb,
        selectRounded: Number.parseFloat(select.borderTopLeftRadius) >= 6,
        toggleIcon: contrast(icon.color, getComputedStyle(toggle).backgroundColor) >= 3,
        chatIsALink: chat.backgroundColor === 'rgba(0, 0, 0, 0)' && chat.textDecorationLine === 'underline',
      };
    });
    expect(looks).toEqual({ selectDrawn: true, selectRounded: true, toggleIcon: true, chatIsALink: true });
  });
