/**
 * The database's work per call, in instructions: valgrind's callgrind counts what one PostgreSQL
 * backend executes for a provider round trip (provider_debit(), then provider_credit() closing the
 * round) and for a wallet transfer (money_move() with its idempotency key), with the arguments the
 * server builds. Unlike a time, the count is the same whatever else the machine is doing (the same
 * total to within a few thousandths of a percent over repeated runs), so a change to a SQL function
 * shows its cost on a noisy machine, where the HTTP figures swing by half from one run to the next.
 *
 * It runs on a cluster of its own, made here with initdb in a temporary folder and migrated by the
 * server's own openDatabase(), then measured in single-user mode (`postgres --single`), one
 * backend and no network: each count is the difference between WARM_CALLS and
 * WARM_CALLS + COUNTED_CALLS calls from the same starting copy of the data, so start-up, function
 * compilation and the first plans cancel out. Needs valgrind and PostgreSQL's server binaries
 * (BENCH_PG_BIN, or the newest /usr/lib/postgresql/<version>/bin); skipped without them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { creditArgs, debitArgs } from '../apps/server/src/modules/provider/wallet.ts';
import { openDatabase } from '../apps/server/src/platform/db/index.ts';
import { gamesHouseAccount, PLAYER_KINDS, playerAccount } from '../apps/server/src/platform/money/accounts.ts';
import { moneyMoveArgs } from '../apps/server/src/platform/money/command.ts';
import { seedMerchant } from '../apps/server/src/seed/demo.ts';
import { seedGames } from '../apps/server/src/seed/games.ts';
import { fundedPlayers } from './players.ts';

const PLAYERS = 1000;
/**
 * Calls of each kind made before the snapshot, so the tables hold rows and their statistics as a
 * running brand's do: measured on empty tables, the plans are those of empty tables (a sequential
 * scan of a table that grows as the calls go on), and the count with them.
 */
const PREFILL_CALLS = 2000;
const WARM_CALLS = 20;
const COUNTED_CALLS = 200;
/** A seeded house game: provider calls for it go through the same statements as any vendor's. */
const VENDOR = 'HOUSE';
const GAME = 'mekong-fortune';

type Player = { merchantId: number; memberId: number; main: number; vendorWallet: number; house: number };

function postgresBin(): string | undefined {
  if (process.env.BENCH_PG_BIN) return process.env.BENCH_PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const newest = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(base, newest, 'bin') : undefined;
}

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
const asOwner = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

