import type { Envelope } from '@mekong/contracts';
import { currentLanguage, i18n } from '../i18n/i18n.ts';
import { takeBootAnswer } from './boot-answers.ts';

/** A failed call: `code` is the server's stable errorCode, `message` is already translated. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The envelope's value on failure: field errors, a captcha flag, a login challenge. */
  readonly value: unknown;
  /** The server's own text, shown only for a code this client has no translation of. */
  readonly serverMessage: string;
  constructor(code: string, status: number, serverMessage: string, value: unknown = null) {
    super(i18n.t(`errors.${code}`, { defaultValue: serverMessage || i18n.t('errors.unknown.system.err') }));
    this.code = code;
    this.status = status;
    this.value = value;
    this.serverMessage = serverMessage;
  }
}

/** Told about every 401, so a dead session is cleared wherever it is noticed. */
let onUnauthorized: (() => void) | null = null;
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

/** Told when the server refuses a call until the password is changed (`password.change.required`). */
let onPasswordChangeRequired: (() => void) | null = null;
export const setPasswordChangeHandler = (handler: () => void) => {
  onPasswordChangeRequired = handler;
};

/**
 * Told when the server refuses a call until the player confirms being 18 or older and the terms
 * (`member.adult.confirm.required`: an account an agent opened).
 */
let onAdultConfirmRequired: (() => void) | null = null;
export const setAdultConfirmHandler = (handler: () => void) => {
  onAdultConfirmRequired = handler;
};

/** The merchant of this site, written into index.html by the server. */
export function merchantCode(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="mekong-merchant"]')?.content ?? '';
}

/** One media query list for every call: building one per call costs more than the call's other work. */
let phoneWidth: MediaQueryList | undefined;
export function deviceType(): 'MOBILE' | 'PC' {
  phoneWidth ??= window.matchMedia?.('(max-width: 900px)');
  return phoneWidth?.matches ? 'MOBILE' : 'PC';
}

function headers(extra?: HeadersInit): Headers {
  const h = new Headers(extra);
  const merchant = merchantCode();
  if (merchant) h.set('Merchant', merchant);
  h.set('Language', currentLanguage());
  h.set('Device', deviceType());
  const token = sessionStorage.getItem('token');
  if (token) h.set('Authorization', `Bearer ${token}`);
  return h;
}

/** The boot script's answer to this very GET, asked in this visit's language, session and device. */
function bootAnswer(path: string, init: RequestInit) {
  if ((init.method ?? 'GET') !== 'GET' || init.body !== undefined || init.headers !== undefined) return undefined;
  const visit = { language: currentLanguage(), token: sessionStorage.getItem('token') ?? '', device: deviceType() };
  return takeBootAnswer(path, visit);
}

/** Calls the API and unwraps the envelope; every failure becomes an ApiError. */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    const body = init.body;
    const json = body !== undefined && typeof body === 'string';
    const ask = () =>
      fetch(path, {
        ...init,
        headers: headers(json ? { 'Content-Type': 'application/json', ...init.headers } : init.headers),
      });
    // A boot answer that failed to arrive is asked for again, as if it had never been made.
    res = await (bootAnswer(path, init)?.catch(ask) ?? ask());
  } catch {
    throw new ApiError('network', 0, '');
  }
  let payload: Envelope<T> | undefined;
  try {
    payload = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError('unknown.system.err', res.status, '');
  }
  if (!res.ok || !payload.success) {
    if (res.status === 401 && sessionStorage.getItem('token')) onUnauthorized?.();
    if (payload.errorCode === 'password.change.required') onPasswordChangeRequired?.();
    if (payload.errorCode === 'member.adult.confirm.required') onAdultConfirmRequired?.();
    throw new ApiError(payload.errorCode ?? 'unknown.system.err', res.status, payload.message, payload.value);
  }
  return payload.value;
}

/** The init of a JSON POST. */
export const postJson = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
