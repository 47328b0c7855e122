import { importPublicKey, seal } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { hashPassword } from '../../src/platform/auth/passwords.ts';
import { members } from '../../src/platform/db/schema.ts';
import { uniqueCode } from './app.ts';

type Headers = Record<string, string>;

const keys = new WeakMap<App, ReturnType<typeof importPublicKey>>();

/** Calls a sealed endpoint the way the web client does: fetch the key, seal, send. */
export async function sealedCall(
  app: App,
  opts: { method?: 'POST' | 'PUT'; url: string; headers: Headers; payload: unknown; remoteAddress?: string },
) {
  if (!keys.has(app)) {
    const res = await app.inject({ url: '/wps/system/publicKey', headers: opts.headers });
    keys.set(app, importPublicKey(res.json().value.publicKey));
  }
  const sealed = await seal(await (keys.get(app) as ReturnType<typeof importPublicKey>), opts.payload);
  return app.inject({
    method: opts.method ?? 'POST',
    url: opts.url,
    headers: { ...opts.headers, encryption: sealed.encryption },
    payload: sealed.body,
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

export type TestMember = { id: number; account: string; password: string };

let phoneSeq = 10_000_000 + Math.floor(Math.random() * 80_000_000);
/** A unique local number, so tests of one run never share a phone. */
export const uniquePhone = () => String(phoneSeq++);

/** A member straight into the database (registration has its own tests). */
export async function makeMember(
  app: App,
  merchantId: number,
  extra: Partial<typeof members.$inferInsert> & { password?: string } = {},
): Promise<TestMember> {
  const account = extra.account ?? uniqueCode('m');
  const password = extra.password ?? 'pass1234';
  const [row] = await app.database.db
    .insert(members)
    .values({
      merchantId,
      account,
      nickname: account,
      passwordHash: await hashPassword(password),
      referralCode: uniqueCode('R').toUpperCase(),
      firstLoginAt: new Date(),
      registerIp: '127.0.0.1',
      // As registration leaves a player; a test of an agent-opened account passes null.
      adultConfirmedAt: new Date(),
      ...extra,
    })
    .returning();
  return { id: (row as { id: number }).id, account, password };
}

/** Resolves when the app has heard the database's next notice that members or sessions changed. */
export const authNotice = (app: App) =>
  new Promise<void>((resolve) => {
    const off = app.events.subscribe('auth.changed', () => {
      off();
      resolve();
    });
  });

/**
 * Changes a member row behind the app's back, as an operator's tool or another process would,
 * and waits until the app has heard of it (its checked sessions forget the member).
 */
export async function setMember(app: App, id: number, values: Partial<typeof members.$inferInsert>) {
  const heard = authNotice(app);
  await app.database.db.update(members).set(values).where(eq(members.id, id));
  await heard;
}

export async function login(app: App, headers: Headers, body: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return sealedCall(app, { url: '/wps/session/login', headers, payload: body, remoteAddress });
}

export async function loginToken(app: App, headers: Headers, m: TestMember) {
  const res = await login(app, headers, { username: m.account, password: m.password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().value.token as string;
}

/** The newest message the built-in provider sent to a number or address, and its code. */
export async function lastCode(app: App, headers: Headers, to: string) {
  const res = await app.inject({ url: `/wps/dev/outbox?to=${encodeURIComponent(to)}`, headers });
  const [message] = res.json().value as { body: string }[];
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Captchas are throttled per IP, so each test client gets an address of its own. */
let ipSeq = 0;
export const randomIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

/** A drag that eases in and out with a little vertical wobble, the way a hand moves. */
export function humanTrace(x: number): [number, number, number][] {
  const trace: [number, number, number][] = [];
  const steps = 24;
  for (let i = 1; i <= steps; i++) {
    const p = i / steps;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    trace.push([Math.round(x * eased), i % 3 === 0 ? 1 : i % 5 === 0 ? -1 : 0, Math.round(40 * i + (i % 4) * 7)]);
  }
  return trace;
}

/** Answers the pending captcha or slider of a client key through the dev inspection call. */
export async function challengeAnswer(app: App, headers: Headers, key: string, kind: 'captcha' | 'slider') {
  const res = await app.inject({ url: `/wps/dev/challenge?key=${key}&kind=${kind}`, headers });
  return String(res.json().value.answer);
}

/** Fetches a captcha for a fresh client key and returns the fields a form would send. */
export async function solvedCaptcha(app: App, headers: Headers, remoteAddress = randomIp()) {
  const captchaKey = uniqueCode('ck');
  await app.inject({ url: `/wps/captcha?key=${captchaKey}`, headers, remoteAddress });
  return { captchaKey, captcha: await challengeAnswer(app, headers, captchaKey, 'captcha') };
}

export async function solvedSlider(app: App, headers: Headers, remoteAddress = randomIp()) {
  const key = uniqueCode('sk');
  await app.inject({ url: `/wps/geetest?key=${key}`, headers, remoteAddress });
  const x = Number(await challengeAnswer(app, headers, key, 'slider'));
  return { key, x, trace: humanTrace(x) };
}
