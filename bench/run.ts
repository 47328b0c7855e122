/**
 * npm run bench: starts the built portal as its own process (embedded database unless
 * DATABASE_URL is set), loads it with autocannon over loopback and writes the figures to
 * bench/results/. Each load is bounded in time and stops by itself.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchAgents } from './agents.ts';
import type { CpuMsPerCall } from './cpu.ts';
import { benchDebits } from './debits.ts';
import { benchInstructions } from './instructions.ts';
import { benchLighthouse, TARGET } from './lighthouse.ts';
import { benchLottery } from './lottery.ts';
import { BENCH_VENDOR_SECRET, benchProvider } from './provider.ts';
import { walText } from './wal.ts';
import { benchWeb, INDEX_BUDGET_GZIP_KB } from './web.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_ONLY=http,web,lighthouse,money,provider,instructions,lottery,agents (any of them) runs just those parts. */
const only = new Set(
  (process.env.BENCH_ONLY ?? 'http,web,lighthouse,money,provider,instructions,lottery,agents').split(','),
);

type Scenario = { name: string; path: string; headers?: Record<string, string> };
const scenarios: Scenario[] = [
  { name: 'GET /wps/system/whitelabel', path: '/wps/system/whitelabel', headers: { Merchant: 'demo' } },
  { name: 'GET /index (SPA page)', path: '/index', headers: { Accept: 'text/html' } },
];

const cpuText = (c: CpuMsPerCall | undefined) =>
  c ? `server ${c.server}, database ${c.database}, load generator ${c.client}` : 'not measured';

