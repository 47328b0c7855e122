import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { feedback } from '../src/platform/db/schema.ts';
import { openTestDatabase, testApp } from './helpers/app.ts';
import { type ContentMerchant, contentMerchant, JPG_B64, PNG_B64 } from './helpers/content.ts';

let database: Database;
let app: App;
let m: ContentMerchant;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await contentMerchant(app, database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type H = Record<string, string>;
const OK_TEXT = 'The deposit page took a long time to load today.';
const put = (auth: H, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/wps/feedback', headers: auth, payload });
const rowsOf = (memberId: number) => database.db.select().from(feedback).where(eq(feedback.memberId, memberId));

describe('feedback', () => {
  it('stores content and png/jpg images, lists them with replies, and serves the images', async () => {
    const p = await m.member();
    const res = await put(p.auth, { content: OK_TEXT, images: [PNG_B64, JPG_B64] });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await app.inject({ url: '/wps/feedback', headers: p.auth })).json().value;
    expect(list).toMatchObject({ minWords: 5, maxWords: 500 });
    const [item] = list.list;
    expect(item).toMatchObject({ content: OK_TEXT, status: 'OPEN', replies: [] });
    expect(item.images).toHaveLength(2);
    const img = await app.inject({ url: item.images[0], headers: m.headers });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(Buffer.from(PNG_B64, 'base64'))).toBe(true);
    // Another merchant cannot read it, even knowing the name.
    const other = await contentMerchant(app, database);
    expect((await app.inject({ url: item.images[0], headers: other.headers })).statusCode).toBe(404);

    const reply = await app.inject({
      method: 'POST',
      url: `/wps/operator/feedback/${item.id}/reply`,
      headers: m.op,
      payload: { content: 'Thanks, we fixed it.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = (await app.inject({ url: '/wps/feedback', headers: p.auth })).json().value.list[0];
    expect(after.status).toBe('REPLIED');
    expect(after.replies.map((r: { content: string }) => r.content)).toEqual(['Thanks, we fixed it.']);
    // A reply to another merchant's feedback is not found.
    const foreign = await app.inject({
      method: 'POST',
      url: `/wps/operator/feedback/${item.id}/reply`,
      headers: other.op,
      payload: { content: 'x' },
    });
    expect(foreign.json().errorCode).toBe('feedback.not.found');
  });

  it('keeps HTML and script as text', async () => {
    const p = await m.member();
    const html = '<script>alert(1)</script><b onclick="x()">bold</b> is shown as plain words here';
    expect((await put(p.auth, { content: html })).statusCode).toBe(200);
    const [item] = (await app.inject({ url: '/wps/feedback', headers: p.auth })).json().value.list;
    expect(item.content).toBe(html);
  });

  it('refuses a PNG-named file that is not a png, an oversized image and a fourth image, storing nothing', async () => {
    const p = await m.member();
    const notPng = Buffer.from('GIF89a this is not a png at all').toString('base64');
    const cases: [unknown[], string][] = [
      [[notPng], 'feedback.image.type'],
      [[PNG_B64, Buffer.from('%PDF-1.7').toString('base64')], 'feedback.image.type'],
      [[oversized()], 'feedback.image.too.large'],
      [[PNG_B64, PNG_B64, PNG_B64, PNG_B64], 'feedback.images.too.many'],
    ];
    for (const [images, code] of cases) {
      const res = await put(p.auth, { content: OK_TEXT, images });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().errorCode).toBe(code);
    }
    expect(await rowsOf(p.id)).toHaveLength(0);
    // Exactly three is fine.
    expect((await put(p.auth, { content: OK_TEXT, images: [PNG_B64, JPG_B64, PNG_B64] })).statusCode).toBe(200);
  });

  it('holds content to the merchant’s word limits, counting Khmer and Chinese words too', async () => {
    const mm = await contentMerchant(app, database);
    const p = await mm.member();
    const tooShort = await put(p.auth, { content: 'too short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ errorCode: 'feedback.words', value: { min: 5, max: 500, words: 2 } });
    expect((await put(p.auth, { content: Array(501).fill('word').join(' ') })).json().errorCode).toBe('feedback.words');
    expect((await put(p.auth, { content: Array(500).fill('word').join(' ') })).statusCode).toBe(200);
    // The operator sets this merchant's own limits.
    const set = await app.inject({
      method: 'PUT',
      url: '/wps/operator/content/settings',
      headers: mm.op,
      payload: { feedbackMinWords: 3, feedbackMaxWords: 6 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await put(p.auth, { content: 'one two three' })).statusCode).toBe(200);
    expect((await put(p.auth, { content: 'one two three four five six seven' })).json().errorCode).toBe(
      'feedback.words',
    );
    // Scripts without spaces are split into words by the segmenter, not counted as one.
    expect((await put(p.auth, { content: 'ខ្ញុំមិនអាចដកប្រាក់បានទេ' })).statusCode).toBe(200);
    expect((await put(p.auth, { content: '我无法提款请帮忙' })).statusCode).toBe(200);
    const mixed = await app.inject({
      method: 'PUT',
      url: '/wps/operator/content/settings',
      headers: mm.op,
      payload: { feedbackMinWords: 9, feedbackMaxWords: 6 },
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('needs a real member session', async () => {
    expect((await put(m.headers, { content: OK_TEXT })).statusCode).toBe(401);
    expect((await app.inject({ url: '/wps/feedback', headers: m.headers })).statusCode).toBe(401);
  });
});

/** A real PNG header followed by padding, one byte over 5 MB. */
function oversized() {
  const bytes = Buffer.alloc(5 * 1024 * 1024 + 1);
  Buffer.from(PNG_B64, 'base64').copy(bytes);
  return bytes.toString('base64');
}
