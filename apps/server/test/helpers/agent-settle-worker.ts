/**
 * A second process settling the same contract period on the same PostgreSQL database, for the
 * exactly-once test: it waits for the word on stdin, settles, and prints how many it paid.
 */
import type { ContractKind } from '@mekong/contracts';
import { settleContracts } from '../../src/modules/agent/settle.ts';
import { openDatabase } from '../../src/platform/db/index.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const merchant = { id: Number(process.env.MERCHANT_ID), currency: 'USD', timezone: String(process.env.TIMEZONE) };
process.stdout.write('READY\n');
process.stdin.once('data', async () => {
  const r = await settleContracts(
    database.db,
    merchant,
    process.env.KIND as ContractKind,
    new Date(String(process.env.PERIOD_START)),
    { type: 'system', id: 'worker' },
  );
  process.stdout.write(`PAID ${r.periods.reduce((n, p) => n + p.paid, 0)}\n`);
  await database.close();
  process.exit(0);
});
