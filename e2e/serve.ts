/**
 * Starts the real server for the end-to-end tests on a fresh database, seeded with the demo
 * merchant plus fixture merchants that show the blocked states, each on its own host name
 * (Chromium resolves every *.localhost name to this machine).
 *
 * The database is a new one on the PostgreSQL server named by DATABASE_URL when the run has one
 * (CI does), dropped at the end; otherwise embedded PGlite. PGlite runs its queries on the
 * server's own thread, so with two browsers on two cores every page waits for the pages of the
 * other worker: PostgreSQL takes the queries to processes of their own.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { settleDue } from '../apps/server/src/modules/agent/settle-jobs.ts';
import { grantBonus } from '../apps/server/src/modules/bonus/service.ts';
import { startLotteryClock } from '../apps/server/src/modules/lottery/clock.ts';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { lotteryGames, members, merchantModules, merchants, operators } from '../apps/server/src/platform/db/schema.ts';
import { seedDemo, seedMerchant } from '../apps/server/src/seed/demo.ts';
import { seedDemoHistory } from '../apps/server/src/seed/demo-history.ts';
import { seedLottery } from '../apps/server/src/seed/lottery.ts';
import {
  E2E_ADMIN,
  E2E_CONTROL_PORT,
  E2E_OPERATOR,
  E2E_OPERATOR_2,
  E2E_PLATFORM,
  E2E_PLAYER_PASSWORD,
  E2E_PLAYERS,
} from './fixtures.ts';
import { freshDatabase } from './fresh-database.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mekong-e2e-'));
const database = await freshDatabase(process.env.DATABASE_URL, Number(process.env.PORT));
const config = loadConfig({
  ...process.env,
  // The demo's mode: the tests read the outbox and challenge answers and pay at the sandbox gateway.
  NODE_ENV: 'development',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  TRUST_PROXY: 'true',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  RATE_LIMIT_MAX: '100000',
});
const app = await buildApp({ config });
const db = app.database.db;
await seedDemo(db);
await seedMerchant(db, {
  code: 'maint',
  name: 'Mekong',
  domains: ['maint.localhost'],
  maintenance: true,
  maintenanceMessage: 'Upgrading the cashier. Back at 10:00.',
});
await seedMerchant(db, {
  code: 'region',
  name: 'Mekong',
  domains: ['region.localhost'],
  regionMode: 'block',
  regionCountries: ['US'],
});
const gated = await seedMerchant(db, { code: 'gated', name: 'Mekong', domains: ['gated.localhost'] });
await db
  .insert(merchantModules)
  .values({ merchantId: gated, modId: 'LOGINEDTOHOMEPAGE', enabled: true })
  .onConflictDoNothing();

// The slider check (GEETEST3) on top of the image captcha: registration asks for both.
const slider = await seedMerchant(db, { code: 'slider', name: 'Mekong', domains: ['slider.localhost'] });
await db.insert(merchantModules).values({ merchantId: slider, modId: 'GEETEST3', enabled: true }).onConflictDoNothing();
// The slider alone: no image captcha anywhere, so a login that needs a check gets the slider.
const sliderOnly = await seedMerchant(db, { code: 'slideronly', name: 'Mekong', domains: ['slideronly.localhost'] });
await db
  .insert(merchantModules)
  .values([
    { merchantId: sliderOnly, modId: 'GEETEST3', enabled: true },
    { merchantId: sliderOnly, modId: 'CAPTCHA3', enabled: false },
  ])
  .onConflictDoNothing();
await db
  .update(merchants)
  .set({ registerRules: { captcha: { enabled: false } } })
  .where(eq(merchants.id, sliderOnly));

// The back office's finance operators, its admin and a platform operator (fixtures.ts), and a transfer-wallet site.
const demoId = (await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo')))[0]
  ?.id as number;
for (const op of [E2E_OPERATOR, E2E_OPERATOR_2]) {
  await db
    .insert(operators)
    .values({
      merchantId: demoId,
      username: op.username,
      passwordHash: await hashPassword(op.password),
      totpSecret: op.totpSecret,
      totpEnrolledAt: new Date(),
      role: 'finance',
    })
    .onConflictDoNothing();
}
await db
  .insert(operators)
  .values({
    merchantId: demoId,
    username: E2E_ADMIN.username,
    passwordHash: await hashPassword(E2E_ADMIN.password),
    totpSecret: E2E_ADMIN.totpSecret,
    totpEnrolledAt: new Date(),
    role: 'admin',
  })
  .onConflictDoNothing();
await db
  .insert(operators)
  .values({
    merchantId: demoId,
    username: E2E_PLATFORM.username,
    passwordHash: await hashPassword(E2E_PLATFORM.password),
    totpSecret: E2E_PLATFORM.totpSecret,
    totpEnrolledAt: new Date(),
    role: 'platform',
  })
  .onConflictDoNothing();
// Brands of their own that back-office tests change, each with the same admin, so tests running
// beside them on the demo brand (or on each other's brand) never meet their changes: `console`
// has its settings changed (maintenance, registration rules), `cashier` its payment channels
// (another bank channel on the demo brand would be a second choice on every deposit page there),
// `newsroom` its banners and notices (the demo brand's are counted by the content tests),
// `auditlab` its audit log, which a test tampers with (the control port below) to see the chain
// check fail.
for (const code of ['console', 'cashier', 'newsroom', 'auditlab']) {
  const site = await seedMerchant(db, { code, name: 'Mekong', domains: [`${code}.localhost`] });
  await db
    .insert(operators)
    .values({
      merchantId: site,
      username: E2E_ADMIN.username,
      passwordHash: await hashPassword(E2E_ADMIN.password),
      totpSecret: E2E_ADMIN.totpSecret,
      totpEnrolledAt: new Date(),
      role: 'admin',
    })
    .onConflictDoNothing();
}
// `lotto`: a northern draw (VN_N) of its own, with the finance operators to close it and agree on
// its result. The demo brand's northern draw is closed early by the lottery spec's winning bet; the
// home's big-win test closes this one, so the two never meet whichever runs first. Its other games
// are off, so the lottery clock draws nothing else for it.
const lotto = await seedMerchant(db, { code: 'lotto', name: 'Mekong', domains: ['lotto.localhost'] });
await seedLottery(db, lotto);
await db
  .update(lotteryGames)
  .set({ enabled: false })
  .where(and(eq(lotteryGames.merchantId, lotto), ne(lotteryGames.code, 'VN_N')));
// `noon`: a brand whose day is at its middle whenever the run starts (a fixed-offset zone where it
// is about noon now), for the tests that age a player's sessions by minutes against today's
// session time: on the demo brand, whose day starts at 17:00 UTC, they would fail just after it.
const noonOffset = 12 - new Date().getUTCHours();
const noon = await seedMerchant(db, { code: 'noon', name: 'Mekong', domains: ['noon.localhost'] });
await db
  .update(merchants)
  .set({ timezone: noonOffset >= 0 ? `Etc/GMT-${noonOffset}` : `Etc/GMT+${-noonOffset}` })
  .where(eq(merchants.id, noon));
for (const [site, op, role] of [
  [lotto, E2E_OPERATOR, 'finance'],
  [lotto, E2E_OPERATOR_2, 'finance'],
  [noon, E2E_ADMIN, 'admin'],
] as const) {
  await db
    .insert(operators)
    .values({
      merchantId: site,
      username: op.username,
      passwordHash: await hashPassword(op.password),
      totpSecret: op.totpSecret,
      totpEnrolledAt: new Date(),
      role,
    })
    .onConflictDoNothing();
}
const walletSite = await seedMerchant(db, { code: 'wallet', name: 'Mekong', domains: ['wallet.localhost'] });
await db.update(merchants).set({ walletMode: 'transfer' }).where(eq(merchants.id, walletSite));

// Players with known money (fixtures.ts): one with the demo bet history, one on the
// transfer-wallet site with a bonus to move between wallets.
const e2ePlayer = async (merchantId: number, account: string, type = 0) =>
  (
    await db
      .insert(members)
      .values({
        merchantId,
        account,
        nickname: account,
        passwordHash: await hashPassword(E2E_PLAYER_PASSWORD),
        referralCode: account.toUpperCase(),
        firstLoginAt: new Date(),
        adultConfirmedAt: new Date(),
        type,
      })
      .returning({ id: members.id })
  )[0]?.id as number;
await e2ePlayer(demoId, E2E_PLAYERS.records);
// An agent of its own for the phone sign-in test, so no other spec's sign-ins make its address new.
await e2ePlayer(demoId, E2E_PLAYERS.agent, 1);
await seedDemoHistory(db, 'demo', E2E_PLAYERS.records);
const walletPlayer = await e2ePlayer(walletSite, E2E_PLAYERS.wallet);
await grantBonus(
  db,
  { id: walletSite, currency: 'USD' },
  { memberId: walletPlayer, amount: 50_000n, turnoverMultiple: 0, reason: 'e2e', key: 'e2e-wallet-funds' },
  { type: 'system', id: 'e2e' },
);

// The lottery's draws are listed, closed, drawn and settled as on a real server.
const lotteryClock = startLotteryClock(app.lottery, app.log);

/**
 * The tests' own clock, on a port of its own so the product server has no test hooks: POST
 * /agent-settlement?kind=DAILY_SALARY&days=1 runs the contract settlement job as it will run
 * that many days from now (the day that is open now has closed by then).
 */
