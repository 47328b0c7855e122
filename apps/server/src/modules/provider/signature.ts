import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROVIDER_WINDOW_MS, providerSignedText } from '@mekong/contracts';

/** HMAC-SHA256 over "<timestamp>.<call>.<raw body>", hex: what a vendor puts in X-Mekong-Signature. */
export const signProvider = (secret: string, timestamp: string, call: string, body: string) =>
  createHmac('sha256', secret)
    .update(providerSignedText(timestamp, call, body))
    .digest('hex');

/**
 * A request is genuine when its signature matches and its timestamp is within the window, so a
 * captured request cannot be sent again later (within the window, transaction ids make a resend
 * harmless).
 */
export function verifyProvider(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  call: string,
  body: string,
  now = Date.now(),
): boolean {
  if (!timestamp || !signature || !/^[0-9]{10,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now - Number(timestamp)) > PROVIDER_WINDOW_MS) return false;
  const expected = Buffer.from(signProvider(secret, timestamp, call, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
