import { eq } from 'drizzle-orm';
import { seedDemoSports } from '../house/sports/seed.ts';
import { createBrand } from '../modules/system/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Db } from '../platform/db/index.ts';
import {
  members,
  merchantCustomerServices,
  merchantResources,
  merchants,
  paymentChannels,
} from '../platform/db/schema.ts';
import { seedContent } from './content.ts';
import { seedDemoAgents } from './demo-agents.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedGames } from './games.ts';
import { seedLottery } from './lottery.ts';
import { seedLotteryHistory } from './lottery-history.ts';
import { seedPoints } from './points.ts';
import { seedPromotions } from './promotions.ts';

export type MerchantSeed = {
  code: string;
  name: string;
  domains: string[];
  maintenance?: boolean;
  maintenanceMessage?: string | null;
  regionMode?: 'off' | 'allow' | 'block';
  regionCountries?: string[];
};

/**
 * Creates a merchant with the demo brand, its domains, customer-service links, app links and
 * vendors. Does nothing when the code exists already, so it is safe at every start.
 */
export async function seedMerchant(db: Db, seed: MerchantSeed): Promise<number> {
  const existing = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, seed.code));
  if (existing[0]) return existing[0].id;
  return db.transaction(async (tx) => {
    const merchantId = await createBrand(tx, {
      currency: 'USD',
      currencySymbol: '$',
      timezone: 'Asia/Phnom_Penh',
      defaultLanguage: 'KM',
      languages: ['KM', 'EN', 'CN'],
      ...seed,
    });
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
    await tx.insert(paymentChannels).values([
      {
        merchantId,
        kind: 'BANK',
        name: 'Bank transfer',
        minAmount: 1_000n,
        maxAmount: 1_000_000n,
        bankName: 'ABA Bank',
        accountNumber: '000 123 456',
        accountName: `${seed.name} Co., Ltd.`,
        sort: 1,
      },
      {
        merchantId,
        kind: 'GATEWAY',
        name: 'Online payment (sandbox)',
        minAmount: 100n,
        maxAmount: 500_000n,
        feeBps: 0,
        gateway: 'sandbox',
        sort: 2,
      },
    ]);
    return merchantId;
  });
}

export const DEMO_MERCHANT: MerchantSeed = {
  code: 'demo',
  name: 'Mekong',
  domains: ['localhost', '127.0.0.1', 'demo.localhost'],
};

/**
 * Accounts a newcomer can sign in with at once. `fresh01` still has the merchant's default
 * password, as a member whose password staff set to it would, so it must choose its own first.
 */
const DEMO_ACCOUNTS = [
  {
    account: 'demo01',
    password: 'demo1234',
    type: 0,
    nickname: 'Demo Player',
    mobile: '12345678',
    email: 'demo01@example.com',
    payeeName: 'Sok Dara',
    firstLogin: true,
  },
  {
    account: 'agent01',
    password: 'agent1234',
    type: 1,
    nickname: 'Demo Agent',
    mobile: '87654321',
    email: 'agent01@example.com',
    payeeName: 'Chan Sophea',
    affiliateCode: 'MEKONG01',
    firstLogin: true,
  },
  { account: 'fresh01', password: 'abc123456', type: 0, nickname: 'New Player', firstLogin: false },
] as const;

/** Whether the demo merchant is in this database (a production start warns of it). */
export async function demoMerchantExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT.code));
  return row !== undefined;
}

export async function seedDemo(db: Db): Promise<void> {
  await seedGames(db);
  const merchantId = await seedMerchant(db, DEMO_MERCHANT);
  const existing = await db
    .select({ account: members.account })
    .from(members)
    .where(eq(members.merchantId, merchantId));
  const have = new Set(existing.map((m) => m.account));
  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    if (have.has(a.account)) continue;
    await db.insert(members).values({
      merchantId,
      account: a.account,
      type: a.type,
      nickname: a.nickname,
      passwordHash: await hashPassword(a.password),
      mobile: 'mobile' in a ? a.mobile : null,
      countryDialingCode: 'mobile' in a ? '855' : null,
      email: 'email' in a ? a.email : null,
      payeeName: 'payeeName' in a ? a.payeeName : null,
      affiliateCode: 'affiliateCode' in a ? a.affiliateCode : null,
      referralCode: `DEMO${String(i + 1).padStart(4, '0')}`,
      firstLoginAt: a.firstLogin ? new Date() : null,
      // The demo's players stand for ones who registered through the form, which asks.
      adultConfirmedAt: new Date(),
    });
  }
  await seedDemoHistory(db, DEMO_MERCHANT.code);
  await seedDemoAgents(db, DEMO_MERCHANT.code);
  await seedDemoSports(db, merchantId);
  await seedLottery(db, merchantId);
  await seedLotteryHistory(db, merchantId);
  await seedPromotions(db, merchantId);
  await seedPoints(db, DEMO_MERCHANT.code);
  await seedContent(db, merchantId);
}
