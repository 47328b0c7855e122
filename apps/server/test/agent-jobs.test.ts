import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { scheduledJobs } from '../src/jobs.ts';
import { localDay } from '../src/modules/lottery/schedule/zoned.ts';
import type { Database } from '../src/platform/db/index.ts';
import { agentSettlementRuns, bets, ledgerTransactions, members } from '../src/platform/db/schema.ts';
import { type JobRunner, startJobs } from '../src/platform/jobs/index.ts';
import { seedDemoAgents } from '../src/seed/demo-agents.ts';
import { loginToken, makeMember } from './helpers/accounts.ts';
import { contract, ledgerPay, PP, settledAt, teamMember, tiers } from './helpers/agent-pay.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

let database: Database;
let app: App;
let jobs: JobRunner;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  jobs = await startJobs(database, app.log, scheduledJobs(app));
  // pg-boss creates its schema on first start: a few seconds on PGlite.
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await app.close();
  await database.close();
});

describe('contract settlement jobs', () => {
  it('are scheduled one per kind, a minute after their periods close', async () => {
    const rows = await database.db.execute<{ name: string; cron: string }>(
      `select name, cron from pgboss.schedule where name like 'agent-%' order by name` as never,
    );
    const list = ((rows as { rows?: unknown[] }).rows ?? rows) as { name: string; cron: string }[];
    expect(list.map((r) => [r.name, r.cron])).toEqual([
      ['agent-daily-salary', '10 * * * *'],
      ['agent-dividend', '20 * * * *'],
      ['agent-hourly-salary', '2 * * * *'],
      ['agent-realtime-salary', '1-59/5 * * * *'],
    ]);
  });

  it('pay the days just closed once, however many times they run', async () => {
    const m = await createMerchant(database);
    const top = await teamMember(app, m.id, null, true);
    const agent = await teamMember(app, m.id, top, true);
    const player = await teamMember(app, m.id, agent);
    const twoDaysAgo = localDay(new Date(Date.now() - 2 * DAY), PP).start;
    await contract(app, m.id, top, agent, 'DAILY_SALARY', tiers([0, 1, 100]), new Date(twoDaysAgo.getTime() - DAY));
    await settledAt(app, m.id, player, 25_000n, 0n, new Date(twoDaysAgo.getTime() + 9 * 3_600_000));
    await jobs.runNow('agent-daily-salary');
    await jobs.runNow('agent-daily-salary');
    expect(await ledgerPay(app, [agent])).toEqual({ n: 1, sum: '250' });
    const [run] = await database.db
      .select()
      .from(agentSettlementRuns)
      .where(and(eq(agentSettlementRuns.merchantId, m.id), eq(agentSettlementRuns.periodStart, twoDaysAgo)));
    expect(run).toMatchObject({ kind: 'DAILY_SALARY', periodType: 'DAY', contracts: 1, paid: 1, amount: 250n });
  });
});

describe('demo team', () => {
  it('puts a sub-agent with a paid daily salary and players under agent01, and a second start changes nothing', async () => {
    const m = await createMerchant(database);
    await makeMember(app, m.id, { account: 'agent01', type: 1 });
    await seedDemoAgents(database.db, m.code);
    const count = async () => {
      const [b] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(bets)
        .where(eq(bets.merchantId, m.id));
      const [t] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.merchantId, m.id));
      return [b?.n, t?.n];
    };
    const first = await count();
    await seedDemoAgents(database.db, m.code);
    expect(await count()).toEqual(first);

    const team = await database.db
      .select({ account: members.account, uplineId: members.uplineId, id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, m.id), inArray(members.account, ['agent01', 'agent02', 'team01', 'team04'])));
    const id = (a: string) => team.find((r) => r.account === a)?.id;
    expect(team.find((r) => r.account === 'agent02')?.uplineId).toBe(id('agent01'));
    expect(team.find((r) => r.account === 'team01')?.uplineId).toBe(id('agent01'));
    expect(team.find((r) => r.account === 'team04')?.uplineId).toBe(id('agent02'));

    // agent02's team (team04, team05) bet 2 x 270,000 yesterday: 1.5% = 8,100, in its income.
    const auth = {
      ...m.headers,
      authorization: await loginToken(app, m.headers, { id: 0, account: 'agent02', password: 'agent1234' }),
    };
    const income = (await app.inject({ url: '/wps/agent/income?preset=today', headers: auth })).json().value;
    expect(income.list).toEqual([
      expect.objectContaining({
        kind: 'DAILY_SALARY',
        validBet: '540000',
        activeMembers: 2,
        rate: 150,
        amount: '8100',
      }),
    ]);
    const overview = (await app.inject({ url: '/wps/agent/team/overview?preset=yesterday', headers: auth })).json()
      .value;
    expect(overview).toMatchObject({ teamSize: 2, betCount: 4, validBet: '540000' });
  });
});