async function waitReady(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

/** The money benchmark needs PostgreSQL: DATABASE_URL, or the server on this machine if one answers. */
const pgAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(5432, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
/**
 * With no DATABASE_URL, a database of this run's own on the local server: figures from a fresh
 * schema, not from one that earlier runs filled (a run adds 100,000 members and deletes a million
 * bets, whose dead rows would slow the next run's scans).
 */
const ownDatabase = !process.env.DATABASE_URL && (await pgAnswers()) ? `mekong_bench_${Date.now()}` : undefined;
const pgDatabase = (action: 'create' | 'drop', name: string) =>
  execFileSync(process.execPath, ['scripts/pg-database.mjs', action, name], { cwd: root, stdio: 'inherit' });
if (ownDatabase) pgDatabase('create', ownDatabase);
const pgUrl =
  process.env.DATABASE_URL || (ownDatabase ? `postgres://postgres@127.0.0.1:5432/${ownDatabase}` : undefined);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mekong-bench-'));
/** BENCH_SERVER_NODE_ARGS: node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...serverNodeArgs, 'apps/server/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    // The demo's mode, as `npm start` runs it: the pages measured are the demo merchant's.
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    DATABASE_URL: pgUrl ?? '',
    BENCH_VENDOR_SECRET,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitReady(Date.now() + 60_000);
  // The fresh database was just migrated and seeded: give the planner its statistics and the
  // tables their visibility maps before measuring, as pgbench vacuums before its run.
  if (ownDatabase)
    execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', ownDatabase, '-qc', 'vacuum analyze']);
  const results = [];
  for (const s of only.has('http') ? scenarios : []) {
    const r = await autocannon({ url: base + s.path, headers: s.headers, connections, duration: seconds });
    const summary = {
      scenario: s.name,
      connections,
      seconds,
      requestsPerSecond: r.requests.average,
      latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    };
    console.log(
      `${s.name}: ${summary.requestsPerSecond.toFixed(0)} req/s, p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, non-2xx ${summary.non2xx}, errors ${summary.errors}`,
    );
    results.push(summary);
  }
  for (const w of only.has('web') ? await benchWeb(base) : []) {
    const budget = w.route === '/index' ? ` (budget ${INDEX_BUDGET_GZIP_KB} KB)` : '';
    console.log(
      `${w.scenario}: ${w.scripts} scripts, ${w.gzipKB} KB gzipped${budget}, ${w.rawKB} KB raw, ${w.wireKB} KB on the wire`,
    );
    results.push(w);
  }
  for (const l of only.has('lighthouse') ? await benchLighthouse(base) : []) {
    if (l.error) console.log(`${l.scenario}: not measured, ${l.error}`);
    else
      console.log(
        `${l.scenario}: performance ${l.performance}, median of ${l.scores?.map((x) => x ?? 'failed').join(', ')}${l.errors ? ` [${l.errors.join('; ')}]` : ''} (target ${TARGET.performance}), CLS ${l.cls} at most (target ${TARGET.cls}), FCP ${l.fcpMs} ms, LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms, speed index ${l.speedIndexMs} ms; host benchmarkIndex ${l.benchmarkIndex}`,
      );
    results.push(l);
  }
  if (pgUrl) {
    const money = only.has('money') ? await benchDebits(base, pgUrl, seconds, connections, server.pid) : null;
    if (money)
      console.log(
        `${money.scenario}: ${money.requestsPerSecond.toFixed(0)} req/s, p50 ${money.latencyMs.p50} ms, p99 ${money.latencyMs.p99} ms, non-2xx ${money.non2xx}; pgbench tpcb-like ${money.pgbenchTpcbLikeTps.toFixed(0)} tps, p50 ${money.pgbenchLatencyMs.p50} ms, p99 ${money.pgbenchLatencyMs.p99} ms; ratio ${money.ratioToPgbench.toFixed(2)}; CPU ms per call ${cpuText(money.cpuMsPerCall)}; WAL per call ${walText(money.walPerCall)}; at a fixed ${money.atFixedRate.requestsPerSecond}/s: p50 ${money.atFixedRate.latencyMs.p50} ms, p99 ${money.atFixedRate.latencyMs.p99} ms`,
      );
    if (money) results.push(money);
    const provider = only.has('provider') ? await benchProvider(base, pgUrl, seconds, connections, server.pid) : null;
    if (provider)
      console.log(
        `${provider.scenario}: ${provider.roundTripsPerSecond.toFixed(0)} round trips/s, p50 ${provider.latencyMs.p50} ms, p99 ${provider.latencyMs.p99} ms, errors ${provider.errors}; CPU ms per call ${cpuText(provider.cpuMsPerCall)}; WAL per call ${walText(provider.walPerCall)}; at a fixed ${provider.atFixedRate.roundTripsPerSecond}/s: p50 ${provider.atFixedRate.latencyMs.p50} ms, p99 ${provider.atFixedRate.latencyMs.p99} ms, errors ${provider.atFixedRate.errors}; at ${provider.atVendorLimit.requestsPerSecond} calls/s: p50 ${provider.atVendorLimit.latencyMs.p50} ms, p99 ${provider.atVendorLimit.latencyMs.p99} ms (worst half second ${provider.atVendorLimit.worstHalfSecond.p99Ms} ms at ${provider.atVendorLimit.worstHalfSecond.atSecond} s), errors ${provider.atVendorLimit.errors}`,
      );
    if (provider) results.push(provider);
    const cost = only.has('instructions') ? await benchInstructions() : null;
    if (cost) {
      console.log(
        `${cost.scenario}: provider round trip ${cost.providerRoundTrip.toLocaleString('en')} (debit ${cost.providerDebit.toLocaleString('en')}, credit ${cost.providerCredit.toLocaleString('en')}), wallet transfer ${cost.walletTransfer.toLocaleString('en')}, ratio ${cost.roundTripPerTransfer}`,
      );
      results.push(cost);
    }
    const lottery = only.has('lottery') ? await benchLottery(base, pgUrl, seconds, connections) : null;
    if (lottery) {
      const place = lottery.placement;
      console.log(
        `${place.scenario}: ${place.requestsPerSecond.toFixed(0)} req/s, p50 ${place.latencyMs.p50} ms, p99 ${place.latencyMs.p99} ms, non-2xx ${place.non2xx}`,
      );
      results.push(place);
    }
    const agents = only.has('agents') ? await benchAgents(base, pgUrl, seconds) : null;
    for (const o of agents?.overview ?? []) {
      console.log(
        `${o.scenario} at ${o.connections} connection(s): ${o.requestsPerSecond.toFixed(1)} req/s, p50 ${o.latencyMs.p50} ms, p99 ${o.latencyMs.p99} ms, non-2xx ${o.non2xx}`,
      );
      results.push(o);
    }
    if (lottery || agents) {
      // Settlements run with the server stopped, so no clock or job of its takes a share of the work.
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    if (lottery) {
      const settle = await lottery.settle();
      console.log(
        `${settle.scenario}: ${settle.bets} bets in ${settle.seconds.toFixed(1)} s, ${settle.betsPerSecond.toFixed(0)} bets/s, ${settle.winners} winners`,
      );
      results.push(settle);
    }
    if (agents) {
      const salary = await agents.salary();
      console.log(
        `${salary.scenario}: ${salary.paid} of ${salary.contracts} paid in ${salary.seconds.toFixed(1)} s (${salary.paymentsPerSecond.toFixed(0)} payments/s)`,
      );
      results.push(salary);
    }
  } else {
    console.log('money benchmark skipped: it needs PostgreSQL (set DATABASE_URL)');
  }
  const out = {
    at: new Date().toISOString(),
    database: pgUrl ? 'postgres' : 'pglite',
    machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    results,
  };
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  const name = process.env.BENCH_ONLY ? `only-${[...only].sort().join('-')}` : 'foundation';
  const file = path.join(import.meta.dirname, 'results', `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`written ${path.relative(root, file)}`);
} finally {
  server.kill('SIGTERM');
  if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (ownDatabase) pgDatabase('drop', ownDatabase);
}
