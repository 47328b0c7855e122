import type { DailyFigures, DailyReportValue } from '@mekong/contracts';
import { sql } from 'drizzle-orm';
import { arrayLiteral, type Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';

type Merchant = { id: number; currency: string; timezone: string };

/** The ledger transaction types a report reads, all on players' accounts in the brand's currency. */
const REPORTED = ['BET', 'BET_REFUND', 'BET_PAYOUT', 'BONUS', 'POINTS_CONVERT', 'DEPOSIT'];

type DayRow = {
  day: string;
  registrations: number;
  first_depositors: number;
  active_players: number;
  deposits: string;
  withdrawals: string;
  stakes: string;
  payouts: string;
  bonus: string;
};

const figures = (r: Omit<DayRow, 'day'>): Omit<DailyFigures, 'day'> => {
  const ggr = BigInt(r.stakes) - BigInt(r.payouts);
  return {
    registrations: Number(r.registrations),
    firstDepositors: Number(r.first_depositors),
    activePlayers: Number(r.active_players),
    deposits: r.deposits,
    withdrawals: r.withdrawals,
    stakes: r.stakes,
    payouts: r.payouts,
    ggr: ggr.toString(),
    bonusCost: r.bonus,
    ngr: (ggr - BigInt(r.bonus)).toString(),
  };
};

/**
 * A brand's figures per day in its own time zone, from the ledger: stakes, payouts, bonuses and
 * deposits are the players' postings of those transaction types, so they equal what the ledger
 * holds, by day and by game category and vendor; the counts come from members, first deposits and
 * bets.
 */
export async function dailyReport(db: Db, merchant: Merchant, range: { from: string; to: string }) {
  const tz = merchant.timezone;
  const start = sql`(${range.from}::date::timestamp at time zone ${tz})`;
  const end = sql`((${range.to}::date + 1)::timestamp at time zone ${tz})`;
  // The column names are this file's own constants; the zone is a parameter.
  const local = (column: string) => sql`(${sql.raw(column)} at time zone ${tz})::date`;
  const types = arrayLiteral(REPORTED);
  const rows = rowsOf<DayRow>(
    await db.execute(sql`
      with days as (
        select d::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
      ),
      legs as (
        select ${local('t.created_at')} as day, t.type, t.member_id, p.amount
          from ledger_transactions t
          join ledger_postings p on p.transaction_id = t.id
          join ledger_accounts a on a.id = p.account_id
          where t.merchant_id = ${merchant.id} and t.created_at >= ${start} and t.created_at < ${end}
            and t.type = any(${types}::text[]) and a.member_id is not null and p.currency = ${merchant.currency}
      ),
      money as (
        select day,
          coalesce(sum(-amount) filter (where type in ('BET', 'BET_REFUND')), 0) as stakes,
          coalesce(sum(amount) filter (where type = 'BET_PAYOUT'), 0) as payouts,
          coalesce(sum(amount) filter (where type in ('BONUS', 'POINTS_CONVERT')), 0) as bonus,
          coalesce(sum(amount) filter (where type = 'DEPOSIT'), 0) as deposits,
          count(distinct member_id) filter (where type = 'BET') as active_players
        from legs group by day
      ),
      registered as (
        select ${local('m.created_at')} as day, count(*) as n from members m
          where m.merchant_id = ${merchant.id} and m.created_at >= ${start} and m.created_at < ${end}
          group by 1
      ),
      first_deposits as (
        select ${local('f.first_at')} as day, count(*) as n from (
          select t.member_id, min(t.created_at) as first_at from ledger_transactions t
            where t.merchant_id = ${merchant.id} and t.type = 'DEPOSIT' and t.member_id is not null
            group by t.member_id
        ) f where f.first_at >= ${start} and f.first_at < ${end} group by 1
      ),
      paid_out as (
        select ${local('w.reviewed_at')} as day, sum(w.amount) as amount from withdrawals w
          where w.merchant_id = ${merchant.id} and w.status = 'APPROVED'
            and w.reviewed_at >= ${start} and w.reviewed_at < ${end}
          group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as day,
        coalesce(registered.n, 0)::int as registrations,
        coalesce(first_deposits.n, 0)::int as first_depositors,
        coalesce(money.active_players, 0)::int as active_players,
        coalesce(money.deposits, 0)::text as deposits,
        coalesce(paid_out.amount, 0)::text as withdrawals,
        coalesce(money.stakes, 0)::text as stakes,
        coalesce(money.payouts, 0)::text as payouts,
        coalesce(money.bonus, 0)::text as bonus
      from days
      left join money using (day)
      left join registered using (day)
      left join first_deposits using (day)
      left join paid_out using (day)
      order by days.day`),
  );
  // By game category and vendor from the same postings: the stake, refund and payout
  // transactions name both in their meta, so these rows add up to the totals exactly.
  const byGame = rowsOf<{ category: string; vendor_code: string; stakes: string; payouts: string }>(
    await db.execute(sql`
      select coalesce(t.meta->>'category', 'OTHER') as category, coalesce(t.meta->>'vendorCode', '') as vendor_code,
          coalesce(sum(-p.amount) filter (where t.type in ('BET', 'BET_REFUND')), 0)::text as stakes,
          coalesce(sum(p.amount) filter (where t.type = 'BET_PAYOUT'), 0)::text as payouts
        from ledger_transactions t
        join ledger_postings p on p.transaction_id = t.id
        join ledger_accounts a on a.id = p.account_id
        where t.merchant_id = ${merchant.id} and t.created_at >= ${start} and t.created_at < ${end}
          and t.type in ('BET', 'BET_REFUND', 'BET_PAYOUT') and a.member_id is not null
          and p.currency = ${merchant.currency}
        group by 1, 2 order by 1, 2`),
  );
  const sum = (key: keyof Omit<DayRow, 'day'>) => rows.reduce((t, r) => t + BigInt(r[key]), 0n).toString();
  const value: DailyReportValue = {
    timeZone: tz,
    currency: merchant.currency,
    days: rows.map((r) => ({ day: r.day, ...figures(r) })),
    totals: figures({
      registrations: Number(sum('registrations')),
      first_depositors: Number(sum('first_depositors')),
      active_players: Number(sum('active_players')),
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
      stakes: sum('stakes'),
      payouts: sum('payouts'),
      bonus: sum('bonus'),
    }),
    byGame: byGame.map((g) => ({
      category: g.category,
      vendorCode: g.vendor_code,
      stakes: g.stakes,
      payouts: g.payouts,
      ggr: (BigInt(g.stakes) - BigInt(g.payouts)).toString(),
    })),
  };
  return value;
}

const CSV_COLUMNS = [
  'day',
  'registrations',
  'firstDepositors',
  'activePlayers',
  'deposits',
  'withdrawals',
  'stakes',
  'payouts',
  'ggr',
  'bonusCost',
  'ngr',
] as const;

/** The days and a totals line, amounts in minor units as the API gives them. */
export function dailyReportCsv(report: DailyReportValue): string {
  const line = (r: Record<string, string | number>) => CSV_COLUMNS.map((c) => String(r[c] ?? '')).join(',');
  return [CSV_COLUMNS.join(','), ...report.days.map(line), line({ ...report.totals, day: 'total' })].join('\r\n');
}
