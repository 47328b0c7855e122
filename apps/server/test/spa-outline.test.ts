import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { announcements, merchants } from '../src/platform/db/schema.ts';
import { BANNER_PLACE, LOGO_PLACE } from '../src/platform/spa.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { announce, type ContentMerchant, contentMerchant } from './helpers/content.ts';

let database: Database;
let app: App;
let m: ContentMerchant;

/** The web app's own page (its outline and <title>), as the build keeps them, in a stand-in build output. */
function distWithTheWebPage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mekong-dist-'));
  const page = fs.readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8');
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  return dir;
}

const page = async (url: string, host: string, cookie?: string) => {
  const res = await app.inject({ url, headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const bannerOf = (html: string) => /<div class="boot-banner[^"]*"><img [^>]*src="([^"]*)"/.exec(html)?.[1] ?? null;
/** The outline header's logo: its picture and the brand's name. */
const logoOf = (html: string) =>
  /<span class="logo"><img src="([^"]*)" alt="" width="36" height="36" fetchpriority="high" \/><span>([^<]*)<\/span>/
    .exec(html)
    ?.slice(1) ?? null;
/** The picture preloaded first in <head>, before the app's scripts. */
const firstPreloadOf = (html: string) =>
  /^<!doctype html>\s*<html[^>]*>\s*<head>\s*<meta charset="UTF-8" \/>\s*<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>/i.exec(
    html,
  )?.[1] ?? null;
/** The banner's preload, which the server writes just before <title> (the logo's is the first in <head>). */
const preloadOf = (html: string) =>
  /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>\s*<title>/.exec(html)?.[1] ?? null;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database, { webDist: distWithTheWebPage() });
  m = await contentMerchant(app, database);
  await announce(app, m, { type: 'B', language: 'KM', title: 'KM banner', imageUrl: '/content/km-first.svg' });
  await announce(app, m, { type: 'B', language: 'EN', title: 'EN banner', imageUrl: '/content/en-first.svg' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("the home page's first banner in the page itself", () => {
  it("the web app's outline has the place the server fills", () => {
    expect(fs.readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8')).toContain(BANNER_PLACE);
  });

  it.each(['/', '/index', '/index/'])(
    'draws %s with the first banner of the default language, preloaded',
    async (url) => {
      const html = await page(url, `${m.code}.test`);
      expect(bannerOf(html)).toBe('/content/km-first.svg');
      expect(preloadOf(html)).toBe('/content/km-first.svg');
      expect(html).not.toContain(BANNER_PLACE);
      // The preload comes before the app's own scripts in <head>.
      expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<title>'));
    },
  );

  it('takes the language from the lang cookie the web app keeps; an unknown one reads the default', async () => {
    expect(bannerOf(await page('/index', `${m.code}.test`, 'theme=dark; lang=EN'))).toBe('/content/en-first.svg');
    const res = await app.inject({ url: '/index', headers: { host: `${m.code}.test`, cookie: 'lang=EN' } });
    expect(res.headers.vary).toContain('Cookie');
    expect(bannerOf(await page('/index', `${m.code}.test`, 'lang=XX'))).toBe('/content/km-first.svg');
    // A language with no banner of its own reads the English ones, as the announcements call does.
    expect(bannerOf(await page('/index', `${m.code}.test`, 'lang=TH'))).toBe('/content/en-first.svg');
  });

  it('leaves other pages, and a host of no brand, with the outline as it is', async () => {
    for (const url of ['/rng', '/elott', '/index/more']) {
      const html = await page(url, `${m.code}.test`);
      expect(html).toContain(BANNER_PLACE);
      expect(preloadOf(html)).toBeNull();
    }
    expect(await page('/index', 'nobody.test')).toContain(BANNER_PLACE);
  });

  it('follows a banner change made in the back office at once', async () => {
    const mm = await contentMerchant(app, database);
    const first = await announce(app, mm, { type: 'B', language: 'KM', title: 'one', imageUrl: '/content/one.svg' });
    expect(bannerOf(await page('/index', `${mm.code}.test`))).toBe('/content/one.svg');
    await announce(app, mm, { type: 'B', language: 'KM', title: 'two', imageUrl: '/content/two.svg', from: -2 });
    const archived = await app.inject({
      method: 'POST',
      url: `/wps/operator/announcements/${first.id}/archive`,
      headers: mm.op,
    });
    expect(archived.statusCode).toBe(200);
    expect(bannerOf(await page('/index', `${mm.code}.test`))).toBe('/content/two.svg');
  });

  it('draws no banner for a brand in maintenance, which shows its own page', async () => {
    const mm = await contentMerchant(app, database);
    await announce(app, mm, { type: 'B', language: 'KM', title: 'b', imageUrl: '/content/b.svg' });
    await database.db.update(merchants).set({ maintenance: true }).where(eq(merchants.id, mm.id));
    // The announcements call resolved the brand; the server drops it when the database's notice of
    // the change arrives, which may come after the update returns.
    await expect.poll(async () => bannerOf(await page('/index', `${mm.code}.test`))).toBeNull();
    const html = await page('/index', `${mm.code}.test`);
    expect(html).toContain(BANNER_PLACE);
    expect(bannerOf(html)).toBeNull();
  });

  it('writes a stored address only as an escaped attribute, and only a path or an https address', async () => {
    const mm = await contentMerchant(app, database);
    const row = {
      merchantId: mm.id,
      type: 'B' as const,
      language: 'KM',
      title: 't',
      startsAt: new Date(Date.now() - 60_000),
    };
    await database.db
      .insert(announcements)
      .values({ ...row, imageUrl: '/x.svg?a="><script>alert(1)</script>', sort: 0 });
    const html = await page('/index', `${mm.code}.test`);
    expect(html).not.toContain('<script>alert(1)');
    expect(bannerOf(html)).toBe('/x.svg?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');

    for (const unsafe of ['javascript:alert(1)', '//elsewhere.example/x.png', 'http://plain.example/x.png']) {
      const other = await contentMerchant(app, database);
      await database.db.insert(announcements).values({ ...row, merchantId: other.id, imageUrl: unsafe });
      const otherHtml = await page('/index', `${other.code}.test`);
      expect(bannerOf(otherHtml), unsafe).toBeNull();
      expect(otherHtml).toContain(BANNER_PLACE);
    }
  });
});

describe("the brand's logo in the page's outline", () => {
  it("the web app's outline has the place the server fills", () => {
    expect(fs.readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8')).toContain(LOGO_PLACE);
  });

  it("draws every page's header with the brand's logo and name; a host of no brand keeps the outline", async () => {
    const [row] = await database.db.select().from(merchants).where(eq(merchants.id, m.id));
    for (const url of ['/index', '/elott', '/rng', '/member/info']) {
      const html = await page(url, `${m.code}.test`);
      expect(logoOf(html), url).toEqual([row?.logoUrl, row?.name]);
      expect(html).not.toContain(LOGO_PLACE);
      // The first paint waits for the logo: it is asked for before the app's scripts.
      if (url !== '/index') expect(firstPreloadOf(html), url).toBe(row?.logoUrl);
    }
    const none = await page('/elott', 'nobody.test');
    expect(logoOf(none)).toBeNull();
    expect(firstPreloadOf(none)).toBeNull();
    expect(none).toContain(LOGO_PLACE);
  });

  it("writes the brand's name and logo escaped, and only a logo the page may show", async () => {
    // Brands no request has resolved yet: the page reads the changed row itself.
    const mm = await createMerchant(database);
    await database.db
      .update(merchants)
      .set({ name: 'A&B <script>x</script>', logoUrl: '/logo.svg?a="><script>alert(1)</script>' })
      .where(eq(merchants.id, mm.id));
    const html = await page('/elott', `${mm.code}.test`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<script>x');
    expect(logoOf(html)).toEqual([
      '/logo.svg?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      'A&amp;B &lt;script&gt;x&lt;/script&gt;',
    ]);

    for (const unsafe of ['javascript:alert(1)', '//elsewhere.example/x.png', 'http://plain.example/x.png']) {
      const other = await createMerchant(database);
      await database.db.update(merchants).set({ logoUrl: unsafe }).where(eq(merchants.id, other.id));
      const otherHtml = await page('/elott', `${other.code}.test`);
      expect(logoOf(otherHtml), unsafe).toBeNull();
      expect(firstPreloadOf(otherHtml), unsafe).toBeNull();
      expect(otherHtml).toContain(LOGO_PLACE);
    }
  });
});
