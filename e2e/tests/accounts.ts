import { importPublicKey, seal } from '@mekong/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

let ipSeq = Math.floor(Math.random() * 200) * 256;
/**
 * Each test browses from an address of its own (the test server trusts X-Forwarded-For), so
 * per-IP throttles such as one captcha a second never couple two tests running side by side.
 */
export async function ownAddress(page: Page) {
  ipSeq += 1;
  const ip = `10.${(process.pid % 200) + 20}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

export const uniqueName = (prefix = 'u') =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
export const uniqueMobile = () => `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

/** Answers the captcha a form is showing, read through the demo's inspection call. */
export async function answerCaptcha(page: Page, request: APIRequestContext, scope = page.locator('body')) {
  const field = scope.getByTestId('captcha-field');
  await expect(field.getByTestId('captcha-image')).toBeVisible();
  const key = await field.getAttribute('data-captcha-key');
  const res = await request.get(`/wps/dev/challenge?key=${key}&kind=captcha`);
  await field.getByTestId('captcha-input').fill((await res.json()).value.answer);
}

/** The six-digit code in the newest SMS or email the built-in provider sent to `to`. */
export async function lastCode(request: APIRequestContext, to: string) {
  let code: string | undefined;
  await expect(async () => {
    const res = await request.get(`/wps/dev/outbox?to=${encodeURIComponent(to)}`);
    code = ((await res.json()).value as { body: string }[])[0]?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
  }).toPass();
  return code as string;
}

/** Registers an account straight through the API (sealed, captcha answered), for tests about other things. */
export async function registerViaApi(request: APIRequestContext, fields: Record<string, string>) {
  const ip = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const headers = { 'x-forwarded-for': ip };
  const key = uniqueName('k').padEnd(12, 'x');
  await request.get(`/wps/captcha?key=${key}`, { headers });
  const captcha = (await (await request.get(`/wps/dev/challenge?key=${key}&kind=captcha`)).json()).value.answer;
  const publicKey = (await (await request.get('/wps/system/publicKey')).json()).value.publicKey;
  const sealed = await seal(await importPublicKey(publicKey), {
    password: 'abc12345',
    confirmPassword: 'abc12345',
    ageConfirmed: true,
    termsAccepted: true,
    captchaKey: key,
    captcha,
    ...fields,
  });
  const res = await request.put('/wps/member/register', {
    headers: { ...headers, encryption: sealed.encryption },
    data: sealed.body,
  });
  expect(res.status(), await res.text()).toBe(200);
}
