import { asc, eq } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import {
  merchantCustomerServices,
  merchantDomains,
  merchantModules,
  merchantResources,
  merchants,
} from './db/schema.ts';

export type MerchantRow = typeof merchants.$inferSelect;

export type MerchantContext = MerchantRow & {
  modules: Map<string, boolean>;
  customerServices: (typeof merchantCustomerServices.$inferSelect)[];
  resources: (typeof merchantResources.$inferSelect)[];
  domains: (typeof merchantDomains.$inferSelect)[];
};

export async function findMerchantCodeByDomain(db: Db, domain: string): Promise<string | null> {
  const rows = await db
    .select({ code: merchants.code })
    .from(merchantDomains)
    .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
    .where(eq(merchantDomains.domain, domain))
    .limit(1);
  return rows[0]?.code ?? null;
}

export async function loadMerchantContext(db: Db, code: string): Promise<MerchantContext | null> {
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  if (!row) return null;
  const [modules, customerServices, resources, domains] = await Promise.all([
    db.select().from(merchantModules).where(eq(merchantModules.merchantId, row.id)),
    db
      .select()
      .from(merchantCustomerServices)
      .where(eq(merchantCustomerServices.merchantId, row.id))
      .orderBy(asc(merchantCustomerServices.sort)),
    db.select().from(merchantResources).where(eq(merchantResources.merchantId, row.id)),
    db.select().from(merchantDomains).where(eq(merchantDomains.merchantId, row.id)),
  ]);
  return {
    ...row,
    modules: new Map(modules.map((m) => [m.modId, m.enabled])),
    customerServices,
    resources,
    domains,
  };
}
