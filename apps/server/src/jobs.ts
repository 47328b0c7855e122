import type { App } from './app.ts';
import { HOUSE_TABLES } from './house/live/registry.ts';
import { refreshTable } from './house/live/state.ts';
import { recoverHouseBets } from './house/recovery.ts';
import { autoConfirmWithdrawals } from './modules/withdraw/service.ts';
import type { JobDefinition } from './platform/jobs/index.ts';
import { nightlyReconciliation } from './platform/money/reconcile.ts';

/** Every scheduled job of the product; `server.ts` starts them beside the HTTP server. */
export const scheduledJobs = (app: App): JobDefinition[] => [
  {
    // Payouts nobody confirmed count as received after the merchant's minutes (SPEC point 4).
    name: 'withdrawal-auto-confirm',
    cron: '* * * * *',
    run: (db) => autoConfirmWithdrawals(db),
  },
  {
    // The nightly proof of the ledger, in the quiet hours of the merchants' region.
    name: 'ledger-reconciliation',
    cron: '30 3 * * *',
    tz: 'Asia/Phnom_Penh',
    run: (db, log) => nightlyReconciliation(db, log),
  },
  {
    // House bets a crash or a lost answer left between their debit and credit.
    name: 'house-bet-recovery',
    cron: '* * * * *',
    run: () => recoverHouseBets(app.house),
  },
  {
    // Draws and pays table rounds nobody is watching; players at a table advance it themselves.
    name: 'house-tables',
    cron: '* * * * *',
    run: async () => {
      for (const t of HOUSE_TABLES) await refreshTable(app.house, t);
    },
  },
];
