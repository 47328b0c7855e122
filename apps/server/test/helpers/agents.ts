import type { App } from '../../src/app.ts';
import type { members } from '../../src/platform/db/schema.ts';
import { loginToken, makeMember, sealedCall } from './accounts.ts';
import { uniqueCode } from './app.ts';

type Headers = Record<string, string>;

/**
 * A signed-in member with a payment password (123456), of any type and below any upline: the
 * closure rows come from the database trigger, as they do for every other insert.
 */
export async function signedIn(
  app: App,
  headers: Headers,
  merchantId: number,
  extra: Partial<typeof members.$inferInsert> = {},
) {
  const member = await makeMember(app, merchantId, { payeeName: 'Sok Dara', ...extra });
  const token = await loginToken(app, headers, member);
  const auth = { ...headers, authorization: token };
  await sealedCall(app, { url: '/wps/member/paymentPassword', headers: auth, payload: { paymentPassword: '123456' } });
  return { member, token, auth };
}

export const newAgent = (app: App, headers: Headers, merchantId: number, uplineId: number | null = null) =>
  signedIn(app, headers, merchantId, { type: 1, uplineId, affiliateCode: uniqueCode('A').toUpperCase() });

/**
 * top (agent)
 *  ├─ sub (agent)
 *  │   └─ deep (player)
 *  └─ direct (player)
 * plus an agent of the same merchant outside the team, with a player of their own.
 */
export async function team(app: App, headers: Headers, merchantId: number) {
  const top = await newAgent(app, headers, merchantId);
  const sub = await newAgent(app, headers, merchantId, top.member.id);
  const direct = await makeMember(app, merchantId, { uplineId: top.member.id });
  const deep = await makeMember(app, merchantId, { uplineId: sub.member.id });
  const outsider = await newAgent(app, headers, merchantId);
  const stranger = await makeMember(app, merchantId, { uplineId: outsider.member.id });
  return { top, sub, direct, deep, outsider, stranger };
}

export const sealedPost = (app: App, url: string, headers: Headers, payload: unknown) =>
  sealedCall(app, { url, headers, payload });
