import { hashToken, newToken } from '../apps/server/src/platform/auth/tokens.ts';
import type { Db } from '../apps/server/src/platform/db/index.ts';
import { members, sessions } from '../apps/server/src/platform/db/schema.ts';
import { runMoneyCommand } from '../apps/server/src/platform/money/command.ts';
import { ensureAccount, post } from '../apps/server/src/platform/money/ledger.ts';

/**
 * `count` players of a merchant, each with 1,000,000.00 in the main wallet (through the ledger)
 * and a live session; answers their ids and session tokens.
 */
export async function fundedPlayers(db: Db, merchantId: number, code: string, count: number) {
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, i) => ({
        merchantId,
        account: `${code}p${i}`,
        nickname: `p${i}`,
        passwordHash: '!',
        referralCode: `${code}R${i}`.toUpperCase(),
        adultConfirmedAt: new Date(),
      })),
    )
    .returning({ id: members.id });
  const house = await ensureAccount(db, { merchantId, memberId: null, kind: 'house_bench', currency: 'USD' });
  const tokens: string[] = [];
  for (const { id } of rows) {
    await runMoneyCommand(
      db,
      { merchantId, scope: 'bench', input: { id }, actor: { type: 'system', id: 'bench' }, action: 'bench.fund' },
      async (tx) => {
        const main = await ensureAccount(tx, { merchantId, memberId: id, kind: 'main', currency: 'USD' });
        await post(tx, {
          merchantId,
          type: 'BENCH_FUND',
          postings: [
            { accountId: house, amount: -100_000_000n },
            { accountId: main, amount: 100_000_000n },
          ],
        });
      },
    );
    const token = newToken();
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      kind: 'session',
      memberId: id,
      merchantId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    tokens.push(token);
  }
  return { ids: rows.map((r) => r.id), tokens };
}
