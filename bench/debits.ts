/**
 * The money benchmark: debits through the public API (main wallet -> a game wallet) at 50
 * connections over 1,000 players on PostgreSQL, beside pgbench's tpcb-like figure for the same
 * database server in the same run, so the ratio says how close the ledger gets to the ceiling.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/index.ts';
import { merchants } from '../apps/server/src/platform/db/schema.ts';
import { seedMerchant } from '../apps/server/src/seed/demo.ts';
import { cpuMeter, databaseName } from './cpu.ts';
import { fundedPlayers } from './players.ts';
import { walMeter } from './wal.ts';

const PLAYERS = 1000;

/** A transfer-wallet merchant with 1,000 funded, signed-in players; answers their tokens. */
async function setup(databaseUrl: string, code: string) {
  const db = await openDatabase({ databaseUrl });
  const merchantId = await seedMerchant(db.db, { code, name: 'Bench', domains: [] });
  await db.db.update(merchants).set({ walletMode: 'transfer' }).where(eq(merchants.id, merchantId));
  const { tokens } = await fundedPlayers(db.db, merchantId, code, PLAYERS);
  // Statistics for the rows just added, as autovacuum would gather them soon after in a running
  // database: the measured statements are planned against today's tables, not the empty ones.
  await db.db.execute(sql`analyze`);
  await db.close();
  return tokens;
}

function pgbench(databaseUrl: string, seconds: number, connections: number) {
  const url = new URL(databaseUrl);
  const args = [
    '-h',
    url.searchParams.get('host') ?? url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    url.username || 'postgres',
  ];
  const dbName = 'mekong_pgbench';
  try {
    execFileSync('psql', [...args, '-d', url.pathname.slice(1) || 'postgres', '-c', `create database ${dbName}`], {
      stdio: 'ignore',
    });
  } catch {
    // exists from an earlier run
  }
  execFileSync('pgbench', [...args, '-i', '-s', '10', '-q', dbName], { stdio: 'ignore' });
  // Every transaction's latency is logged, so the database's own p50/p99 at the same
  // concurrency sit beside ours: what a debit through the API could at best achieve here.
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  const out = execFileSync('pgbench', [
    ...args,
    '-b',
    'tpcb-like',
    '-c',
    String(connections),
    '-j',
    '2',
    '-T',
    String(seconds),
    '--log',
    `--log-prefix=${path.join(logDir, 'tx')}`,
    dbName,
  ]).toString();
  const tps = Number(/tps = ([0-9.]+)/.exec(out)?.[1] ?? 'NaN');
  const latency = Number(/latency average = ([0-9.]+) ms/.exec(out)?.[1] ?? 'NaN');
  // Log lines: client, transaction, latency in microseconds, ...
  const micros = fs
    .readdirSync(logDir)
    .flatMap((f) => fs.readFileSync(path.join(logDir, f), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => Number(line.split(' ')[2]))
    .sort((a, b) => a - b);
  fs.rmSync(logDir, { recursive: true, force: true });
  const pct = (q: number) =>
    Math.round((micros[Math.min(micros.length - 1, Math.floor(q * micros.length))] ?? 0) / 1000);
  return { tps, latencyAverageMs: latency, p50: pct(0.5), p99: pct(0.99) };
}

/**
 * Debits at the given concurrency for `seconds`, every request from the next player in turn and
 * with an idempotency key of its own, as the player's site sends every transfer (the key's claim
 * and stored answer are part of what a transfer costs); with `overallRate`, at most that many a
 * second (the fixed-rate run the provider's is compared with).
 */
function debits(
  base: string,
  code: string,
  tokens: string[],
  seconds: number,
  connections: number,
  overallRate?: number,
) {
  let n = 0;
  // Keys unique to this run: the warm-up, measured and fixed-rate runs are three calls.
  const run = `${code}-${performance.now().toFixed(0)}`;
  return autocannon({
    ...(overallRate ? { overallRate } : {}),
    url: `${base}/wps/relay/GCS_walletTransfer`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', merchant: code },
    setupClient: (client) => {
      const rotate = () =>
        client.setHeadersAndBody(
          { 'content-type': 'application/json', merchant: code, authorization: tokens[n % tokens.length] as string },
          JSON.stringify({ vendorCode: 'HOUSE', direction: 'IN', amount: '1', idempotencyKey: `${run}-${n++}` }),
        );
      rotate();
      client.on('response', rotate);
    },
  });
}

/** The fixed-rate run: 400 debits a second, the provider's 200 round trips' calls. */
const FIXED_RATE = 400;

export async function benchDebits(
  base: string,
  databaseUrl: string,
  seconds: number,
  connections: number,
  serverPid?: number,
) {
  const code = `bench${Date.now().toString(36)}`;
  const tokens = await setup(databaseUrl, code);
  // Warm-up, not measured: each player's first debit opens its vendor wallet account (an insert
  // and its commit), and the server's code paths and the database's caches warm up. The
  // measured run is the steady state, as pgbench's is after its initialisation.
  const warm = await debits(base, code, tokens, Math.max(3, Math.round(seconds / 2)), connections);
  const meter = cpuMeter(serverPid, databaseName(databaseUrl));
  const wal = await walMeter(databaseUrl);
  const r = await debits(base, code, tokens, seconds, connections);
  const cpuMsPerCall = meter.stop(r.requests.total);
  const walPerCall = await wal.stop(r.requests.total);
  const paced = await debits(base, code, tokens, seconds, connections, FIXED_RATE);
  const pg = pgbench(databaseUrl, seconds, connections);
  return {
    scenario: 'POST /wps/relay/GCS_walletTransfer (debit with its idempotency key, 1,000 players)',
    connections,
    seconds,
    requestsPerSecond: r.requests.average,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    non2xx: r.non2xx,
    errors: r.errors,
    cpuMsPerCall,
    walPerCall,
    warmUp: { seconds: warm.duration, requests: warm.requests.total, non2xx: warm.non2xx },
    atFixedRate: {
      requestsPerSecond: FIXED_RATE,
      latencyMs: { p50: paced.latency.p50, p99: paced.latency.p99 },
      non2xx: paced.non2xx,
    },
    pgbenchTpcbLikeTps: pg.tps,
    pgbenchLatencyMs: { average: pg.latencyAverageMs, p50: pg.p50, p99: pg.p99 },
    ratioToPgbench: r.requests.average / pg.tps,
  };
}
