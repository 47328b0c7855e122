/**
 * The provider benchmark: vendor round trips (a signed debit, then the signed credit that closes
 * its round) through the provider wallet API on PostgreSQL, 50 at a time over 1,000 players.
 */
import http from 'node:http';
import { PROVIDER_HEADERS } from '@mekong/contracts';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { grantBonus } from '../apps/server/src/modules/bonus/service.ts';
import { signProvider } from '../apps/server/src/modules/provider/signature.ts';
import { hashToken, newToken } from '../apps/server/src/platform/auth/tokens.ts';
import { openDatabase } from '../apps/server/src/platform/db/index.ts';
import { games, launchTickets, members, merchants, providerVendors } from '../apps/server/src/platform/db/schema.ts';
import { seedMerchant } from '../apps/server/src/seed/demo.ts';
import { cpuMeter, databaseName } from './cpu.ts';
import { walMeter } from './wal.ts';

const PLAYERS = 1000;
/** The fixed-rate run: 200 round trips (400 vendor calls) a second. */
const PACED_RATE = 200;
/** Aggregators' limit: p99 under 60 ms below 1,000 vendor calls (500 round trips) a second. */
const VENDOR_LIMIT_RATE = 500;
const VENDOR = 'BENCH';
const GAME = 'bench-slot';
/** The server process reads the same variable (run.ts passes it). */
export const BENCH_VENDOR_SECRET = 'bench-vendor-secret-0123456789';

async function setup(base: string, databaseUrl: string, code: string) {
  const db = await openDatabase({ databaseUrl });
  const merchantId = await seedMerchant(db.db, { code, name: 'Bench', domains: [] });
  const [m] = await db.db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.id, merchantId));
  const currency = m?.currency ?? 'USD';
  await db.db
    .insert(providerVendors)
    .values({ code: VENDOR, name: 'Bench', walletModel: 'SEAMLESS', secretEnv: 'BENCH_VENDOR_SECRET', launchUrl: '/x' })
    .onConflictDoNothing();
  await db.db
    .insert(games)
    .values({ vendorCode: VENDOR, code: GAME, category: 'RNG', names: { EN: 'Bench' } })
    .onConflictDoNothing();
  const rows = await db.db
    .insert(members)
    .values(
      Array.from({ length: PLAYERS }, (_, i) => ({
        merchantId,
        account: `${code}v${i}`,
        nickname: `v${i}`,
        passwordHash: '!',
        referralCode: `${code}V${i}`.toUpperCase(),
        adultConfirmedAt: new Date(),
      })),
    )
    .returning({ id: members.id });
  const tickets: string[] = [];
  for (const { id } of rows) {
    await grantBonus(
      db.db,
      { id: merchantId, currency },
      { memberId: id, amount: 100_000_000n, turnoverMultiple: 0, reason: 'bench', key: `bench-${id}` },
      { type: 'system', id: 'bench' },
    );
    const ticket = newToken();
    await db.db.insert(launchTickets).values({
      ticketHash: hashToken(ticket),
      merchantId,
      memberId: id,
      vendorCode: VENDOR,
      gameCode: GAME,
      mode: 'REAL',
      language: 'EN',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    tickets.push(ticket);
  }
  // Statistics for the rows just added, as autovacuum would gather them soon after in a running
  // database: the measured statements are planned against today's tables, not the empty ones.
  await db.db.execute(sql`analyze`);
  await db.close();
  const tokens: string[] = [];
  for (const ticket of tickets) tokens.push((await send(base, 'authenticate', { ticket })).token as string);
  return { tokens, currency };
}

let seq = 0;
/** A signed vendor call: its path, headers and body. */
function signedCall(path: string, body: Record<string, unknown>) {
  const raw = JSON.stringify({ requestId: `b${seq++}`, ...body });
  const timestamp = String(Date.now());
  return {
    method: 'POST',
    path: `/provider/v1/${VENDOR}/${path}`,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_HEADERS.timestamp]: timestamp,
      [PROVIDER_HEADERS.signature]: signProvider(BENCH_VENDOR_SECRET, timestamp, path, raw),
    },
    body: raw,
  };
}

/**
 * Kept-alive HTTP/1.1 connections, one per concurrent vendor call, as a vendor's gateway keeps
 * them. node:http rather than fetch: fetch's web streams cost the client several times the CPU,
 * which on this machine's two cores would be taken from the server being measured.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function post(url: URL, headers: Record<string, string>, body: string) {
  return new Promise<string>((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function send(base: string, path: string, body: Record<string, unknown>) {
  const call = signedCall(path, body);
  const text = await post(new URL(`${base}${call.path}`), call.headers, call.body);
  const answer = JSON.parse(text) as Record<string, unknown>;
  if (answer.status !== 'OK') throw new Error(`${path}: ${text}`);
  return answer;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Round trip i's two calls: the debit, then the credit that closes its round. */
const roundTripBodies = (code: string, i: number, tokens: string[], currency: string) => ({
  debit: {
    token: tokens[i % tokens.length] as string,
    transactionId: `${code}-d${i}`,
    roundId: `${code}-r${i}`,
    gameCode: GAME,
    amount: '100',
    currency,
  },
  credit: {
    transactionId: `${code}-c${i}`,
    referenceId: `${code}-d${i}`,
    roundId: `${code}-r${i}`,
    amount: '95',
    currency,
    roundClosed: true,
  },
});

type RoundTripBodies = ReturnType<typeof roundTripBodies>;

/** One round trip over node:http, one call after the other. */
async function roundTrip(base: string, code: string, tokens: string[], currency: string) {
  const { debit, credit } = roundTripBodies(code, seq++, tokens, currency);
  await send(base, 'debit', debit);
  await send(base, 'credit', credit);
}

