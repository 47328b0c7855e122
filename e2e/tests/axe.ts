import { expect, type Page, type TestInfo } from '@playwright/test';
import axeCore, { type AxeResults } from 'axe-core';

/**
 * Axe scans shared by the portal's specs. Where each screen is scanned (dark and light, phone and
 * desktop) is listed in e2e/README.md.
 */

type AxeWindow = { axe?: typeof axeCore };

/**
 * One axe scan of a page, or of parts of it (`include`), for all rules or those given. axe's source
 * goes to each frame once per page load: AxeBuilder sent its 600 KB up to three times a scan and
 * opened a blank page to merge the frames' results, about half of a scan's time here. axe in the
 * page asks the frames for their part itself.
 */
export class AxeScan {
  private readonly parts: string[] = [];
  private rules: string[] | undefined;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  include(selector: string) {
    this.parts.push(selector);
    return this;
  }

  withRules(rules: string[]) {
    this.rules = rules;
    return this;
  }

  async analyze(): Promise<AxeResults> {
    for (const frame of this.page.frames()) {
      // A frame that goes away meanwhile has nothing left to scan.
      const missing = await frame.evaluate(() => !(window as AxeWindow).axe).catch(() => false);
      if (missing) await frame.evaluate(axeCore.source).catch(() => undefined);
    }
    return this.page.evaluate(
      ({ parts, rules }) =>
        (window as AxeWindow).axe?.run(
          parts.length > 0 ? { include: parts } : document,
          rules ? { runOnly: { type: 'rule', values: rules } } : {},
        ) as Promise<AxeResults>,
      { parts: this.parts, rules: this.rules },
    );
  }
}

export const axeScan = (page: Page) => new AxeScan(page);

/** Serious and critical findings in the page, or in one part of it (`data-testid`), for the rules given or all. */
export async function seriousFindings(page: Page, part?: string, rules?: string[]) {
  let builder = axeScan(page);
  if (part) builder = builder.include(`[data-testid="${part}"]`);
  if (rules) builder = builder.withRules(rules);
  return (await builder.analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The theme a test about both themes opens in: dark on desktop and light on a phone (or the other
 * way round with `swap`, for a second language), so every rule runs on each theme in one of the two
 * projects, and the other theme's colours get the contrast rule in the same test.
 */
export const openingTheme = (testInfo: TestInfo, swap = false): 'dark' | 'light' =>
  (testInfo.project.name === 'phone') !== swap ? 'light' : 'dark';

/**
 * No serious findings in the page (or a part of it) as it is, then with the other theme's colours,
 * where only colours change, so only the contrast rule runs again; the theme is put back after, so
 * the test goes on in the theme it opened in. The attribute is swapped on the page itself (what the
 * theme switch does): a modal keeps the switch out of reach, and a phone keeps it in its menu.
 */
export async function expectAccessibleInBothThemes(page: Page, what: string, part?: string) {
  const html = page.locator('html');
  const theme = (await html.getAttribute('data-theme')) as string;
  const other = theme === 'dark' ? 'light' : 'dark';
  expect(await seriousFindings(page, part), `${what} (${theme})`).toEqual([]);
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, other);
  await expect(html).toHaveAttribute('data-theme', other);
  expect(await seriousFindings(page, part, ['color-contrast']), `${what} (${other})`).toEqual([]);
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
  await expect(html).toHaveAttribute('data-theme', theme);
}
