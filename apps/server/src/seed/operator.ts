import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Db } from '../platform/db/index.ts';
import { merchants, operators } from '../platform/db/schema.ts';

/**
 * The demo merchant's first operator. Its password and authenticator secret are made here, at
 * the first start, and shown once in the log: nothing secret lives in the repository.
 */
export async function seedDemoOperator(db: Db, merchantCode: string) {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
  if (!merchant) return null;
  const [existing] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.merchantId, merchant.id), eq(operators.username, 'admin')));
  if (existing) return null;
  const password = randomBytes(9).toString('base64url');
  const secret = new OTPAuth.Secret();
  await db.insert(operators).values({
    merchantId: merchant.id,
    username: 'admin',
    passwordHash: await hashPassword(password),
    totpSecret: secret.base32,
    role: 'admin',
  });
  const uri = new OTPAuth.TOTP({ issuer: 'Mekong', label: `admin@${merchantCode}`, secret }).toString();
  return { username: 'admin', password, totpSecret: secret.base32, otpauth: uri };
}
