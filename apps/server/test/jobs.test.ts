import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { scheduledJobs } from '../src/jobs.ts';
import type { Database } from '../src/platform/db/index.ts';
import { ledgerAccounts, merchants, reconciliationRuns, withdrawals } from '../src/platform/db/schema.ts';
import { type JobRunner, startJobs } from '../src/platform/jobs/index.ts';
import { sealedCall } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { channels, operatorToken, withdrawingPlayer } from './helpers/money.ts';

let database: Database;
let app: App;
let jobs: JobRunner;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  jobs = await startJobs(database, app.log, scheduledJobs(app));
  m = await createMerchant(database);
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  // pg-boss creates its schema on first start: a few seconds on PGlite.
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await app.close();
  await database.close();
});

describe('scheduled jobs on pg-boss', () => {
  it('are scheduled once each, by name and cron', async () => {
    const rows = await database.db.execute<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule order by name' as never,
    );
    const list = ((rows as { rows?: unknown[] }).rows ?? rows) as { name: string; cron: string }[];
    expect(list.map((r) => [r.name, r.cron])).toEqual([
      ['agent-daily-salary', '10 * * * *'],
      ['agent-dividend', '20 * * * *'],
      ['agent-hourly-salary', '2 * * * *'],
      ['agent-realtime-salary', '1-59/5 * * * *'],
      ['break-follow-up', '* * * * *'],
      ['house-bet-recovery', '* * * * *'],
      ['house-tables', '* * * * *'],
      ['house-transfer-bet-report', '* * * * *'],
      ['ledger-reconciliation', '30 3 * * *'],
      ['lottery-draws', '* * * * *'],
      ['points-earn', '* * * * *'],
      ['promotion-daily-rebate', '15 * * * *'],
      ['promotion-first-deposits', '* * * * *'],
      ['vendor-transfer-resolve', '* * * * *'],
      ['withdrawal-auto-confirm', '* * * * *'],
    ]);
  });

  it('auto-confirm turns an unconfirmed payout into received once the merchant’s minutes pass', async () => {
    const ch = await channels(app, m.id);
    const p = await withdrawingPlayer(app, m.headers, m.id, op, ch.bank.id);
    const res = await sealedCall(app, {
      method: 'PUT',
      url: '/wps/transaction/withdraw',
      headers: p.auth,
      payload: { bankAccountId: p.cardId, amount: '2500', paymentPassword: '123456' },
    });
    const id = res.json().value.id as number;
    await app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/approve`, headers: op });
    const confirmation = async () =>
      (await database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]?.confirmation;
    // Within the merchant's minutes nothing happens...
    await jobs.runNow('withdrawal-auto-confirm');
    expect(await confirmation()).toBe('NONE');
    // ...and once they are up, the job confirms it as received.
    await database.db.update(merchants).set({ withdrawAutoConfirmMinutes: 0 }).where(eq(merchants.id, m.id));
    await jobs.runNow('withdrawal-auto-confirm');
    expect(await confirmation()).toBe('AUTO_RECEIVED');
  });

  it('nightly reconciliation keeps a run per merchant and raises the alarm on a drifted balance', async () => {
    const ch = await channels(app, m.id);
    const p = await withdrawingPlayer(app, m.headers, m.id, op, ch.bank.id);
    const runs = async () => (await app.inject({ url: '/wps/operator/reconciliation/runs', headers: op })).json().value;

    await jobs.runNow('ledger-reconciliation');
    const first = await runs();
    expect(first.alarm).toBe(false);
    expect(first.runs[0]).toMatchObject({ ok: true, balanceMismatches: [], unbalancedTransactions: [] });

    // A stored balance changed behind the ledger's back is caught by the next nightly run.
    const [wallet] = await database.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, p.member.id), eq(ledgerAccounts.kind, 'main')));
    if (!wallet) throw new Error('no wallet');
    await database.db.update(ledgerAccounts).set({ balance: 99_999n }).where(eq(ledgerAccounts.id, wallet.id));
    try {
      await jobs.runNow('ledger-reconciliation');
      const after = await runs();
      expect(after.alarm).toBe(true);
      expect(after.runs[0].ok).toBe(false);
      expect(after.runs[0].balanceMismatches).toContainEqual({
        accountId: wallet.id,
        balance: '99999',
        postings: wallet.balance.toString(),
      });
      expect(after.runs).toHaveLength(first.runs.length + 1);
      const kept = await database.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.merchantId, m.id));
      expect(kept.map((r) => r.ok).sort()).toEqual(['MISMATCH', 'OK']);
    } finally {
      await database.db.update(ledgerAccounts).set({ balance: wallet.balance }).where(eq(ledgerAccounts.id, wallet.id));
    }
    // The on-demand proof is kept too, and a clean run lowers the alarm.
    expect((await app.inject({ url: '/wps/operator/reconciliation', headers: op })).json().value.ok).toBe(true);
    expect((await runs()).alarm).toBe(false);
  });

  it('refuses a job it does not know', async () => {
    await expect(jobs.runNow('no-such-job')).rejects.toThrow('no job named no-such-job');
  });
});
