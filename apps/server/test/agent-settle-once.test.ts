/**
 * Two processes settling the same period at the same moment pay each contract once, and an
 * operator's replay of the period afterwards pays nothing. On PostgreSQL the second is a real
 * child process; on the embedded PGlite (one process only) both run side by side in this one.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { settleContracts } from '../src/modules/agent/settle.ts';
import type { Database } from '../src/platform/db/index.ts';
import { agentContractPayments, auditLog } from '../src/platform/db/schema.ts';
import { contract, ledgerPay, local, PP, settledAt, teamMember, tiers } from './helpers/agent-pay.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { operatorToken } from './helpers/money.ts';
import { workerTurn } from './helpers/worker-turn.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let child: ChildProcess | null = null;
const day = local(PP, 2026, 6, 10);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
});
afterAll(async () => {
  child?.kill('SIGTERM');
  await app.close();
  await database.close();
});

const settle = async () =>
  (
    await settleContracts(database.db, { id: m.id, currency: 'USD', timezone: PP }, 'DAILY_SALARY', day, {
      type: 'system',
      id: 'test',
    })
  ).periods[0]?.paid ?? 0;

/** The other process's turn, started on a word so both begin together. */
async function otherTurn(): Promise<() => Promise<number>> {
  if (!process.env.DATABASE_URL) return settle;
  const w = await workerTurn(
    path.join(import.meta.dirname, 'helpers/agent-settle-worker.ts'),
    {
      MERCHANT_ID: String(m.id),
      TIMEZONE: PP,
      KIND: 'DAILY_SALARY',
      PERIOD_START: day.toISOString(),
    },
    /PAID (\d+)/,
  );
  child = w.child;
  return w.go;
}

it('pays every contract of a day once when two processes settle it together, and a replay pays nothing', async () => {
  const top = await teamMember(app, m.id, null, true);
  const agents = [];
  // Ten agents under top, each with a player and a contract: 1% of the team's valid bet.
  for (let i = 0; i < 10; i++) {
    const agent = await teamMember(app, m.id, top, true);
    const player = await teamMember(app, m.id, agent);
    await contract(app, m.id, top, agent, 'DAILY_SALARY', tiers([0, 1, 100]));
    await settledAt(app, m.id, player, 10_000n * BigInt(i + 1), 0n, local(PP, 2026, 6, 10, 8, i));
    agents.push(agent);
  }
  const owed = 100n * 55n; // 1% of 10,000 x (1 + 2 + ... + 10)

  const other = await otherTurn();
  const [mine, theirs] = await Promise.all([settle(), other()]);
  expect(mine + theirs).toBe(10);
  expect(await ledgerPay(app, agents)).toEqual({ n: 10, sum: owed.toString() });
  const rows = await database.db.select().from(agentContractPayments).where(eq(agentContractPayments.merchantId, m.id));
  expect(rows).toHaveLength(10);
  expect(new Set(rows.map((r) => r.transactionId)).size).toBe(10);

  // The operator's replay: the same period again, nothing paid, the call audited.
  const op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'finance')).token };
  const body = { kind: 'DAILY_SALARY', periodStart: '2026-06-10T00:00:00+07:00' };
  const replay = await app.inject({ method: 'POST', url: '/wps/operator/agent/settle', headers: op, payload: body });
  expect(replay.json().value.periods).toEqual([
    expect.objectContaining({ periodType: 'DAY', contracts: 10, paid: 0, amount: '0', alreadyPaid: 10 }),
  ]);
  expect(await ledgerPay(app, agents)).toEqual({ n: 10, sum: owed.toString() });
  const audited = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'agent.settle')));
  expect(audited).toHaveLength(1);
  expect(audited[0]).toMatchObject({ actorType: 'operator', details: { kind: 'DAILY_SALARY' } });
});

it('lets only admin and finance replay, and only closed periods that a boundary starts', async () => {
  const support = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'support')).token };
  const admin = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'admin')).token };
  const call = (headers: Record<string, string>, payload: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/wps/operator/agent/settle', headers, payload });
  const ok = { kind: 'HOURLY_SALARY', periodStart: '2026-06-10T13:00:00+07:00' };
  expect((await call(support, ok)).statusCode).toBe(403);
  expect((await call(admin, ok)).json()).toMatchObject({ success: true, value: { periods: [{ contracts: 0 }] } });
  expect((await call(admin, { ...ok, periodStart: '2026-06-10T13:30:00+07:00' })).statusCode).toBe(400);
  expect((await call(admin, { ...ok, periodStart: '2026-06-10' })).statusCode).toBe(400);
  expect((await call(admin, { ...ok, kind: 'WEEKLY_SALARY' })).statusCode).toBe(400);
  expect((await call(m.headers, ok)).statusCode).toBe(401);
});

it('takes the replay’s time from the database’s settled mark, not the server’s clock', async () => {
  // The jobs settle up to settledUpTo(): no later than the oldest transaction still open, so a bet
  // whose settlement began before the period closed is in it. The operator's replay does the same:
  // a server whose clock runs ahead cannot settle a period the database has not closed. Here the
  // clock runs past the end of the five minutes now running (and the minute's grace after it).
  // Embedded PGlite runs in this process on its clock, so there the two clocks are one: the suite's
  // run on PostgreSQL (CI runs both) is the one that tells them apart.
  const admin = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'admin')).token };
  const realNow = Date.now();
  const start = Math.floor(realNow / 300_000) * 300_000;
  vi.useFakeTimers({ toFake: ['Date'], now: start + 300_000 + 61_000 });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/operator/agent/settle',
      headers: admin,
      payload: { kind: 'REALTIME_SALARY', periodStart: new Date(start).toISOString() },
    });
    if (!process.env.DATABASE_URL) return expect(res.statusCode, res.body).toBe(200);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorCode).toBe('request.param.err');
  } finally {
    vi.useRealTimers();
  }
});
