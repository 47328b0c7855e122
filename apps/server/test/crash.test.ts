import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/index.ts';
import { idempotencyKeys, ledgerAccounts, merchants } from '../src/platform/db/schema.ts';
import { reconcileLedger } from '../src/platform/money/reconcile.ts';
import { uniqueCode } from './helpers/app.ts';

describe('crash safety', () => {
  it('a process killed inside a money command leaves none of that command and all of the earlier ones', async () => {
    const code = uniqueCode('crash');
    const dataDir = process.env.DATABASE_URL ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'mekong-crash-'));
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'helpers/crash-worker.ts')], {
      env: { ...process.env, CRASH_MERCHANT: code, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('IN_TX')) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.once('exit', (c) => (out.includes('IN_TX') ? resolve() : reject(new Error(`worker exited ${c}: ${out}`))));
    });
    await new Promise((resolve) => child.once('exit', resolve));
    expect(out).toContain('COMMITTED 2100');

    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
    try {
      const [m] = await db.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
      const accounts = await db.db
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.merchantId, m?.id ?? -1));
      expect(accounts.map((a) => a.balance).sort()).toEqual([-2100n, 2100n]);
      const killed = await db.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.merchantId, m?.id ?? -1), eq(idempotencyKeys.key, 'killed')));
      expect(killed).toEqual([]);
      const report = await reconcileLedger(db.db);
      expect(report.balanceMismatches).toEqual([]);
      expect(report.unbalancedTransactions).toEqual([]);
      const [{ n } = { n: 0 }] = await db.db
        .execute<{ n: number }>(
          sql`select count(*)::int as n from ledger_transactions where type = 'CRASH' and merchant_id = ${m?.id ?? -1}`,
        )
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows ?? r);
      expect(n).toBe(3);
    } finally {
      await db.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
