import { isAgentType } from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { memberLoginIps, members } from '../../platform/db/schema.ts';

export type MemberRow = typeof members.$inferSelect;

/** Accounts are case-insensitive: stored and looked up lower-case and trimmed. */
export const normalizeAccount = (account: string) => account.trim().toLowerCase();

export async function findMemberByAccount(db: Db, merchantId: number, account: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.account, normalizeAccount(account))));
  return row ?? null;
}

/** Phones are stored as digits only: dialing code without '+', number without spaces. */
export const normalizePhone = (countryDialingCode: string | undefined, mobile: string) => ({
  countryDialingCode: (countryDialingCode ?? '').replace(/[^0-9]/g, ''),
  mobile: mobile.replace(/[^0-9]/g, ''),
});

export async function findMemberByPhone(
  db: Db,
  merchantId: number,
  countryDialingCode: string | undefined,
  mobile: string,
) {
  const phone = normalizePhone(countryDialingCode, mobile);
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.countryDialingCode, phone.countryDialingCode),
        eq(members.mobile, phone.mobile),
      ),
    );
  return row ?? null;
}

export async function findMemberById(db: Db, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

export async function knowsIp(db: Db, memberId: number, ip: string) {
  const rows = await db
    .select({ ip: memberLoginIps.ip })
    .from(memberLoginIps)
    .where(eq(memberLoginIps.memberId, memberId));
  return { any: rows.length > 0, known: rows.some((r) => r.ip === ip) };
}

export const rememberIp = (db: Db, memberId: number, ip: string) =>
  db.insert(memberLoginIps).values({ memberId, ip }).onConflictDoNothing();

/** The active agent an invitation code names, or null. */
export async function findAgentByAffiliateCode(db: Db, merchantId: number, code: string) {
  const [agent] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.affiliateCode, code.trim().toUpperCase())));
  return agent && isAgentType(agent.type) && agent.status === 'ACTIVE' ? agent : null;
}
