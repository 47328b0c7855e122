import { importPublicKey, seal } from '@mekong/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe.ts';

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

/** The answer of the newest pending captcha or slider for a client key, from the demo's inspection call. */
export async function challengeAnswer(
  request: APIRequestContext,
  key: string,
  kind: 'captcha' | 'slider',
  merchant = 'demo',
): Promise<string> {
  const res = await request.get(`/wps/dev/challenge?key=${key}&kind=${kind}`, { headers: { merchant } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value.answer;
}

/** Answers the captcha a form is showing, read through the demo's inspection call. */
export async function answerCaptcha(
  page: Page,
  request: APIRequestContext,
  scope = page.locator('body'),
  merchant = 'demo',
) {
  const field = scope.getByTestId('captcha-field');
  await expect(field.getByTestId('captcha-image')).toBeVisible();
  const key = (await field.getAttribute('data-captcha-key')) as string;
  await field.getByTestId('captcha-input').fill(await challengeAnswer(request, key, 'captcha', merchant));
}

/**
 * The client key of the next slider puzzle the page gets (start waiting before the click). The
 * answer is read once the puzzle has arrived, when the server holds it.
 */
export function nextSliderKey(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/wps/geetest' && r.ok())
    .then((r) => new URL(r.url()).searchParams.get('key') as string);
}

/**
 * Drags the slider handle to the gap the server expects, the way a hand does: uneven steps with
 * a little vertical wobble over about half a second (the server refuses a straight, instant line).
 */
export async function dragSlider(page: Page, request: APIRequestContext, key: string, merchant: string) {
  const x = Number(await challengeAnswer(request, key, 'slider', merchant));
  const handle = page.getByTestId('slider-handle');
  await expect(handle).toBeVisible();
  const box = (await handle.boundingBox()) as { x: number; y: number; width: number; height: number };
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const path = [0.06, 0.15, 0.29, 0.44, 0.58, 0.7, 0.8, 0.88, 0.93, 0.97, 0.99, 1];
  for (const [i, share] of path.entries()) {
    await page.mouse.move(start.x + x * share, start.y + ((i % 3) - 1));
    // The pace of a hand, not a wait for the page: the drag's timing is what the server checks.
    await page.waitForTimeout(40);
  }
  await page.mouse.up();
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

/**
 * Registers an account straight through the API (sealed, captcha answered), for tests about other
 * things; on the demo brand unless `merchant` names another.
 */
export async function registerViaApi(
  request: APIRequestContext,
  fields: Record<string, string>,
  fromIp?: string,
  merchant?: string,
) {
  const ip = fromIp ?? `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const headers: Record<string, string> = { 'x-forwarded-for': ip, ...(merchant ? { merchant } : {}) };
  const key = uniqueName('k').padEnd(12, 'x');
  await request.get(`/wps/captcha?key=${key}`, { headers });
  const captcha = (await (await request.get(`/wps/dev/challenge?key=${key}&kind=captcha`, { headers })).json()).value
    .answer;
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

/** An account to sign in; `realName` answers the check of a network it never signed in from. */
export type Account = { username: string; password: string; realName?: string };
export type LoginValue = { token: string; id: number; userName: string; customerType: number };

/**
 * A sign-in straight through the login call, sealed as the site sends it, from `ip` (the address
 * the player's page browses from, which the server then knows as the form's would be), on the demo
 * brand unless `merchant` names another. A new network's check is answered with the real name, as
 * a player does in the dialog. The login answer.
 */
export async function loginViaApi(request: APIRequestContext, account: Account, ip: string, merchant?: string) {
  const headers = { 'x-forwarded-for': ip, ...(merchant ? { merchant } : {}) };
  const publicKey = await importPublicKey(
    (await (await request.get('/wps/system/publicKey', { headers })).json()).value.publicKey,
  );
  const post = async (path: string, body: Record<string, unknown>) => {
    const sealed = await seal(publicKey, body);
    return (
      await request.post(path, { headers: { ...headers, encryption: sealed.encryption }, data: sealed.body })
    ).json();
  };
  const { realName, ...credentials } = account;
  let answer = await post('/wps/session/login', { type: 'username', ...credentials });
  if (answer.errorCode === 'login_verify_required' && realName)
    answer = await post('/wps/session/login/verification', {
      challengeId: answer.value.challengeId,
      method: 'REALNAME',
      code: realName,
    });
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value as LoginValue;
}

/**
 * Wrong-password logins straight through the API from one network (to lock that network out of
 * the account), each with a solved captcha, since the account asks for one after three tries. Each
 * captcha is drawn from an address of its own: an address gets one new captcha a second.
 */
export async function failLoginsViaApi(
  request: APIRequestContext,
  username: string,
  times: number,
  ip = `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) {
  const publicKey = await importPublicKey((await (await request.get('/wps/system/publicKey')).json()).value.publicKey);
  for (let i = 0; i < times; i++) {
    const captchaKey = `fail${Date.now().toString(36)}${i}${Math.floor(Math.random() * 1e6)}`;
    const drawFrom = `10.252.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const drawn = await request.get(`/wps/captcha?key=${captchaKey}`, {
      headers: { merchant: 'demo', 'x-forwarded-for': drawFrom },
    });
    expect(drawn.ok(), await drawn.text()).toBe(true);
    const captcha = await challengeAnswer(request, captchaKey, 'captcha');
    const sealed = await seal(publicKey, {
      type: 'username',
      username,
      password: `wrong${i}pass`,
      captchaKey,
      captcha,
    });
    const res = await request.post('/wps/session/login', {
      headers: { 'x-forwarded-for': ip, encryption: sealed.encryption },
      data: sealed.body,
    });
    // The tenth failure locks this network out of the account; the next try from it is refused.
    expect((await res.json()).errorCode).toBe('login.cred.err');
  }
  return ip;
}

/**
 * The age and terms dialog of an account an agent opened: sent empty it marks both boxes, it
 * passes axe in both themes, and with both ticked it closes.
 */
export async function confirmAgeAndTerms(page: Page, what: string) {
  const dialog = page.getByTestId('adult-confirm-modal');
  await dialog.getByTestId('adult-submit').click();
  await expect(dialog.getByTestId('adult-ageConfirmed')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByTestId('adult-termsAccepted')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleInBothThemes(page, what, 'adult-confirm-modal');
  await dialog.getByTestId('adult-ageConfirmed').check();
  await dialog.getByTestId('adult-termsAccepted').check();
  await dialog.getByTestId('adult-submit').click();
  await expect(dialog).toHaveCount(0);
}
