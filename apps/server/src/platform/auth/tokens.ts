import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits; only the hash is stored, so a database leak yields no usable token. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newId = () => randomBytes(16).toString('hex');

/** A six-digit code for SMS and email; kept as a hash bound to its recipient. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const hashCode = (target: string, code: string) =>
  createHash('sha256').update(`${target}\u0000${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Shows only the ends of a phone number or email address. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 4 ? '****' : `${mobile.slice(0, 2)}****${mobile.slice(-3)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}
