import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/index.ts';
import {
  merchantCustomerServices,
  merchantDomains,
  merchantResources,
  merchants,
  vendors,
} from '../platform/db/schema.ts';

export type MerchantSeed = {
  code: string;
  name: string;
  domains: string[];
  maintenance?: boolean;
  maintenanceMessage?: string | null;
  regionMode?: 'off' | 'allow' | 'block';
  regionCountries?: string[];
};

/** Our own products: the house vendor in every casino category and the in-house lottery. */
const DEMO_VENDORS = [
  { code: 'MKLOTT', name: 'Mekong Lottery', category: 'LOTT', accountTypeId: 1, vassalage: 'MKLOTT', isHot: true },
  { code: 'MKLOTT', name: 'Mekong E-Lottery', category: 'ELOTT', accountTypeId: 1, vassalage: 'MKLOTT', isHot: false },
  { code: 'HOUSE', name: 'Mekong Live', category: 'LIVE', accountTypeId: 101, vassalage: 'HOUSE', isHot: true },
  { code: 'HOUSE', name: 'Mekong Sports', category: 'SPORTS', accountTypeId: 102, vassalage: 'HOUSE', isHot: false },
  { code: 'HOUSE', name: 'Mekong E-Sports', category: 'ESPORTS', accountTypeId: 103, vassalage: 'HOUSE', isHot: false },
  { code: 'HOUSE', name: 'Mekong Fishing', category: 'FISH', accountTypeId: 104, vassalage: 'HOUSE', isHot: false },
  { code: 'HOUSE', name: 'Mekong Slots', category: 'RNG', accountTypeId: 105, vassalage: 'HOUSE', isHot: true },
  { code: 'HOUSE', name: 'Mekong Cards', category: 'PVP', accountTypeId: 106, vassalage: 'HOUSE', isHot: false },
] as const;

/**
 * Creates a merchant with the demo brand, its domains, customer-service links, app links and
 * vendors. Does nothing when the code exists already, so it is safe at every start.
 */
export async function seedMerchant(db: Db, seed: MerchantSeed): Promise<number> {
  const existing = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, seed.code));
  if (existing[0]) return existing[0].id;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(merchants)
      .values({
        code: seed.code,
        name: seed.name,
        currency: 'USD',
        currencySymbol: '$',
        timezone: 'Asia/Phnom_Penh',
        defaultLanguage: 'KM',
        languages: ['KM', 'EN', 'CN'],
        logoUrl: '/brand/logo.svg',
        themePrimary: '#0f8a6c',
        themeAccent: '#f2b33d',
        maintenance: seed.maintenance ?? false,
        maintenanceMessage: seed.maintenanceMessage ?? null,
        regionMode: seed.regionMode ?? 'off',
        regionCountries: seed.regionCountries ?? [],
        minimumAge: 18,
      })
      .returning({ id: merchants.id });
    const merchantId = (row as { id: number }).id;
    if (seed.domains.length) {
      await tx.insert(merchantDomains).values(seed.domains.map((domain) => ({ domain, merchantId })));
    }
    await tx.insert(merchantCustomerServices).values([
      { merchantId, csType: 'MESSENGER', title: 'Messenger', url: `https://m.me/${seed.code}.support`, sort: 1 },
      { merchantId, csType: 'TELEGRAM', title: 'Telegram', url: `https://t.me/${seed.code}_support`, sort: 2 },
      {
        merchantId,
        csType: 'LIVECHAT',
        title: 'Live chat',
        url: '/helpmc?topic=livechat',
        vipUrl: '/helpmc?topic=livechat&desk=vip',
        sort: 3,
      },
    ]);
    await tx.insert(merchantResources).values([
      { merchantId, resourceType: 'ANDROID', url: `/down?app=android`, qrCodeUrl: '' },
      { merchantId, resourceType: 'IOS', url: `/down?app=ios`, qrCodeUrl: '' },
      { merchantId, resourceType: 'IOS_LITE', url: `/down?app=ios-lite`, qrCodeUrl: '' },
    ]);
    await tx.insert(vendors).values(DEMO_VENDORS.map((v, i) => ({ ...v, merchantId, sort: i })));
    return merchantId;
  });
}

export const DEMO_MERCHANT: MerchantSeed = {
  code: 'demo',
  name: 'Mekong',
  domains: ['localhost', '127.0.0.1', 'demo.localhost'],
};

export async function seedDemo(db: Db): Promise<void> {
  await seedMerchant(db, DEMO_MERCHANT);
}
