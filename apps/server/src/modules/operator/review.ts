import type { PaymentReview } from '@mekong/contracts';
import { sql } from 'drizzle-orm';
import { arrayLiteral, type Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';

/** Other accounts seen at a player's addresses: at most this many are named. */
const SHARED_MAX = 10;

type Row = {
  member_id: number;
  account: string;
  balance: string;
  deposits: string;
  withdrawals: string;
  required: string;
  progressed: string;
  last_at: Date | string | null;
  last_ip: string | null;
  shared: { id: number; account: string; ip: string }[] | null;
};

/**
 * The reviewer's view of each player a queue shows, read for all of them in one statement: main
 * balance, paid deposits and approved withdrawals, open wagering, the last sign-in, and other
 * accounts of the merchant that registered or signed in from an address this player used.
 */
export async function reviewsOf(db: Db, merchantId: number, memberIds: number[]): Promise<Map<number, PaymentReview>> {
  const unique = [...new Set(memberIds)];
  if (!unique.length) return new Map();
  const ids = arrayLiteral(unique.map((id) => Math.trunc(id)));
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with ids as (select unnest(${ids}::int[]) as member_id),
      addresses as (
        select s.member_id, s.ip from sessions s join ids using (member_id) where s.ip is not null
        union
        select m.id, m.register_ip from members m join ids on ids.member_id = m.id where m.register_ip is not null
      )
      select ids.member_id, (select m.account from members m where m.id = ids.member_id) as account,
        coalesce((select a.balance from ledger_accounts a where a.merchant_id = ${merchantId}
          and a.member_id = ids.member_id and a.kind = 'main' and a.vendor_code = ''), 0)::text as balance,
        coalesce((select sum(d.amount) from deposits d where d.merchant_id = ${merchantId}
          and d.member_id = ids.member_id and d.status = 'PAID'), 0)::text as deposits,
        coalesce((select sum(w.amount) from withdrawals w where w.merchant_id = ${merchantId}
          and w.member_id = ids.member_id and w.status = 'APPROVED'), 0)::text as withdrawals,
        coalesce((select sum(r.required) from wagering_requirements r where r.merchant_id = ${merchantId}
          and r.member_id = ids.member_id and r.status = 'ACTIVE'), 0)::text as required,
        coalesce((select sum(r.progressed) from wagering_requirements r where r.merchant_id = ${merchantId}
          and r.member_id = ids.member_id and r.status = 'ACTIVE'), 0)::text as progressed,
        last.created_at as last_at, last.ip as last_ip,
        (select json_agg(x) from (
          select distinct on (o.id) o.id, o.account, a.ip
            from addresses a
            join members o on o.merchant_id = ${merchantId} and o.id <> ids.member_id
              and (o.register_ip = a.ip or exists (select 1 from sessions os where os.member_id = o.id and os.ip = a.ip))
            where a.member_id = ids.member_id
            order by o.id limit ${SHARED_MAX}
        ) x) as shared
      from ids
      left join lateral (
        select s.created_at, s.ip from sessions s where s.member_id = ids.member_id order by s.created_at desc limit 1
      ) last on true`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.member_id),
      {
        account: r.account,
        balance: r.balance,
        depositsTotal: r.deposits,
        withdrawalsTotal: r.withdrawals,
        wagering: { required: r.required, progressed: r.progressed },
        sharedIp: (r.shared ?? []).map((x) => ({ id: Number(x.id), account: x.account, ip: x.ip })),
        lastSignInAt: r.last_at === null ? null : new Date(r.last_at).toISOString(),
        lastSignInIp: r.last_ip,
      },
    ]),
  );
}
