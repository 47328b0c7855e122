/**
 * Lighthouse (from npm) on the main routes, in Debian's Chromium through chrome-launcher, with
 * Lighthouse's default mobile settings (a mid-range phone on a slow 4G link, simulated): the
 * performance score and the layout shift, the targets being at least 95 and at most 0.05.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_ROUTES = ['/index', '/elott', '/rng'];
export const TARGET = { performance: 95, cls: 0.05 } as const;

export type LighthouseResult = {
  scenario: string;
  route: string;
  performance: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Lighthouse's own failure for the run (for example NO_FCP), when it could not measure the page. */
  error?: string;
};

const ms = (value: number | undefined) => Math.round(value ?? 0);

export async function benchLighthouse(base: string): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const out: LighthouseResult[] = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const run = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${route}`);
      const { audits, categories, runtimeError } = run.lhr;
      out.push({
        scenario: `Lighthouse mobile ${route}`,
        route,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        fcpMs: ms(audits['first-contentful-paint']?.numericValue),
        lcpMs: ms(audits['largest-contentful-paint']?.numericValue),
        tbtMs: ms(audits['total-blocking-time']?.numericValue),
        speedIndexMs: ms(audits['speed-index']?.numericValue),
        ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}
