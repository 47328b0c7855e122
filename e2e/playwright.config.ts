import { defineConfig, devices } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 4310);

/** Debian's Chromium, never a browser downloaded by the test tool. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // Two workers, the server and Chromium share two cores: a page flow with axe scans can take
  // longer than Playwright's default 30 s without anything being wrong. On a slow day of this
  // machine, a phone walk through sign-in, a dialog and the agent centre took 44 s on its own, and
  // past 60 s beside the other worker: the cap is twice that.
  timeout: 120_000,
  // For the same reason a page may need more than the default 5 s to show what a step waits for.
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    // Recording a trace of every test (kept only when it fails) cost a fifth of the wall and CPU time
    // (auth and money specs, desktop, two runs each: 109 and 116 s against 88 and 93 s). CI's clone
    // and its test-results are thrown away, so a trace there is never read: CI records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Chromium draws in software here: the site's moving parts (carousel, tickers, shimmering
    // skeletons) repaint every frame on the two shared cores. The site honours reduced motion, and
    // no check needs the motion; the house games' specs, whose presentation is what they show, ask
    // for motion again.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, grepInvert: /@phone-only/ },
    {
      name: 'phone',
      // A Pixel 7's viewport, touch and mobile user agent, drawn at one device pixel per CSS pixel:
      // its real 2.625 would be about seven times the pixels to rasterise in software, and no check
      // reads the pixel ratio (layout, hit targets and media queries are in CSS pixels).
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, defaultBrowserType: 'chromium', launchOptions: chromium },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node serve.ts',
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
    // Stop it as a person would, so it drops its database and its data folder (the default kill
    // gives it no chance to).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
