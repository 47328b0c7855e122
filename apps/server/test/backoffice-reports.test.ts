/**
 * The back office's daily report: a brand's days in its time zone, whose money figures are the
 * ledger's, as JSON and CSV; another brand's play never shows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { rowsOf } from '../src/platform/money/ledger.ts';
import { makeMember } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { channels, fund, grantBonusViaApi, operatorToken, player } from './helpers/money.ts';
import { playedBet, refundBet, stakeBet } from './helpers/rounds.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let finance: Record<string, string>;

const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const range = `from=${shift(-1)}&to=${shift(1)}`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  finance = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'finance')).token };
  // One player deposits, plays three rounds (one rolled back) and gets a bonus; another only registers.
  const p = await player(app, m.headers, m.id);
  await fund(app, p.auth, finance, (await channels(app, m.id)).bank.id, '100000');
  const merchant = { id: m.id, currency: 'USD', walletMode: 'single' as const };
  await playedBet(database.db, merchant, p.member.id, { stake: 3000n, payout: 1000n });
  await playedBet(database.db, merchant, p.member.id, { stake: 500n, payout: 1500n, gameCode: 'baccarat' });
  await refundBet(database.db, await stakeBet(database.db, merchant, p.member.id, { stake: 2000n }));
  const granted = await grantBonusViaApi(app, finance, {
    account: p.member.account,
    amount: '700',
    turnoverMultiple: 0,
    reason: 'welcome',
    idempotencyKey: `welcome-bonus-${p.member.id}`,
  });
  expect(granted.json().success, granted.body).toBe(true);
  await makeMember(app, m.id);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the daily report', () => {
  it('counts the days’ players and money, GGR and NGR, and the games, equal to the ledger', async () => {
    const res = await app.inject({ url: `/wps/operator/reports/daily?${range}`, headers: finance });
    const report = res.json().value;
    expect(report.days).toHaveLength(3);
    expect(report.totals).toEqual({
      registrations: 2,
      firstDepositors: 1,
      activePlayers: 1,
      deposits: '100000',
      withdrawals: '0',
      stakes: '3500',
      payouts: '2500',
      ggr: '1000',
      bonusCost: '700',
      ngr: '300',
    });
    expect(report.byGame).toEqual([
      { category: 'LIVE', vendorCode: 'HOUSE', stakes: '500', payouts: '1500', ggr: '-1000' },
      { category: 'RNG', vendorCode: 'HOUSE', stakes: '3000', payouts: '1000', ggr: '2000' },
    ]);
    // The games add up to the totals: both come from the same postings.
    const total = (key: 'stakes' | 'payouts') =>
      report.byGame.reduce((t: bigint, g: Record<string, string>) => t + BigInt(g[key] ?? '0'), 0n).toString();
    expect([total('stakes'), total('payouts')]).toEqual([report.totals.stakes, report.totals.payouts]);
    // The ledger's own sum of the players' game postings is the report's GGR, with the sign the house sees.
    const [ledger] = rowsOf<{ players: string }>(
      await database.db.execute(sql`select coalesce(sum(p.amount), 0)::text as players
        from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
        join ledger_accounts a on a.id = p.account_id
        where t.merchant_id = ${m.id} and a.member_id is not null and t.type in ('BET', 'BET_PAYOUT', 'BET_REFUND')`),
    );
    expect(BigInt(report.totals.ggr)).toBe(-BigInt(ledger?.players ?? 'x'));
  });

  it('exports the same figures as CSV', async () => {
    const res = await app.inject({ url: `/wps/operator/reports/daily.csv?${range}`, headers: finance });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'day,registrations,firstDepositors,activePlayers,deposits,withdrawals,stakes,payouts,ggr,bonusCost,ngr',
    );
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('total,2,1,1,100000,0,3500,2500,1000,700,300');
  });

  it('shows another brand nothing of this one, refuses roles without reports and bad ranges', async () => {
    const other = await createMerchant(database);
    const theirs = {
      ...other.headers,
      authorization: (await operatorToken(app, other.headers, other.id, 'admin')).token,
    };
    const totals = (await app.inject({ url: `/wps/operator/reports/daily?${range}`, headers: theirs })).json().value
      .totals;
    expect(totals).toMatchObject({ registrations: 0, stakes: '0', deposits: '0' });
    const support = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'support')).token };
    expect((await app.inject({ url: `/wps/operator/reports/daily?${range}`, headers: support })).json().errorCode).toBe(
      'operator.forbidden',
    );
    for (const bad of [
      `from=${shift(1)}&to=${shift(-1)}`,
      `from=${shift(-200)}&to=${shift(0)}`,
      'from=yesterday&to=today',
    ]) {
      expect((await app.inject({ url: `/wps/operator/reports/daily?${bad}`, headers: finance })).statusCode).toBe(400);
    }
  });
});
