/**
 * A reset e-mail's link is built from the merchant's configured domains, never from the Host
 * header of the request (issue 15, item 4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { makeMember, uniquePhone } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function resetMail(headers: Record<string, string>) {
  const email = `${uniquePhone()}@mail.test`;
  const member = await makeMember(app, m.id, { email });
  const res = await app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { ...m.headers, ...headers },
    payload: { username: member.account, email },
  });
  expect(res.statusCode).toBe(200);
  const outbox = await app.inject({ url: `/wps/dev/outbox?to=${encodeURIComponent(email)}`, headers: m.headers });
  const [message] = outbox.json().value as { body: string }[];
  const link = message?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no link in the reset e-mail');
  return new URL(link);
}

describe('reset links', () => {
  it('a forged Host still mails a link to the merchant site', async () => {
    const link = await resetMail({ host: 'evil.example' });
    expect(link.origin).toBe(`https://${m.code}.test`);
    expect(link.searchParams.get('resetCode')).toMatch(/^\d{6}$/);
  });

  it('a forged X-Forwarded-Host does not move the link either', async () => {
    const link = await resetMail({ host: `${m.code}.test`, 'x-forwarded-host': 'evil.example' });
    expect(link.origin).toBe(`https://${m.code}.test`);
  });
});
