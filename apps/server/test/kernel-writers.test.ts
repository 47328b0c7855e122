/**
 * The money kernel's tables are written by the kernel alone: the ledger by ledger_post(), bets by
 * the game sources' functions (lottery_slip, lottery_close, provider_*), idempotency keys by
 * claim_key(), finish_command() and store_key_answer(), the audit log by write_audit(), which
 * money commands reach through finish_command() and every other action through
 * platform/audit.ts. Only platform/money/ opens ledger accounts from TypeScript. An audit line is
 * written in the transaction of the change it records, so a change that fails leaves none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, operatorActor } from '../src/platform/audit.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog } from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, uniqueCode } from './helpers/app.ts';

const server = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, ext) : ext.test(e.name) ? [p] : [];
  });
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The files under src/ and sql/ that write `table` (TypeScript through Drizzle or SQL text). */
function writersOf(table: string, drizzleName: string) {
  const ts = new RegExp(
    `\\.(insert|update|delete)\\(${drizzleName}\\)|(insert\\s+into|update|delete\\s+from)\\s+${table}\\b`,
    'i',
  );
  const sqlText = new RegExp(`(insert\\s+into|update|delete\\s+from)\\s+${table}\\b`, 'i');
  return [
    ...filesUnder(path.join(server, 'src'), /\.ts$/).filter((f) => ts.test(fs.readFileSync(f, 'utf8'))),
    ...filesUnder(path.join(server, 'sql'), /\.sql$/).filter((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .some((line) => !line.trimStart().startsWith('--') && sqlText.test(line)),
    ),
  ]
    .map((f) => path.relative(server, f))
    .sort();
}

describe('the money kernel', () => {
  it('alone writes the ledger, bets, idempotency keys and the audit log', () => {
    expect(writersOf('ledger_transactions', 'ledgerTransactions')).toEqual(['sql/functions/ledger_post.sql']);
    expect(writersOf('ledger_postings', 'ledgerPostings')).toEqual(['sql/functions/ledger_post.sql']);
    expect(writersOf('ledger_accounts', 'ledgerAccounts')).toEqual([
      'sql/functions/ledger_post.sql',
      'src/platform/money/accounts.ts',
      'src/platform/money/ledger.ts',
    ]);
    // The seeds date the demo team's bets into past periods; nothing else touches a bet.
    expect(writersOf('bets', 'bets')).toEqual([
      'sql/functions/lottery_close.sql',
      'sql/functions/lottery_slip.sql',
      'sql/functions/provider_credit.sql',
      'sql/functions/provider_debit.sql',
      'sql/functions/provider_report_bet.sql',
      'sql/functions/provider_rollback.sql',
      'src/seed/demo-agents.ts',
    ]);
    expect(writersOf('idempotency_keys', 'idempotencyKeys')).toEqual([
      'sql/functions/claim_key.sql',
      'sql/functions/finish_command.sql',
      'sql/functions/store_key_answer.sql',
    ]);
    expect(writersOf('audit_log', 'auditLog')).toEqual(['sql/functions/write_audit.sql']);
  });

  it('keeps a line with the change it records, and loses it with a change that fails', async () => {
    const m = await createMerchant(database);
    const kept = uniqueCode('kept');
    const lost = uniqueCode('lost');
    await database.db.transaction(async (tx) => {
      await audit(tx, { merchantId: m.id, actor: operatorActor(7), action: kept, details: { n: 1 } });
    });
    await database.db
      .transaction(async (tx) => {
        await audit(tx, { merchantId: m.id, actor: operatorActor(7), action: lost });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.actorId, '7')));
    expect(lines.map((l) => [l.action, l.actorType, l.details])).toEqual([[kept, 'operator', { n: 1 }]]);
  });
});
