import { expect, test } from '@playwright/test';

/**
 * Each language draws with a web font of its script, so a device without Khmer, Thai or Chinese
 * fonts shows letters, not boxes. The active language's file is preloaded by the page's head,
 * and no other language's is; the Chinese slices are fetched for Chinese only.
 */
const CASES = [
  { lang: 'KM', family: 'Mekong Khmer', file: /noto-sans-khmer-khmer-wght/, preload: true },
  { lang: 'TH', family: 'Mekong Thai', file: /noto-sans-thai-thai-wght/, preload: true },
  { lang: 'VI', family: 'Mekong Latin', file: /noto-sans-vietnamese-wght/, preload: true },
  { lang: 'CN', family: 'Noto Sans SC Variable', file: /noto-sans-sc-\d+-wght/, preload: false },
];

for (const c of CASES)
  test(`${c.lang} text is drawn with its own web font, and only its own is preloaded`, async ({ page }) => {
    await page.addInitScript((l) => {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('index_notice', 'seen');
    }, c.lang);
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname);
    });
    await page.goto('/index');
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          (family) =>
            document.fonts.ready.then(() => {
              let loaded = 0;
              document.fonts.forEach((f) => {
                if (f.family.replace(/"/g, '') === family && f.status === 'loaded') loaded += 1;
              });
              return loaded;
            }),
          c.family,
        ),
      )
      .toBeGreaterThan(0);
    expect(fonts.some((f) => c.file.test(f))).toBe(true);
    // Chinese comes in about a hundred slices: no other language downloads even their stylesheet.
    if (c.lang !== 'CN') expect(fonts.filter((f) => /noto-sans-sc-/.test(f))).toEqual([]);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    const others = CASES.filter((o) => o !== c && o.preload).map((o) => o.file);
    expect(preloaded.filter((href) => others.some((file) => file.test(href)))).toEqual([]);
    if (c.preload) expect(preloaded.some((href) => c.file.test(href))).toBe(true);
    else expect(preloaded).toEqual([]);
  });
