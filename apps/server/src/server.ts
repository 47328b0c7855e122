import { buildApp } from './app.ts';
import { autoConfirmWithdrawals } from './modules/withdraw/service.ts';
import { loadConfig } from './platform/config.ts';
import { reconcileLedger } from './platform/money/reconcile.ts';
import { DEMO_MERCHANT, seedDemo } from './seed/demo.ts';
import { seedDemoOperator } from './seed/operator.ts';

const config = loadConfig();
const app = await buildApp({ config });
if (config.seedDemo) {
  await seedDemo(app.database.db);
  const operator = await seedDemoOperator(app.database.db, DEMO_MERCHANT.code);
  if (operator) app.log.warn({ operator }, 'demo operator created: keep these, they are shown only once');
}

// Payouts nobody confirmed count as received after the merchant's minutes (SPEC point 4).
const autoConfirm = setInterval(() => {
  autoConfirmWithdrawals(app.database.db).catch((err) => app.log.error({ err }, 'withdrawal auto-confirm failed'));
}, 60_000);
autoConfirm.unref();
// The nightly proof of the ledger; a mismatch is an alarm in the log (and on the operator API).
const reconcile = setInterval(() => {
  reconcileLedger(app.database.db)
    .then((r) => {
      if (r.balanceMismatches.length || r.unbalancedTransactions.length)
        app.log.fatal({ reconciliation: r }, 'LEDGER MISMATCH');
      else app.log.info({ accounts: r.accounts, transactions: r.transactions }, 'ledger reconciled');
    })
    .catch((err) => app.log.error({ err }, 'reconciliation failed'));
}, 24 * 3_600_000);
reconcile.unref();

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
