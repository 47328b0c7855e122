import type { BrandListQuery, BrandRow } from '@mekong/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { merchantDomains, merchants, vendors } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';

/** The platform's own products, which every brand offers: the house vendor in every casino category and the lottery. */
export const HOUSE_PRODUCTS = [
  { code: 'MKLOTT', name: 'Mekong Lottery', category: 'LOTT', accountTypeId: 1, vassalage: 'MKLOTT', isHot: true },
  { code: 'MKLOTT', name: 'Mekong E-Lottery', category: 'ELOTT', accountTypeId: 1, vassalage: 'MKLOTT', isHot: false },
  { code: 'HOUSE', name: 'Mekong Live', category: 'LIVE', accountTypeId: 101, vassalage: 'HOUSE', isHot: true },
  { code: 'HOUSE', name: 'Mekong Sports', category: 'SPORTS', accountTypeId: 102, vassalage: 'HOUSE', isHot: false },
  { code: 'HOUSE', name: 'Mekong E-Sports', category: 'ESPORTS', accountTypeId: 103, vassalage: 'HOUSE', isHot: false },
  { code: 'HOUSE', name: 'Mekong Fishing', category: 'FISH', accountTypeId: 104, vassalage: 'HOUSE', isHot: false },
  { code: 'HOUSE', name: 'Mekong Slots', category: 'RNG', accountTypeId: 105, vassalage: 'HOUSE', isHot: true },
  { code: 'HOUSE', name: 'Mekong Cards', category: 'PVP', accountTypeId: 106, vassalage: 'HOUSE', isHot: false },
] as const;

export type BrandInput = {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  timezone: string;
  defaultLanguage: string;
  languages: string[];
  domains: string[];
  maintenance?: boolean;
  maintenanceMessage?: string | null;
  regionMode?: 'off' | 'allow' | 'block';
  regionCountries?: string[];
};

/**
 * A new brand: its row with the platform's default look (logo, colours; its admin changes them in
 * the settings), its domains and the platform's own products. A code or a domain another brand
 * holds is refused and nothing is written (the caller's transaction rolls back).
 */
export async function createBrand(tx: Tx, input: BrandInput): Promise<number> {
  const [row] = await tx
    .insert(merchants)
    .values({
      code: input.code,
      name: input.name,
      currency: input.currency,
      currencySymbol: input.currencySymbol,
      timezone: input.timezone,
      defaultLanguage: input.defaultLanguage,
      languages: input.languages,
      logoUrl: '/brand/logo.svg',
      themePrimary: '#0f8a6c',
      themeAccent: '#f2b33d',
      maintenance: input.maintenance ?? false,
      maintenanceMessage: input.maintenanceMessage ?? null,
      regionMode: input.regionMode ?? 'off',
      regionCountries: input.regionCountries ?? [],
      minimumAge: 18,
    })
    .onConflictDoNothing({ target: merchants.code })
    .returning({ id: merchants.id });
  if (!row) throw new AppError('merchant.code.taken', 'Another brand has this code');
  const domains = [...new Set(input.domains)];
  if (domains.length) {
    const added = await tx
      .insert(merchantDomains)
      .values(domains.map((domain) => ({ domain, merchantId: row.id })))
      .onConflictDoNothing()
      .returning();
    if (added.length !== domains.length)
      throw new AppError('merchant.domain.taken', 'A domain belongs to another brand');
  }
  await tx.insert(vendors).values(HOUSE_PRODUCTS.map((v, i) => ({ ...v, merchantId: row.id, sort: i })));
  return row.id;
}

const brandColumns = {
  id: merchants.id,
  code: merchants.code,
  name: merchants.name,
  currency: merchants.currency,
  timezone: merchants.timezone,
  maintenance: merchants.maintenance,
  enabled: merchants.enabled,
  closedReason: merchants.closedReason,
  createdAt: merchants.createdAt,
  domains: sql<string[]>`coalesce((select array_agg(d.domain order by d.domain) from merchant_domains d
    where d.merchant_id = "merchants"."id"), '{}')`,
  players: sql<number>`(select count(*) from members x where x.merchant_id = "merchants"."id")::int`,
};
const asBrandRow = (r: { createdAt: Date } & Omit<BrandRow, 'createdAt'>): BrandRow => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The brands on this server, for the platform operator, a page at a time: `q` matches the code or
 * the name from their start in any case; `state` keeps those on or those switched off.
 */
export async function listBrands(db: Db, query: BrandListQuery): Promise<{ total: number; list: BrandRow[] }> {
  const q = query.q?.trim().toLowerCase() ?? '';
  const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    q ? sql`(lower(${merchants.code}) like ${prefix} or lower(${merchants.name}) like ${prefix})` : undefined,
    query.state ? eq(merchants.enabled, query.state === 'ON') : undefined,
  );
  const column = {
    createdAt: merchants.createdAt,
    code: merchants.code,
    name: merchants.name,
    players: brandColumns.players,
  }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(brandColumns)
      .from(merchants)
      .where(where)
      .orderBy(direction(column), direction(merchants.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: sql<number>`count(*)::int` }).from(merchants).where(where),
  ]);
  return { total: counted?.n ?? 0, list: rows.map(asBrandRow) };
}

export async function brandOf(db: Db, id: number): Promise<BrandRow> {
  const [row] = await db.select(brandColumns).from(merchants).where(eq(merchants.id, id));
  if (!row) throw new AppError('merchant.not.found', 'No such brand');
  return asBrandRow(row);
}

export async function brandIdOf(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
  if (!row) throw new AppError('merchant.not.found', 'No such brand');
  return row.id;
}
