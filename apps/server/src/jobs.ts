import type { App } from './app.ts';
import { HOUSE_TABLES } from './house/live/registry.ts';
import { refreshTable } from './house/live/state.ts';
import { refreshPvpTable } from './house/pvp/refresh.ts';
import { PVP_TABLES } from './house/pvp/tables.ts';
import { recoverHouseBets } from './house/recovery.ts';
import { recoverSportsBets } from './house/sports/pay.ts';
import { reportFinalBets } from './house/transfer/report.ts';
import { settleDue } from './modules/agent/index.ts';
import { settledUpTo } from './modules/bets/index.ts';
import { advanceLottery } from './modules/lottery/index.ts';
import { creditSettledBets } from './modules/points/index.ts';
import { scanFirstDeposits, settleRebates } from './modules/promotion/index.ts';
import { followUpBreaks } from './modules/protection/index.ts';
import { resolvePendingTransfers } from './modules/provider/index.ts';
import { autoConfirmWithdrawals } from './modules/withdraw/index.ts';
import type { JobDefinition } from './platform/jobs/index.ts';
import { nightlyReconciliation } from './platform/money/reconcile.ts';

/** Every scheduled job of the product; `server.ts` starts them beside the HTTP server. */
export const scheduledJobs = (app: App): JobDefinition[] => [
  {
    // Payouts nobody confirmed count as received after the merchant's minutes.
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
    // Then sports bets an event's settlement left unpaid (void refunds are found only there).
    run: async () => ({ house: await recoverHouseBets(app.house), sports: await recoverSportsBets(app.house) }),
  },
  {
    // Draws and pays table rounds nobody is watching; players at a table advance it themselves.
    name: 'house-tables',
    cron: '* * * * *',
    run: async () => {
      for (const t of HOUSE_TABLES) await refreshTable(app.house, t);
      // Bull-bull hands whose players went quiet: settled (defaults to call) and paid.
      for (const t of PVP_TABLES) await refreshPvpTable(app.house, t);
    },
  },
  {
    // Transfers to or from a TRANSFER-model vendor whose answer was lost: settled by `status`.
    name: 'vendor-transfer-resolve',
    cron: '* * * * *',
    run: (db) => resolvePendingTransfers(db, app.vendorApi),
  },
  {
    // Breaks whose refunds or recalls from transfer-wallet vendors something left undone.
    name: 'break-follow-up',
    cron: '* * * * *',
    run: (db, log) => followUpBreaks({ db, house: app.house, vendorApi: app.vendorApi }, log),
  },
  {
    // Final bets of the house's TRANSFER-model players the platform's betting record missed.
    name: 'house-transfer-bet-report',
    cron: '* * * * *',
    run: () => reportFinalBets(app.house.db, app.house.wallet),
  },
  {
    // The lottery's draws: listed ahead, closed, drawn, settled, refunded. Each process's lottery
    // clock does this at the exact deadlines; this tick is the net under it.
    name: 'lottery-draws',
    cron: '* * * * *',
    run: () => advanceLottery(app.lottery),
  },
  // Agents' contract pay (modules/agent/settle-jobs.ts): each job settles its kind's recently
  // closed periods in every merchant's time zone, a minute after they close and once every
  // settlement open when they closed has committed (settledUpTo(): a draw of a million bets settles
  // for minutes); one job per kind so a long daily run never holds up the five-minute real-time
  // salary. The daily rebate waits the same way.
  {
    name: 'agent-realtime-salary',
    cron: '1-59/5 * * * *',
    run: async (db) => settleDue(db, 'REALTIME_SALARY', await settledUpTo(db)),
  },
  {
    name: 'agent-hourly-salary',
    cron: '2 * * * *',
    run: async (db) => settleDue(db, 'HOURLY_SALARY', await settledUpTo(db)),
  },
  // Hourly, since merchants' midnights fall at different hours: paid the day after, in the first tick.
  {
    name: 'agent-daily-salary',
    cron: '10 * * * *',
    run: async (db) => settleDue(db, 'DAILY_SALARY', await settledUpTo(db)),
  },
  { name: 'agent-dividend', cron: '20 * * * *', run: async (db) => settleDue(db, 'DIVIDEND', await settledUpTo(db)) },
  // Promotions: first-deposit bonuses and referral rewards of deposits confirmed since the last
  // tick (each issued once by its key), and the daily rebate of each merchant's closed day.
  { name: 'promotion-first-deposits', cron: '* * * * *', run: (db) => scanFirstDeposits(db) },
  { name: 'promotion-daily-rebate', cron: '15 * * * *', run: async (db) => settleRebates(db, await settledUpTo(db)) },
  // Points for settled bets, each bet once (modules/points/earn.ts keys the credit by bet id).
  { name: 'points-earn', cron: '* * * * *', run: (db) => creditSettledBets(db) },
];
