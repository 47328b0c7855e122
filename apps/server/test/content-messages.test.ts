import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { openTestDatabase, testApp } from './helpers/app.ts';
import { type ContentMerchant, contentMerchant } from './helpers/content.ts';

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
const send = (op: H, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/wps/operator/messages', headers: op, payload });
const unread = async (auth: H) => {
  const res = await app.inject({ url: '/wps/relay/CSP_unreadCount', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as number;
};
const inbox = async (auth: H) =>
  (await app.inject({ url: '/wps/member/messages?pageNo=1&pageSize=10', headers: auth })).json().value as {
    list: { id: number; title: string; read: boolean; broadcast: boolean }[];
    total: number;
    unread: number;
  };

describe('platform messages (messageV2)', () => {
  it('counts unread messages, personal and broadcast, and drops the count as each is read', async () => {
    const mm = await contentMerchant(app, database);
    const a = await mm.member();
    const b = await mm.member();
    expect(await unread(a.auth)).toBe(0);
    expect((await send(mm.op, { account: a.account, title: 'For A', content: 'Hello A' })).statusCode).toBe(200);
    expect((await send(mm.op, { all: true, title: 'For all', content: 'Hello all' })).statusCode).toBe(200);
    expect(await unread(a.auth)).toBe(2);
    expect(await unread(b.auth)).toBe(1);
    const list = await inbox(a.auth);
    expect(list.total).toBe(2);
    expect(list.list.map((x) => [x.title, x.broadcast, x.read])).toEqual([
      ['For all', true, false],
      ['For A', false, false],
    ]);
    const broadcast = list.list[0]?.id as number;
    const read = await app.inject({ method: 'POST', url: `/wps/member/messages/${broadcast}/read`, headers: a.auth });
    expect(read.json().value).toEqual({ unread: 1 });
    // Reading twice changes nothing; a broadcast read by A is still unread for B.
    await app.inject({ method: 'POST', url: `/wps/member/messages/${broadcast}/read`, headers: a.auth });
    expect(await unread(a.auth)).toBe(1);
    expect(await unread(b.auth)).toBe(1);
    expect((await inbox(a.auth)).list.find((x) => x.id === broadcast)?.read).toBe(true);
    const all = await app.inject({ method: 'POST', url: '/wps/member/messages/read-all', headers: a.auth });
    expect(all.json().value).toEqual({ unread: 0 });
    expect(await unread(a.auth)).toBe(0);
  });

  it('keeps a member’s messages from everyone else', async () => {
    const mm = await contentMerchant(app, database);
    const a = await mm.member();
    const b = await mm.member();
    const sent = (await send(mm.op, { account: a.account, title: 'Private', content: 'Only for A' })).json().value;
    expect((await inbox(b.auth)).total).toBe(0);
    const steal = await app.inject({ method: 'POST', url: `/wps/member/messages/${sent.id}/read`, headers: b.auth });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().errorCode).toBe('message.not.found');
    expect(await unread(a.auth)).toBe(1);
    // Another merchant's broadcast never reaches this merchant's members.
    const other = await contentMerchant(app, database);
    await send(other.op, { all: true, title: 'Elsewhere', content: 'x' });
    expect(await unread(a.auth)).toBe(1);
  });

  it('refuses a message to nobody, to an unknown account, and reads without a session', async () => {
    expect((await send(m.op, { title: 'x', content: 'y' })).statusCode).toBe(400);
    expect((await send(m.op, { all: true, account: 'someone', title: 'x', content: 'y' })).statusCode).toBe(400);
    const unknown = await send(m.op, { account: 'nobody-here', title: 'x', content: 'y' });
    expect(unknown.json().errorCode).toBe('message.member.not.found');
    expect((await app.inject({ url: '/wps/relay/CSP_unreadCount', headers: m.headers })).statusCode).toBe(401);
    expect((await app.inject({ url: '/wps/member/messages', headers: m.headers })).statusCode).toBe(401);
  });
});
