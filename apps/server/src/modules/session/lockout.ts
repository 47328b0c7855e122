import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { loginFailures } from '../../platform/db/schema.ts';

/** Failures count within this window; a lock or a success starts a new one. */
const WINDOW_MS = 30 * 60_000;
export const LOCK_MS = 15 * 60_000;
/** After this many failures a captcha is demanded (SPEC point 4 and GUIDE point 6). */
export const CAPTCHA_AFTER = { account: 3, ip: 5 } as const;
/**
 * After this many the account (or the IP) is locked for LOCK_MS; every further attempt in the
 * window extends the lock, so a running attack keeps it shut until the owner resets the password.
 */
export const LOCK_AFTER = { account: 10, ip: 30 } as const;

type Scope = 'account' | 'ip';
export type LoginPressure = { captchaNeeded: boolean; lockedUntil: Date | null };

export function createLockout(db: Db) {
  async function read(merchantId: number, scope: Scope, key: string) {
    const [row] = await db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.scope, scope), eq(loginFailures.key, key)));
    if (!row) return { failures: 0, lockedUntil: null };
    const now = Date.now();
    const lockedUntil = row.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil : null;
    const stale = now - row.windowStartedAt.getTime() > WINDOW_MS;
    return { failures: stale ? 0 : row.failures, lockedUntil };
  }

  /** How hard the next login for this account from this IP must work. */
  async function pressure(merchantId: number, account: string, ip: string): Promise<LoginPressure> {
    const [a, i] = await Promise.all([read(merchantId, 'account', account), read(merchantId, 'ip', ip)]);
    const lockedUntil = a.lockedUntil ?? i.lockedUntil;
    return {
      captchaNeeded: a.failures >= CAPTCHA_AFTER.account || i.failures >= CAPTCHA_AFTER.ip || lockedUntil !== null,
      lockedUntil,
    };
  }

  /** One atomic upsert per scope, so concurrent failures are all counted; answers the new count. */
  async function bump(merchantId: number, scope: Scope, key: string): Promise<number> {
    const windowStart = new Date(Date.now() - WINDOW_MS);
    const [row] = await db
      .insert(loginFailures)
      .values({ merchantId, scope, key, failures: 1 })
      .onConflictDoUpdate({
        target: [loginFailures.merchantId, loginFailures.scope, loginFailures.key],
        set: {
          failures: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then now() else ${loginFailures.windowStartedAt} end`,
        },
      })
      .returning({ failures: loginFailures.failures });
    const failures = row?.failures ?? 1;
    if (failures >= LOCK_AFTER[scope]) {
      await db
        .update(loginFailures)
        .set({ lockedUntil: new Date(Date.now() + LOCK_MS) })
        .where(
          and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.scope, scope), eq(loginFailures.key, key)),
        );
    }
    return failures;
  }

  /**
   * Counts an attempt on the account before the password is checked, so a burst of parallel
   * guesses cannot all slip through before the count catches up. A success clears it again.
   * Answers false when this attempt is over the limit and must not be checked at all.
   */
  async function reserve(merchantId: number, account: string): Promise<boolean> {
    return (await bump(merchantId, 'account', account)) <= LOCK_AFTER.account;
  }

  /** A failed attempt also counts against the IP; answers whether the next try needs a captcha. */
  async function fail(merchantId: number, account: string, ip: string): Promise<LoginPressure> {
    await bump(merchantId, 'ip', ip);
    return pressure(merchantId, account, ip);
  }

  /** A success or a password reset clears the account's record (not the IP's). */
  async function clear(merchantId: number, account: string) {
    await db
      .delete(loginFailures)
      .where(
        and(
          eq(loginFailures.merchantId, merchantId),
          eq(loginFailures.scope, 'account'),
          eq(loginFailures.key, account),
        ),
      );
  }

  return { pressure, reserve, fail, clear };
}

export type Lockout = ReturnType<typeof createLockout>;