function run(command: string, args: string[], opts: { input?: number } = {}) {
  const [cmd, argv] = asOwner(command, args);
  const r = spawnSync(cmd, argv, { stdio: [opts.input ?? 'ignore', 'pipe', 'pipe'], maxBuffer: 64 * 2 ** 20 });
  if (r.status !== 0) throw new Error(`${command} failed: ${r.stderr.toString().slice(-2000)}`);
  return `${r.stdout.toString()}${r.stderr.toString()}`;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** A migrated cluster with a brand, its funded players and their accounts, and calls of both kinds made. */
async function makeCluster(bin: string, dir: string, port: number): Promise<Player[]> {
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  fs.appendFileSync(
    path.join(data, 'postgresql.conf'),
    `port = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nautovacuum = off\n`,
  );
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  try {
    const db = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres` });
    const code = 'cost';
    await seedGames(db.db);
    const merchantId = await seedMerchant(db.db, { code, name: 'Cost', domains: [] });
    const { ids } = await fundedPlayers(db.db, merchantId, code, PLAYERS);
    const players: Player[] = [];
    for (const memberId of ids) {
      players.push({
        merchantId,
        memberId,
        main: await playerAccount(db.db, merchantId, memberId, 'USD'),
        vendorWallet: await playerAccount(db.db, merchantId, memberId, 'USD', PLAYER_KINDS.vendor, VENDOR),
        house: await gamesHouseAccount(db.db, merchantId, memberId, 'USD'),
      });
    }
    for (const kind of ['roundTrip', 'transfer'] as const) {
      for (const text of calls(kind, players, PREFILL_CALLS, 'fill').split(';\n\n')) {
        if (text.trim()) await db.db.execute(sql.raw(text));
      }
    }
    await db.db.execute(sql`vacuum analyze`);
    await db.close();
    return players;
  } finally {
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-w', 'stop']);
  }
}

const statement = (fn: string, args: unknown) =>
  `select * from ${fn}('${(typeof args === 'string' ? args : JSON.stringify(args)).replaceAll("'", "''")}'::jsonb);`;

type Kind = 'roundTrip' | 'debit' | 'transfer';

/** The statements of `count` calls: round trips (two statements each), their debits alone, or transfers. */
function calls(kind: Kind, players: Player[], count: number, tag = 'm') {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const p = players[i % players.length] as Player;
    const id = `${tag}-${kind}-${i}`;
    if (kind !== 'transfer') {
      const player = {
        merchant: { id: p.merchantId },
        member: { id: p.memberId },
        mode: 'REAL' as const,
      };
      const call = { transactionId: `d${id}`, roundId: `r${id}`, gameCode: GAME, amount: 100n, currency: 'USD' };
      out.push(statement('provider_debit', debitArgs(VENDOR, player, call, { wallet: p.main, house: p.house })));
      const closing = { transactionId: `c${id}`, referenceId: `d${id}`, roundId: `r${id}`, amount: 95n };
      if (kind === 'roundTrip')
        out.push(statement('provider_credit', creditArgs(VENDOR, { ...closing, currency: 'USD', roundClosed: true })));
    } else {
      // As transferWallet() sends the site's transfer into a vendor's wallet.
      const cmd = {
        merchantId: p.merchantId,
        scope: `member:${p.memberId}`,
        key: `k${id}`,
        input: { op: 'walletTransfer', vendorCode: VENDOR, direction: 'IN', amount: 1n },
        actor: { type: 'member' as const, id: String(p.memberId) },
        action: 'wallet.transfer',
      };
      const movement = {
        merchantId: p.merchantId,
        type: 'WALLET_TO_VENDOR',
        memberId: p.memberId,
        reference: null,
        meta: { vendorCode: VENDOR },
        postings: [
          { accountId: p.main, amount: -1n },
          { accountId: p.vendorWallet, amount: 1n },
        ],
      };
      out.push(statement('money_move', moneyMoveArgs(cmd, movement)));
    }
  }
  // Single-user mode with -j ends a statement at a semicolon followed by an empty line.
  return `${out.join('\n\n')}\n\n`;
}

/** Instructions one backend executes for `count` calls, from a fresh copy of the snapshot. */
function instructions(bin: string, dir: string, input: string): number {
  const data = path.join(dir, 'data');
  fs.rmSync(data, { recursive: true, force: true });
  execFileSync('cp', ['-a', path.join(dir, 'snapshot'), data]);
  const file = path.join(dir, 'calls.sql');
  fs.writeFileSync(file, input);
  const out = path.join(dir, 'callgrind.out');
  const fd = fs.openSync(file, 'r');
  try {
    const log = run(
      'valgrind',
      [
        '--tool=callgrind',
        `--callgrind-out-file=${out}`,
        path.join(bin, 'postgres'),
        '--single',
        '-j',
        '-D',
        data,
        'postgres',
      ],
      { input: fd },
    );
    const error = /(ERROR|FATAL): .*/.exec(log);
    if (error) throw new Error(`a measured call failed: ${error[0]}`);
  } finally {
    fs.closeSync(fd);
  }
  const totals = /^totals: (\d+)/m.exec(fs.readFileSync(out, 'utf8'));
  if (!totals) throw new Error('callgrind wrote no totals');
  return Number(totals[1]);
}

export async function benchInstructions() {
  const bin = postgresBin();
  if (!bin || !has('valgrind')) {
    console.log('database instructions skipped: they need valgrind and PostgreSQL server binaries (BENCH_PG_BIN)');
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mekong-instructions-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  try {
    const players = await makeCluster(bin, dir, await freePort());
    execFileSync('cp', ['-a', path.join(dir, 'data'), path.join(dir, 'snapshot')]);
    const perCall = (kind: Kind) => {
      const warm = instructions(bin, dir, calls(kind, players, WARM_CALLS));
      const all = instructions(bin, dir, calls(kind, players, WARM_CALLS + COUNTED_CALLS));
      return Math.round((all - warm) / COUNTED_CALLS);
    };
    const roundTrip = perCall('roundTrip');
    const debit = perCall('debit');
    const transfer = perCall('transfer');
    return {
      scenario: 'database instructions per call (callgrind, one backend in single-user mode)',
      calls: COUNTED_CALLS,
      providerRoundTrip: roundTrip,
      /** The round trip's credit is what is left of it once its debit is counted alone. */
      providerDebit: debit,
      providerCredit: roundTrip - debit,
      walletTransfer: transfer,
      roundTripPerTransfer: Number((roundTrip / transfer).toFixed(2)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
