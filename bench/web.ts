/**
 * The web app's first-load JS: each main route is opened signed out in Debian's Chromium at a
 * phone's size, and every script it fetches before the network goes quiet is counted, by its
 * gzipped size (the .gz file the build made next to it) and by the bytes that crossed the wire.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

/** The build the server serves (WEB_DIST, as the server reads it). */
const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
export const WEB_ROUTES = ['/index', '/elott', '/rng', '/lottery', '/promotions', '/pointMall', '/sports'];
/** The budget for `/index`: the home chunk, the active locale and what the first screen shows. */
export const INDEX_BUDGET_GZIP_KB = 170;

export type RouteWeight = {
  scenario: string;
  route: string;
  scripts: number;
  rawKB: number;
  gzipKB: number;
  wireKB: number;
  files: { file: string; gzipKB: number }[];
};

function gzipBytes(file: string) {
  const gz = `${file}.gz`;
  if (fs.existsSync(gz)) return fs.statSync(gz).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function benchWeb(base: string, lang = 'KM'): Promise<RouteWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const out: RouteWeight[] = [];
  try {
    for (const route of WEB_ROUTES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      page.on('requestfinished', async (request) => {
        if (request.resourceType() !== 'script') return;
        const sizes = await request.sizes().catch(() => null);
        scripts.set(new URL(request.url()).pathname, sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0);
      });
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await context.close();
      const files = [...scripts.keys()].map((p) => {
        const file = path.join(dist, p);
        return { file: p, raw: fs.statSync(file).size, gzip: gzipBytes(file) };
      });
      const sum = (k: 'raw' | 'gzip') => files.reduce((s, f) => s + f[k], 0);
      out.push({
        scenario: `first-load JS ${route}`,
        route,
        scripts: files.length,
        rawKB: kb(sum('raw')),
        gzipKB: kb(sum('gzip')),
        wireKB: kb([...scripts.values()].reduce((s, n) => s + n, 0)),
        files: files.sort((a, b) => b.gzip - a.gzip).map((f) => ({ file: f.file, gzipKB: kb(f.gzip) })),
      });
    }
  } finally {
    await browser.close();
  }
  return out;
}
