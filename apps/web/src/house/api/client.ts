import type { Envelope } from '@mekong/contracts';
import { i18n } from '../../shared/i18n/i18n.ts';

/**
 * The house vendor's own API client. The game window is the vendor's page: it carries its own
 * window token, never the portal's session token.
 */
let windowToken: string | null = null;
export const setWindowToken = (token: string | null) => {
  windowToken = token;
};
/** For EventSource, which cannot send headers: the bull-bull table stream takes it in its URL. */
export const currentWindowToken = () => windowToken;

/**
 * A refusal from the house API; the message is translated from its stable code (the house pages
 * load the `house` section of the locale files before they call the API).
 */
export class HouseError extends Error {
  readonly code: string;
  readonly value: unknown;
  constructor(code: string, serverMessage: string, value: unknown = null) {
    super(
      i18n.t(`house.errors.${code}`, {
        defaultValue: serverMessage || i18n.t('house.errors.failed'),
      }),
    );
    this.code = code;
    this.value = value;
  }
}

/**
 * One call to the house API: a GET without a body, a POST with one. Pages and games call it only
 * through the query and mutation hooks beside their endpoints (`house/api/`, `games/<game>/api.ts`).
 */
export async function houseApi<T>(path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (windowToken) headers.Authorization = windowToken;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/house/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new HouseError('network', '');
  }
  const payload = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!payload) throw new HouseError('network', res.statusText);
  if (!payload.success) throw new HouseError(payload.errorCode ?? 'failed', payload.message, payload.value);
  return payload.value;
}

export type Fair = { nextSeedHash: string; clientSeed: string; nonce: number };
export type WindowState = {
  mode: 'REAL' | 'FREE';
  nickname: string;
  currency: string;
  language: string;
  game: string;
  balance: string;
  fair: Fair;
};

/** Tells the portal around the frame that the balance moved, so its header follows. */
export const announceBalance = () => window.parent?.postMessage({ type: 'mekong:balance' }, window.location.origin);
