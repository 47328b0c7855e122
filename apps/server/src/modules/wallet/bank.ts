import { and, count, eq } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { bankAccounts } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

export const MAX_BANK_CARDS = 3;

const sameName = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Masks all but the last four digits. */
export const maskAccount = (n: string) => `**** ${n.replace(/[^0-9]/g, '').slice(-4)}`;

export async function listBankCards(db: Db, member: SessionMember) {
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.merchantId, member.merchantId), eq(bankAccounts.memberId, member.id)));
  return rows.map((r) => ({
    id: r.id,
    bankName: r.bankName,
    accountNumber: maskAccount(r.accountNumber),
    accountName: r.accountName,
  }));
}

/** A payout account in the player's real name only, at most three, each number once per merchant. */
export async function addBankCard(
  db: Db,
  member: SessionMember,
  input: { bankName: string; accountNumber: string; accountName: string },
) {
  if (!member.payeeName || !sameName(member.payeeName, input.accountName)) {
    throw new AppError('bank.name.mismatch', 'The account name must be your real name');
  }
  const [have] = await db
    .select({ n: count() })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.merchantId, member.merchantId), eq(bankAccounts.memberId, member.id)));
  if ((have?.n ?? 0) >= MAX_BANK_CARDS) throw new AppError('withdraw.bank.card.max', 'At most three bank accounts');
  const number = input.accountNumber.replace(/[^0-9]/g, '');
  const inserted = await db
    .insert(bankAccounts)
    .values({
      merchantId: member.merchantId,
      memberId: member.id,
      bankName: input.bankName.trim(),
      accountNumber: number,
      accountName: input.accountName.trim(),
    })
    .onConflictDoNothing()
    .returning({ id: bankAccounts.id });
  if (inserted.length === 0) throw new AppError('exists.bank.card', 'This account number is already registered');
  return { id: (inserted[0] as { id: number }).id };
}
