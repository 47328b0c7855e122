import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog } from '../src/platform/db/schema.ts';
import { seedContent } from '../src/seed/content.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { announce, type ContentMerchant, contentMerchant } from './helpers/content.ts';
import { operatorToken } from './helpers/money.ts';

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

type Item = { id: number; title: string; type: string };
const relay = async (headers: Record<string, string>, query = 'types=B,PL,PU,PR&platform=W&execution=B') => {
  const res = await app.inject({ url: `/wps/relay/MCSFE_getListAnnouncements?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Record<'banners' | 'player' | 'popup' | 'promotion' | 'headline', Item[]>;
};
const titles = (items: Item[]) => items.map((i) => i.title);

describe('announcement relay', () => {
  it('answers each type in its own list, for visitors too', async () => {
    await announce(app, m, { type: 'B', title: 'Banner one' });
    await announce(app, m, { type: 'PL', title: 'Notice one' });
    await announce(app, m, { type: 'PU', title: 'Popup one' });
    await announce(app, m, { type: 'PR', title: 'Promo one' });
    await announce(app, m, { type: 'AGENT', title: 'Agents only' });
    const v = await relay({ ...m.headers, language: 'EN' });
    expect(titles(v.banners)).toEqual(['Banner one']);
    expect(titles(v.player)).toEqual(['Notice one']);
    expect(titles(v.popup)).toEqual(['Popup one']);
    expect(titles(v.promotion)).toEqual(['Promo one']);
    // Agent notices never reach the public relay.
    expect(JSON.stringify(v)).not.toContain('Agents only');
    // Only the types asked for are filled.
    const only = await relay({ ...m.headers, language: 'EN' }, 'types=PU');
    expect(titles(only.popup)).toEqual(['Popup one']);
    expect(only.banners).toEqual([]);
    expect(only.player).toEqual([]);
  });

  it('refuses unknown types, platforms and executions', async () => {
    for (const q of ['types=B,XX', 'types=AGENT', 'platform=M', 'execution=A']) {
      const res = await app.inject({ url: `/wps/relay/MCSFE_getListAnnouncements?${q}`, headers: m.headers });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('shows an announcement only inside its schedule window', async () => {
    const mm = await contentMerchant(app, database);
    await announce(app, mm, { type: 'PL', title: 'Live now', from: -1, to: 1 });
    await announce(app, mm, { type: 'PL', title: 'Open ended', from: -2, to: null });
    await announce(app, mm, { type: 'PL', title: 'Not yet', from: 1, to: 5 });
    await announce(app, mm, { type: 'PL', title: 'Already over', from: -5, to: -1 });
    const v = await relay({ ...mm.headers, language: 'EN' });
    expect(titles(v.player).sort()).toEqual(['Live now', 'Open ended']);
  });

  it('answers in the requested language, from the query or the Language header', async () => {
    const mm = await contentMerchant(app, database);
    await announce(app, mm, { type: 'PL', language: 'KM', title: 'សេចក្តីជូនដំណឹង' });
    await announce(app, mm, { type: 'PL', language: 'EN', title: 'Notice' });
    await announce(app, mm, { type: 'PL', language: 'CN', title: '公告' });
    expect(titles((await relay({ ...mm.headers, language: 'KM' })).player)).toEqual(['សេចក្តីជូនដំណឹង']);
    expect(titles((await relay({ ...mm.headers, language: 'EN' }, 'language=CN')).player)).toEqual(['公告']);
    // A language with no announcements of its own reads the English ones.
    expect(titles((await relay({ ...mm.headers, language: 'TH' })).player)).toEqual(['Notice']);
    // Another merchant's announcements never show.
    const other = await createMerchant(database);
    expect((await relay({ ...other.headers, language: 'EN' })).player).toEqual([]);
  });

  it('lets operators update and archive, each action audited', async () => {
    const mm = await contentMerchant(app, database);
    const { id } = await announce(app, mm, { type: 'PL', title: 'Draft title' });
    const now = Date.now();
    const put = await app.inject({
      method: 'PUT',
      url: `/wps/operator/announcements/${id}`,
      headers: mm.op,
      payload: { type: 'PL', language: 'EN', title: 'Final title', startsAt: new Date(now - 1000).toISOString() },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(titles((await relay({ ...mm.headers, language: 'EN' })).player)).toEqual(['Final title']);
    const arch = await app.inject({ method: 'POST', url: `/wps/operator/announcements/${id}/archive`, headers: mm.op });
    expect(arch.json().value.status).toBe('ARCHIVED');
    expect((await relay({ ...mm.headers, language: 'EN' })).player).toEqual([]);
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, mm.id), eq(auditLog.actorType, 'operator')));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['announcement.create', 'announcement.update', 'announcement.archive']),
    );
    // Another merchant's announcement is not found; bad windows and bannerless banners are refused.
    const other = await contentMerchant(app, database);
    const foreign = await app.inject({
      method: 'POST',
      url: `/wps/operator/announcements/${id}/archive`,
      headers: other.op,
    });
    expect(foreign.json().errorCode).toBe('announcement.not.found');
    const backwards = await app.inject({
      method: 'POST',
      url: '/wps/operator/announcements',
      headers: mm.op,
      payload: { type: 'PL', language: 'EN', title: 'x', startsAt: '2030-01-02', endsAt: '2030-01-01' },
    });
    expect(backwards.statusCode).toBe(400);
    const noImage = await app.inject({
      method: 'POST',
      url: '/wps/operator/announcements',
      headers: mm.op,
      payload: { type: 'B', language: 'EN', title: 'x', startsAt: '2030-01-01' },
    });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().value.fields.imageUrl.message).toBe('content.banner.image');
  });

  it('content staff write announcements, finance reads them, risk does neither', async () => {
    const mm = await contentMerchant(app, database);
    const as = async (role: 'content' | 'finance' | 'risk') => ({
      ...mm.headers,
      authorization: (await operatorToken(app, mm.headers, mm.id, role)).token,
    });
    const notice = { type: 'PL', language: 'EN', title: 'Opening hours', startsAt: '2030-01-01' };
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/wps/operator/announcements', headers, payload: notice });
    expect((await post(await as('content'))).statusCode).toBe(200);
    const finance = await as('finance');
    expect((await post(finance)).statusCode).toBe(403);
    expect((await app.inject({ url: '/wps/operator/announcements', headers: finance })).json().value.list).toHaveLength(
      1,
    );
    const risk = await as('risk');
    expect((await app.inject({ url: '/wps/operator/announcements', headers: risk })).statusCode).toBe(403);
  });

  it('needs an operator session to change announcements', async () => {
    const player = await m.member();
    const asMember = await app.inject({
      method: 'POST',
      url: '/wps/operator/announcements',
      headers: player.auth,
      payload: { type: 'PL', language: 'EN', title: 'x', startsAt: '2030-01-01' },
    });
    expect(asMember.statusCode).toBe(401);
  });
});

describe('agent notices', () => {
  it('are listed for agents of types 1, 2, 41 and 42 only', async () => {
    const mm = await contentMerchant(app, database);
    await announce(app, mm, { type: 'AGENT', title: 'Commission day' });
    await announce(app, mm, { type: 'PL', title: 'For players' });
    for (const type of [1, 2, 41, 42]) {
      const agent = await mm.member(type);
      const res = await app.inject({ url: '/wps/agent/announcements', headers: { ...agent.auth, language: 'EN' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(titles(res.json().value.list)).toEqual(['Commission day']);
    }
    const player = await mm.member(0);
    const refused = await app.inject({ url: '/wps/agent/announcements', headers: player.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('agent.not.agent');
    const visitor = await app.inject({ url: '/wps/agent/announcements', headers: mm.headers });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('demo seed and help centre', () => {
  it('seeds notices in three languages, once, and a help centre per language', async () => {
    const mm = await createMerchant(database);
    await seedContent(database.db, mm.id);
    await seedContent(database.db, mm.id);
    for (const language of ['KM', 'EN', 'CN']) {
      const v = await relay({ ...mm.headers, language });
      expect(v.banners).toHaveLength(3);
      expect(v.player).toHaveLength(9);
      expect(v.popup).toHaveLength(1);
      expect(v.promotion).toHaveLength(1);
    }
    const help = async (language: string) =>
      (await app.inject({ url: '/wps/system/helpCenter', headers: { ...mm.headers, language } })).json().value;
    const en = await help('EN');
    expect(en.categories.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['deposit', 'withdraw', 'security', 'responsible']),
    );
    expect(en.categories[0].title).toBe('Deposits');
    expect((await help('CN')).categories[0].title).toBe('存款');
    expect((await help('KM')).categories[0].title).toBe('ការដាក់ប្រាក់');
    // A merchant without help content gets an empty centre, not an error.
    const bare = await createMerchant(database);
    const empty = await app.inject({ url: '/wps/system/helpCenter', headers: bare.headers });
    expect(empty.json().value).toEqual({ categories: [] });
  });

  it('lists a page at a time: by type and status, sorted, with the live count of each type', async () => {
    const mm = await contentMerchant(app, database);
    for (const title of ['Charlie', 'Alpha', 'Bravo']) await announce(app, mm, { type: 'PL', title });
    await announce(app, mm, { type: 'PU', title: 'Popup' });
    const gone = await announce(app, mm, { type: 'PL', title: 'Delta' });
    await app.inject({ method: 'POST', url: `/wps/operator/announcements/${gone.id}/archive`, headers: mm.op });
    const list = (query: string) => app.inject({ url: `/wps/operator/announcements?${query}`, headers: mm.op });
    const first = (await list('type=PL&sort=title&order=asc&size=2')).json().value;
    expect(first.total).toBe(3);
    expect(first.list.map((a: { title: string }) => a.title)).toEqual(['Alpha', 'Bravo']);
    expect(first.active).toEqual({ PL: 3, PU: 1 });
    const second = (await list('type=PL&sort=title&order=asc&size=2&page=2')).json().value;
    expect(second.list.map((a: { title: string }) => a.title)).toEqual(['Charlie']);
    const archived = (await list('type=PL&show=ARCHIVED')).json().value;
    expect(archived.list.map((a: { title: string }) => a.title)).toEqual(['Delta']);
    expect((await list('show=ALL')).json().value.total).toBe(5);
    for (const bad of ['page=0', 'size=500', 'sort=content', 'order=up', 'type=X', 'show=SOME']) {
      const res = await list(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errorCode, bad).toBe('request.param.err');
    }
  });
});
