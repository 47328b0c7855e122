/**
 * The agent benchmarks on PostgreSQL: the team overview of an agent with 100,000 members below it
 * and a year of bets (p99 latency through the API), and one daily salary run over 10,000 agents
 * (duration). Data is generated in bulk SQL (generate_series), not through the API.
 *
 * The tree: the agent > 100 agents > 100 agents each (10,000) > 9 players each (90,000).
 * Each agent below the top holds a daily salary contract from its upline (10,100 contracts).
 * Bets: 1,000,000 settled rows, 910,000 spread over the past year and 90,000 (one per player) on
 * the benchmark day, ten days back so the server's own salary job (which looks back seven days)
 * leaves it alone. Bet rows only: the reports and the salary read bets, not their postings.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { periodAt } from '../apps/server/src/modules/agent/periods.ts';
import { settleContracts } from '../apps/server/src/modules/agent/settle.ts';
import { hashToken, newToken } from '../apps/server/src/platform/auth/tokens.ts';
import { type Db, openDatabase } from '../apps/server/src/platform/db/index.ts';
import { sessions } from '../apps/server/src/platform/db/schema.ts';
import { rowsOf } from '../apps/server/src/platform/money/ledger.ts';
import { seedMerchant } from '../apps/server/src/seed/demo.ts';

const TZ = 'Asia/Phnom_Penh';
const YEAR_BETS = 910_000;
const DAY = 86_400_000;

const step = async <T>(label: string, run: () => Promise<T>) => {
  const t = performance.now();
  const r = await run();
  console.log(`  agents bench: ${label} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return r;
};

/** One level of the tree: `per` members below every member of the level above (by account prefix). */
const level = (db: Db, merchantId: number, code: string, above: string, name: string, per: number, type: number) =>
  db.execute(sql`
    insert into members (merchant_id, account, type, nickname, password_hash, referral_code, upline_id,
      adult_confirmed_at)
    select ${merchantId}, ${`${code}${name}`} || u.id || '_' || g, ${type}, ${name} || g, '!',
      ${`${code}R${name}`} || u.id || '_' || g, u.id, now()
    from members u, generate_series(1, ${per}) g
    where u.merchant_id = ${merchantId} and u.account like ${`${code}${above}%`}
    order by u.id, g`);

async function generate(db: Db, merchantId: number, code: string, day: Date) {
  await step('100,100 members (closure rows by the trigger)', async () => {
    await db.execute(sql`insert into members (merchant_id, account, type, nickname, password_hash, referral_code,
        adult_confirmed_at)
      values (${merchantId}, ${`${code}top`}, 1, 'top', '!', ${`${code}RTOP`}, now())`);
    // Statistics between levels: each level is one statement, whose trigger keeps the plans it
    // made at its start, and a table read as empty would be scanned whole for every new member.
    const analyze = () => db.execute(sql`analyze members; analyze member_tree`);
    await level(db, merchantId, code, 'top', 'a', 100, 1);
    await analyze();
    await level(db, merchantId, code, 'a', 'b', 100, 1);
    await analyze();
    await level(db, merchantId, code, 'b', 'p', 9, 0);
  });
  await step('10,100 daily salary contracts', () =>
    db.execute(sql`
      insert into agent_contracts (merchant_id, kind, upline_id, member_id, status, terms, decided_at, activated_at)
      select ${merchantId}, 'DAILY_SALARY', m.upline_id, m.id, 'ACTIVE',
        '{"tiers":[{"validBet":"0","activeMembers":1,"rate":50},{"validBet":"100000","activeMembers":5,"rate":80}]}'::jsonb,
        now() - interval '1 year', now() - interval '1 year'
      from members m where m.merchant_id = ${merchantId} and m.type = 1 and m.upline_id is not null`),
  );
  const bets = (count: number, from: Date, spanMs: number, offset: number) =>
    db.execute(sql`
      with p as (select array_agg(id order by id) as ids from members where merchant_id = ${merchantId} and type = 0),
      g as (select g, ${from.toISOString()}::timestamptz + random() * ${spanMs / 1000}::float8 * interval '1 second' as at,
        (100 + floor(random() * 50) * 100)::bigint as stake from generate_series(${offset + 1}::int, ${offset + count}::int) g)
      insert into bets (merchant_id, member_id, source, category, vendor_code, game_code, round_id, external_id,
        stake, valid_stake, payout, status, placed_at, settled_at)
      select ${merchantId}, p.ids[1 + g.g % cardinality(p.ids)], 'VENDOR', 'LIVE', 'BENCH', 'g', g.g::text,
        ${`${code}-`} || g.g, g.stake, g.stake, case when random() < 0.45 then g.stake * 2 else 0 end, 'SETTLED',
        g.at - interval '1 minute', g.at
      from g, p`);
  await step(`${YEAR_BETS.toLocaleString('en')} bets over a year`, async () => {
    for (let i = 0; i < YEAR_BETS; i += 182_000) await bets(182_000, new Date(Date.now() - 365 * DAY), 365 * DAY, i);
  });
  await step('90,000 bets on the salary day', () => bets(90_000, day, DAY, YEAR_BETS));
  await step('analyze', () =>
    db.execute(sql`analyze members; analyze member_tree; analyze bets; analyze agent_contracts`),
  );
}

