/**
 * Runs money commands until told to die: first a few complete ones, then one that stops inside
 * its transaction (after its postings, before commit) and says so, waiting to be killed.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/platform/db/index.ts';
import { ledgerAccounts } from '../../src/platform/db/schema.ts';
import { runMoneyCommand } from '../../src/platform/money/command.ts';
import { ensureAccount, post } from '../../src/platform/money/ledger.ts';
import { seedMerchant } from '../../src/seed/demo.ts';

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
const code = process.env.CRASH_MERCHANT ?? 'crash';
const merchantId = await seedMerchant(db.db, { code, name: code, domains: [] });
const house = await ensureAccount(db.db, { merchantId, memberId: null, kind: 'house_a', currency: 'USD' });
const other = await ensureAccount(db.db, { merchantId, memberId: null, kind: 'house_b', currency: 'USD' });

const move = (key: string, hang: boolean) =>
  runMoneyCommand(
    db.db,
    { merchantId, scope: 'crash', key, input: { key }, actor: { type: 'system', id: 'crash' }, action: 'crash.move' },
    async (tx) => {
      await post(tx, {
        merchantId,
        type: 'CRASH',
        postings: [
          { accountId: house, amount: -700n },
          { accountId: other, amount: 700n },
        ],
      });
      if (hang) {
        process.stdout.write('IN_TX\n');
        await new Promise(() => {});
      }
      return { ok: true };
    },
  );

for (let i = 0; i < 3; i++) await move(`done-${i}`, false);
const [row] = await db.db
  .select({ b: ledgerAccounts.balance })
  .from(ledgerAccounts)
  .where(eq(ledgerAccounts.id, other));
process.stdout.write(`COMMITTED ${row?.b}\n`);
await move('killed', true);
