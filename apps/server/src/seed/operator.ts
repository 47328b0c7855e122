import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Db } from '../platform/db/index.ts';
import { merchants, operators } from '../platform/db/schema.ts';

/**
 * The demo merchant's operators: `admin`, `finance` so that results needing two people (the
 * lottery's result entry) can be approved, and `platform`, who creates and configures brands (a
 * brand's admin can never make one: staff-routes.ts). Passwords and authenticator secrets are made here, at
 * the first start, and shown once in the log: nothing secret lives in the repository.
 */
export async function seedDemoOperator(db: Db, merchantCode: string) {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
  if (!merchant) return null;
  const made = [];
  for (const role of ['admin', 'finance', 'platform'] as const) {
    const [existing] = await db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.merchantId, merchant.id), eq(operators.username, role)));
    if (existing) continue;
    const password = randomBytes(9).toString('base64url');
    const secret = new OTPAuth.Secret();
    await db.insert(operators).values({
      merchantId: merchant.id,
      username: role,
      passwordHash: await hashPassword(password),
      totpSecret: secret.base32,
      totpEnrolledAt: new Date(),
      role,
    });
    const uri = new OTPAuth.TOTP({ issuer: 'Mekong', label: `${role}@${merchantCode}`, secret }).toString();
    made.push({ username: role, password, totpSecret: secret.base32, otpauth: uri });
  }
  return made.length ? made : null;
}
