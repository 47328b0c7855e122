/**
 * A second process running the lottery's clock on the same PostgreSQL database, for the
 * exactly-once test: it waits for the word on stdin, takes one turn for the merchant, and prints
 * how many bets it closed.
 */
import { advanceLottery } from '../../src/modules/lottery/draws/lifecycle.ts';
import { openDatabase } from '../../src/platform/db/index.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const merchantId = Number(process.env.MERCHANT_ID);
process.stdout.write('READY\n');
process.stdin.once('data', async () => {
  const r = await advanceLottery({ db: database.db, events: null }, new Date(), { merchantId });
  process.stdout.write(`SETTLED ${r.settled}\n`);
  await database.close();
  process.exit(0);
});
