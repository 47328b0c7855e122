import { currentLanguage } from '../i18n/i18n.ts';
import { endSession, getSession } from '../session/session.ts';

/**
 * A refused call: `code` is the envelope's errorCode, translated by the screen that shows it;
 * `value` what the refusal carries (a 400's `fields`, a conflict's who and when).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;
  constructor(code: string, message: string, status: number, value?: unknown) {
    super(message);
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

const SESSION_GONE = new Set(['user.token.expired', 'login.not.session']);

type Options = { method?: string; body?: unknown; query?: Record<string, unknown>; merchant?: string };

/** Sends a call with the session's merchant and token (or the merchant typed at sign-in). */
async function send(path: string, options: Options): Promise<Response> {
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
  try {
    return await fetch(`${path}${qs}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError('network', 'Network error', 0);
  }
}

type Envelope<T> = { success?: boolean; errorCode?: string | null; message?: string; value?: T } | null;

/** The refusal of an answer that is not a success envelope; a session the server dropped ends here too. */
function refusal(res: Response, envelope: Envelope<unknown>, options: Options) {
  const code = envelope?.errorCode ?? `http.${res.status}`;
  if (getSession() && !options.merchant && SESSION_GONE.has(code)) endSession('expired');
  return new ApiError(code, envelope?.message ?? res.statusText, res.status, envelope?.value);
}

/** Calls the API with the session's merchant and token, and unwraps the envelope. */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const res = await send(path, options);
  const envelope = (await res.json().catch(() => null)) as Envelope<T>;
  if (!res.ok || !envelope?.success) throw refusal(res, envelope, options);
  return envelope.value as T;
}

/**
 * A file the API answers (a CSV export), fetched with the session's token: a plain link could not
 * send it, since the token lives in sessionStorage rather than in a cookie.
 */
export async function apiFile(path: string, options: Options = {}): Promise<{ blob: Blob; filename: string }> {
  const res = await send(path, options);
  if (!res.ok) throw refusal(res, (await res.json().catch(() => null)) as Envelope<unknown>, options);
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = disposition.match(/filename="?([^";]+)"?/)?.[1] ?? path.split('/').pop() ?? 'download';
  return { blob: await res.blob(), filename };
}

/** Hands a fetched file to the browser as a download, then lets the object URL go. */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
