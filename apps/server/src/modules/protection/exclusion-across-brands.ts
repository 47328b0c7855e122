import { sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { rowsOf, type Tx } from '../../platform/money/ledger.ts';

/**
 * A brand with `exclusionAcrossBrands` extends a self-exclusion taken there to the same person on
 * every other brand of the server: the same mobile number (with its country code), e-mail or ID
 * number. Only from an account whose identity the brand has checked (`kyc_level` VERIFIED): a
 * mobile number, e-mail or ID number typed at registration proves nothing, and anyone could
 * otherwise sign up with a stranger's e-mail and exclude that stranger from every brand for good.
 * Each of those accounts gets a copy of the break, ending when it ends and naming it
 * (source_break_id), with an audit line on its own brand, and its sessions end (every process
 * hears of it from the sessions' trigger at commit). Answers the accounts excluded. Runs in the
 * break's transaction.
 */
export async function extendExclusion(
  tx: Tx,
  source: { breakId: number; merchantId: number; memberId: number; endsAt: Date | null },
): Promise<{ merchantId: number; memberId: number }[]> {
  const copies = rowsOf<{ merchant_id: number; member_id: number }>(
    await tx.execute(sql`insert into player_breaks (merchant_id, member_id, kind, ends_at, source_break_id)
      select o.merchant_id, o.id, 'EXCLUSION', ${source.endsAt?.toISOString() ?? null}::timestamptz, ${source.breakId}
        from members me
        join merchants here on here.id = me.merchant_id and here.exclusion_across_brands
        join members o on o.merchant_id <> me.merchant_id and (
          (me.mobile is not null and o.mobile = me.mobile
            and o.country_dialing_code is not distinct from me.country_dialing_code)
          or (me.email is not null and lower(o.email) = lower(me.email))
          or (coalesce(me.profile->>'idNumber', '') <> '' and o.profile->>'idNumber' = me.profile->>'idNumber'))
        where me.id = ${source.memberId} and me.merchant_id = ${source.merchantId} and me.kyc_level = 'VERIFIED'
      returning merchant_id, member_id`),
  );
  if (copies.length > 0)
    await tx.execute(sql`update sessions set revoked_at = now()
      where member_id in (${sql.join(
        copies.map((c) => sql`${c.member_id}`),
        sql`, `,
      )}) and revoked_at is null`);
  for (const c of copies)
    await audit(tx, {
      merchantId: c.merchant_id,
      actor: { type: 'system', id: 'protection' },
      action: 'break.exclusion.extended',
      details: { memberId: c.member_id, fromMerchantId: source.merchantId, breakId: source.breakId },
    });
  return copies.map((c) => ({ merchantId: c.merchant_id, memberId: c.member_id }));
}

/**
 * The accounts on other brands that the player's self-exclusions reached (extendExclusion()) and
 * whose copy still runs: the ones whose upcoming bets a break refunds as it refunds the player's.
 */
export async function exclusionCopiesOf(
  db: Db,
  merchantId: number,
  memberId: number,
): Promise<{ merchantId: number; memberId: number }[]> {
  const rows = rowsOf<{ merchant_id: number; member_id: number }>(
    await db.execute(sql`select distinct c.merchant_id, c.member_id from player_breaks c
      join player_breaks src on src.id = c.source_break_id
      where src.merchant_id = ${merchantId} and src.member_id = ${memberId}
        and (c.ends_at is null or c.ends_at > now())
      order by 1, 2`),
  );
  return rows.map((r) => ({ merchantId: r.merchant_id, memberId: r.member_id }));
}

/**
 * Registration is refused to a person self-excluded on a brand that extends exclusions to every
 * brand: matched as extendExclusion() matches (an identity-checked account), while that exclusion
 * runs.
 */
export async function refuseExcludedPerson(
  db: Db,
  person: { mobile: string | null; countryDialingCode: string | null; email: string | null; idNumber: string | null },
): Promise<void> {
  if (!person.mobile && !person.email && !person.idNumber) return;
  const rows = rowsOf(
    await db.execute(sql`select 1 from player_breaks b
      join merchants mc on mc.id = b.merchant_id and mc.exclusion_across_brands
      join members m on m.id = b.member_id and m.kyc_level = 'VERIFIED'
      where b.kind = 'EXCLUSION' and b.source_break_id is null and (b.ends_at is null or b.ends_at > now())
        and ((${person.mobile}::text is not null and m.mobile = ${person.mobile}
              and m.country_dialing_code is not distinct from ${person.countryDialingCode}::text)
          or (${person.email}::text is not null and lower(m.email) = lower(${person.email}::text))
          or (${person.idNumber}::text is not null and m.profile->>'idNumber' = ${person.idNumber}::text))
      limit 1`),
  );
  if (rows.length > 0) throw new AppError('register.excluded', 'This person is self-excluded');
}