/**
 * The tests' own hooks, on a port of their own so the product server has none:
 * - POST /agent-settlement?kind=DAILY_SALARY&days=1 runs the contract settlement job as it will run
 *   that many days from now (the day that is open now has closed by then);
 * - POST /tamper-audit?merchant=auditlab edits that brand's latest chained audit line behind the
 *   append-only trigger's back, as someone with the database's keys could, and answers its id;
 * - POST /end-break?account=... ends that demo player's running self-exclusion a minute ago, as if
 *   its months had passed (what follows is the ask to come back);
 * - POST /age-sessions?account=...&minutes=N moves that demo player's sessions' start N minutes
 *   back, as if they had been signed in that long (today's session time counts it); with
 *   &merchant=noon, that brand's player;
 * - POST /kick-off?event=N moves that sportsbook event's start a minute into the past, as if its
 *   match had begun (a result is taken only then).
 */
const answer = (res: http.ServerResponse, work: Promise<unknown>) =>
  work.then(
    (r) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(r)),
    (err: Error) => res.writeHead(500).end(err.message),
  );
/** Twins made so far: each one's name is its fixture's with this count appended. */
let twins = 0;
const control = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  const kind = url.searchParams.get('kind');
  // A new operator like a fixture one (role, password, authenticator secret) under a name of its
  // own, on every brand the fixture is on. An authenticator code is good once per operator, and the
  // two workers sign the fixture operators in many times within a code's 30 seconds: each sign-in
  // is a twin's first.
  const like = url.searchParams.get('like');
  if (req.method === 'POST' && url.pathname === '/operator-twin' && like) {
    twins += 1;
    answer(
      res,
      db
        .execute(sql`insert into operators (merchant_id, username, password_hash, totp_secret, totp_enrolled_at, role)
          select o.merchant_id, o.username || '-t' || ${twins}, o.password_hash, o.totp_secret, o.totp_enrolled_at, o.role
          from operators o where o.username = ${like}
          returning username`)
        // PGlite answers { rows }, node-postgres the rows.
        .then(
          (r) =>
            (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows)[0] ??
            Promise.reject(new Error('no such operator')),
        ),
    );
    return;
  }
  if (req.method === 'POST' && url.pathname === '/agent-settlement' && kind) {
    const later = new Date(Date.now() + Number(url.searchParams.get('days') ?? 1) * 86_400_000);
    answer(res, settleDue(db, kind as Parameters<typeof settleDue>[1], later));
    return;
  }
  if (req.method === 'POST' && url.pathname === '/tamper-audit' && url.searchParams.get('merchant') === 'auditlab') {
    answer(
      res,
      db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
        const edited = await tx.execute(sql`update audit_log set details = details || '{"edited":true}'
          where id = (select a.id from audit_log a join merchants m on m.id = a.merchant_id
            where m.code = 'auditlab' and a.chain_hash is not null order by a.id desc limit 1)
          returning id`);
        await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
        return edited;
      }),
    );
    return;
  }
  const event = Number(url.searchParams.get('event'));
  if (req.method === 'POST' && url.pathname === '/kick-off' && Number.isInteger(event)) {
    answer(
      res,
      db.execute(
        sql`update house_sports_events set starts_at = now() - interval '1 minute' where id = ${event} returning id`,
      ),
    );
    return;
  }
  const account = url.searchParams.get('account');
  const demoMember = sql`(select id from members where merchant_id = ${demoId} and account = ${account})`;
  const brandMember =
    url.searchParams.get('merchant') === 'noon'
      ? sql`(select id from members where merchant_id = ${noon} and account = ${account})`
      : demoMember;
  if (req.method === 'POST' && url.pathname === '/end-break' && account) {
    answer(
      res,
      db.execute(sql`update player_breaks
        set started_at = least(started_at, now() - interval '1 day'), ends_at = now() - interval '1 minute'
        where member_id = ${demoMember} and kind = 'EXCLUSION' and (ends_at is null or ends_at > now())
        returning id`),
    );
    return;
  }
  // A registered player made into one an agent opened: not yet asked to confirm age and terms.
  if (req.method === 'POST' && url.pathname === '/unconfirm-adult' && account) {
    answer(res, db.execute(sql`update members set adult_confirmed_at = null where id = ${demoMember} returning id`));
    return;
  }
  const minutes = Number(url.searchParams.get('minutes'));
  if (req.method === 'POST' && url.pathname === '/age-sessions' && account && Number.isInteger(minutes)) {
    answer(
      res,
      db.execute(sql`update sessions set created_at = created_at - make_interval(mins => ${minutes})
        where member_id = ${brandMember} and kind = 'session' returning member_id`),
    );
    return;
  }
  res.writeHead(404).end();
});
control.listen(E2E_CONTROL_PORT, '127.0.0.1');

const stop = async () => {
  control.close();
  await lotteryClock.stop();
  await app.close();
  // Dropping the database ends the connections a pool still keeps idle (the job queue's): their
  // "terminating connection" (57P01) is the end of the run, not a failure.
  process.on('uncaughtException', (err) => {
    if ((err as { code?: string }).code === '57P01') return;
    console.error(err);
    process.exit(1);
  });
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
await app.listen({ port: config.port, host: '127.0.0.1' });