/** One agent's screen, or a few at once; an answer may take seconds, so the timeout is long. */
async function overviewLoad(
  base: string,
  code: string,
  token: string,
  query: string,
  seconds: number,
  connections: number,
) {
  const r = await autocannon({
    url: `${base}/wps/agent/team/overview?${query}`,
    headers: { merchant: code, authorization: token },
    connections,
    duration: Math.max(seconds, 20),
    timeout: 60,
  });
  return {
    scenario: `GET /wps/agent/team/overview?${query} (100,100 members below, 1,000,000 bets over a year)`,
    connections,
    seconds: Math.max(seconds, 20),
    requestsPerSecond: r.requests.average,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/**
 * Drops the million bets again, so the benchmark database does not grow by them every run. The
 * members stay (deleting 100,000 members checks every table that names one) and so do the
 * salary's ledger rows (append-only, like every other benchmark's).
 */
const cleanUp = (db: Db, merchantId: number) =>
  db.execute(sql`
    with c as (delete from agent_contracts where merchant_id = ${merchantId}),
    s as (delete from sessions where merchant_id = ${merchantId})
    delete from bets where merchant_id = ${merchantId}`);

/**
 * The overview under load through the server, then (once the caller has stopped the server) the
 * daily salary run for the benchmark day by this process alone.
 */
export async function benchAgents(base: string, databaseUrl: string, seconds: number) {
  const code = `agt${Date.now().toString(36)}`;
  const database = await openDatabase({ databaseUrl });
  const db = database.db;
  const merchantId = await seedMerchant(db, { code, name: 'Bench agents', domains: [] });
  const day = periodAt('DAY', new Date(Date.now() - 10 * DAY), TZ);
  await generate(db, merchantId, code, day.start);
  const [top] = rowsOf<{ id: number }>(await db.execute(sql`select id from members where account = ${`${code}top`}`));
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'session',
    memberId: (top as { id: number }).id,
    merchantId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const from = new Date(Date.now() - 92 * DAY).toISOString().slice(0, 10);
  const wide = `from=${from}&to=${new Date().toISOString().slice(0, 10)}`;
  const overview = [
    await overviewLoad(base, code, token, 'preset=today', seconds, 1),
    await overviewLoad(base, code, token, 'preset=today', seconds, 4),
    await overviewLoad(base, code, token, wide, seconds, 1),
  ];
  return {
    overview,
    salary: async () => {
      const t = performance.now();
      const r = await settleContracts(
        db,
        { id: merchantId, currency: 'USD', timezone: TZ },
        'DAILY_SALARY',
        day.start,
        {
          type: 'system',
          id: 'bench',
        },
      );
      const secondsTaken = (performance.now() - t) / 1000;
      await step('clean-up', () => cleanUp(db, merchantId));
      await database.close();
      const p = r.periods[0];
      return {
        scenario: 'daily salary run: 10,100 contracts (10,000 agents with players), 90,000 bets that day',
        seconds: secondsTaken,
        contracts: p?.contracts ?? 0,
        paid: p?.paid ?? 0,
        amount: p?.amount ?? '0',
        paymentsPerSecond: (p?.paid ?? 0) / secondsTaken,
      };
    },
  };
}