const answeredOk = (status: number, body: string) => {
  if (status !== 200) return false;
  try {
    return (JSON.parse(body) as { status?: unknown }).status === 'OK';
  } catch {
    return false;
  }
};

/**
 * Round trips `connections` at a time for `seconds`, each with a debit and credit ids of its own.
 * autocannon sends them, as it sends the wallet-transfer debits this is compared with: its
 * prebuilt sockets cost the load generator about half what node:http does per call, CPU that on
 * this machine's two cores would otherwise be taken from the server being measured. Each
 * connection sends a debit, then on its answer the credit; a round trip's latency runs from the
 * debit's sending to the credit's answer.
 */
async function roundTrips(
  base: string,
  code: string,
  tokens: string[],
  currency: string,
  seconds: number,
  connections: number,
) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (_req, context) => {
          context.calls = roundTripBodies(code, seq++, tokens, currency);
          context.sentAt = performance.now();
          return signedCall('debit', (context.calls as RoundTripBodies).debit);
        },
        onResponse: (status, body, context) => {
          if (!answeredOk(status, body)) context.failed = true;
        },
      },
      {
        setupRequest: (_req, context) => signedCall('credit', (context.calls as RoundTripBodies).credit),
        onResponse: (status, body, context) => {
          if (context.failed || !answeredOk(status, body)) errors++;
          else latencies.push(performance.now() - (context.sentAt as number));
        },
      },
    ],
  });
  return {
    latencies: latencies.sort((a, b) => a - b),
    errors: errors + result.errors + result.timeouts,
    elapsed: (performance.now() - started) / 1000,
  };
}

/** A fixed-rate run's half seconds, by when their round trips were due. */
const WINDOW_MS = 500;

/**
 * Round trips started at a fixed rate, as a vendor's traffic arrives whatever the answers' speed:
 * the latency of each is counted from when it was due, so a slow answer delays nothing unseen.
 * Vendors state their limit this way (p99 under 60 ms below 1,000 requests a second).
 */
async function pacedRoundTrips(
  base: string,
  code: string,
  tokens: string[],
  currency: string,
  rate: number,
  seconds: number,
) {
  const byWindow: number[][] = [];
  let errors = 0;
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const total = rate * seconds;
  const running: Promise<void>[] = [];
  for (let k = 0; k < total; k++) {
    const due = started + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    running.push(
      roundTrip(base, code, tokens, currency).then(
        () => {
          const w = Math.floor((due - started) / WINDOW_MS);
          const window = byWindow[w] ?? [];
          window.push(performance.now() - due);
          byWindow[w] = window;
        },
        () => void errors++,
      ),
    );
  }
  await Promise.all(running);
  return { latencies: byWindow.flat().sort((a, b) => a - b), byWindow, errors, startedAt };
}

/**
 * A fixed-rate run's figures: its rate in round trips and in vendor calls, latencies, errors, and
 * its worst half second (the highest p99 of any 0.5 s of due round trips, and when it began): a
 * stall of a second or two shows there even when the whole run's p99 hides it.
 */
const pacedFigures = (
  rate: number,
  run: { latencies: number[]; byWindow: number[][]; errors: number; startedAt: string },
) => {
  const worst = { p99: 0, atSecond: 0 };
  run.byWindow.forEach((window, i) => {
    const p99 = percentile(
      [...window].sort((a, b) => a - b),
      0.99,
    );
    if (p99 > worst.p99) Object.assign(worst, { p99, atSecond: (i * WINDOW_MS) / 1000 });
  });
  return {
    startedAt: run.startedAt,
    roundTripsPerSecond: rate,
    requestsPerSecond: rate * 2,
    latencyMs: { p50: Math.round(percentile(run.latencies, 0.5)), p99: Math.round(percentile(run.latencies, 0.99)) },
    worstHalfSecond: { p99Ms: Math.round(worst.p99), atSecond: worst.atSecond },
    errors: run.errors,
  };
};

export async function benchProvider(
  base: string,
  databaseUrl: string,
  seconds: number,
  connections: number,
  serverPid?: number,
) {
  const code = `vb${Date.now().toString(36)}`;
  const { tokens, currency } = await setup(base, databaseUrl, code);
  // As in the debit scenario: a warm-up run first (each vendor session's first check, the
  // statements' plans, the JIT), then the measured run is the steady state.
  const warm = await roundTrips(base, code, tokens, currency, Math.max(3, Math.round(seconds / 2)), connections);
  const meter = cpuMeter(serverPid, databaseName(databaseUrl));
  const wal = await walMeter(databaseUrl);
  const { latencies, errors, elapsed } = await roundTrips(base, code, tokens, currency, seconds, connections);
  // Per vendor call: a round trip is two.
  const cpuMsPerCall = meter.stop(latencies.length * 2);
  const walPerCall = await wal.stop(latencies.length * 2);
  const paced = await pacedRoundTrips(base, code, tokens, currency, PACED_RATE, seconds);
  const atLimit = await pacedRoundTrips(base, code, tokens, currency, VENDOR_LIMIT_RATE, seconds);
  return {
    scenario: 'provider round trip: signed debit + credit closing the round (1,000 players)',
    connections,
    seconds,
    roundTripsPerSecond: latencies.length / elapsed,
    latencyMs: { p50: Math.round(percentile(latencies, 0.5)), p99: Math.round(percentile(latencies, 0.99)) },
    errors,
    cpuMsPerCall,
    walPerCall,
    warmUp: { seconds: Math.round(warm.elapsed), roundTrips: warm.latencies.length, errors: warm.errors },
    atFixedRate: pacedFigures(PACED_RATE, paced),
    atVendorLimit: pacedFigures(VENDOR_LIMIT_RATE, atLimit),
  };
}
