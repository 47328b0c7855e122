import type { App } from '../../src/app.ts';
import type { Database } from '../../src/platform/db/index.ts';
import { loginToken, makeMember } from './accounts.ts';
import { createMerchant } from './app.ts';
import { operatorToken } from './money.ts';

type Headers = Record<string, string>;

/** The smallest real images: a 1x1 PNG and a JPEG header, as base64. */
export const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const JPG_B64 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]).toString(
  'base64',
);

/** A merchant of its own with an admin operator, and a way to sign in members of any type. */
export async function contentMerchant(app: App, database: Database) {
  const m = await createMerchant(database);
  const op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'admin')).token };
  const member = async (type = 0) => {
    const row = await makeMember(app, m.id, { type });
    return { ...row, auth: { ...m.headers, authorization: await loginToken(app, m.headers, row) } as Headers };
  };
  return { ...m, op, member };
}
export type ContentMerchant = Awaited<ReturnType<typeof contentMerchant>>;

const DAY = 86_400_000;
/** An announcement through the operator API, live from `from` to `to` days from now. */
export async function announce(
  app: App,
  m: ContentMerchant,
  a: { type: string; language?: string; title: string; from?: number; to?: number | null; imageUrl?: string },
) {
  const now = Date.now();
  const res = await app.inject({
    method: 'POST',
    url: '/wps/operator/announcements',
    headers: m.op,
    payload: {
      type: a.type,
      language: a.language ?? 'EN',
      title: a.title,
      content: `<p>${a.title}</p>`,
      imageUrl: a.imageUrl ?? (a.type === 'B' ? '/content/banner-welcome.svg' : null),
      startsAt: new Date(now + (a.from ?? -1) * DAY).toISOString(),
      endsAt: a.to === null ? null : new Date(now + (a.to ?? 10) * DAY).toISOString(),
    },
  });
  if (res.statusCode !== 200) throw new Error(`announce failed: ${res.body}`);
  return res.json().value as { id: number };
}
