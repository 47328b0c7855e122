import { currentLanguage } from '../i18n/i18n.ts';
import { endSession, getSession } from '../session/session.ts';

/** A refused call: `code` is the envelope's errorCode, translated by the screen that shows it. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, message: string, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

const SESSION_GONE = new Set(['user.token.expired', 'login.not.session']);

type Options = { method?: string; body?: unknown; query?: Record<string, unknown>; merchant?: string };

/** Calls the API with the session's merchant and token, and unwraps the envelope. */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const session = getSession();
  const headers: Record<string, string> = {
    Merchant: options.merchant ?? session?.merchant ?? '',
    Language: currentLanguage().header,
    Device: 'pc',
  };
  if (session && !options.merchant) headers.Authorization = `Bearer ${session.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.size ? `?${params}` : '';
  let res: Response;
  try {
    res = await fetch(`${path}${qs}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError('network', 'Network error', 0);
  }
  const envelope = (await res.json().catch(() => null)) as {
    success?: boolean;
    errorCode?: string | null;
    message?: string;
    value?: T;
  } | null;
  if (!res.ok || !envelope?.success) {
    const code = envelope?.errorCode ?? `http.${res.status}`;
    if (session && !options.merchant && SESSION_GONE.has(code)) endSession('expired');
    throw new ApiError(code, envelope?.message ?? res.statusText, res.status);
  }
  return envelope.value as T;
}
