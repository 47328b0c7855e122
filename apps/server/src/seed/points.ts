import { eq } from 'drizzle-orm';
import { creditSettledBets, saveConfig } from '../modules/points/index.ts';
import type { Db } from '../platform/db/index.ts';
import { merchants, pointGoods } from '../platform/db/schema.ts';

/** 1 point per $1.00 of valid bet; 100 points convert to $1.00, at least 10 at a time. */
export const DEMO_POINT_RULES = {
  enabled: true,
  betUnit: 100n,
  pointsPerUnit: 1n,
  convertPoints: 100n,
  convertAmount: 100n,
  minConvert: 10n,
};

/** The demo mall: images under apps/web/public/points; the cap is sold out to show the state. */
const DEMO_GOODS: { names: Record<string, string>; image: string; price: bigint; stock: number }[] = [
  { names: { KM: 'ខ្សែសោ Mekong', EN: 'Mekong keychain', CN: '湄公钥匙扣' }, image: 'keychain', price: 20n, stock: 100 },
  { names: { KM: 'កែវធ្វើដំណើរ', EN: 'Travel mug', CN: '旅行杯' }, image: 'mug', price: 150n, stock: 30 },
  { names: { KM: 'មួក Mekong', EN: 'Mekong cap', CN: '湄公棒球帽' }, image: 'cap', price: 250n, stock: 0 },
  { names: { KM: 'អាវយឺត Mekong', EN: 'Mekong T-shirt', CN: '湄公T恤' }, image: 'tshirt', price: 300n, stock: 50 },
  {
    names: { KM: 'កាតអំណោយ $10', EN: '$10 gift card', CN: '10美元礼品卡' },
    image: 'giftcard',
    price: 1_000n,
    stock: 20,
  },
  { names: { KM: 'កាសឥតខ្សែ', EN: 'Wireless earbuds', CN: '无线耳机' }, image: 'earbuds', price: 1_200n, stock: 5 },
];
const DESCRIPTION = {
  KM: 'ដឹកជញ្ជូនដល់អាសយដ្ឋានរបស់អ្នកក្រោយការអនុម័ត។',
  EN: 'Delivered to your address once approved.',
  CN: '审核通过后寄送到您的地址。',
};

/**
 * The demo merchant's points: its rules (earning from the start of its history), its goods, and
 * the points its players' seeded bets earn, credited by the same code as the points-earn job.
 */
export async function seedPoints(db: Db, merchantCode: string) {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
  if (!merchant) return;
  const existing = await db
    .select({ id: pointGoods.id })
    .from(pointGoods)
    .where(eq(pointGoods.merchantId, merchant.id));
  if (existing.length === 0) {
    await saveConfig(db, merchant.id, DEMO_POINT_RULES, new Date(0));
    await db.insert(pointGoods).values(
      DEMO_GOODS.map((g, i) => ({
        merchantId: merchant.id,
        names: g.names,
        descriptions: DESCRIPTION,
        imageUrl: `/points/${g.image}.svg`,
        price: g.price,
        stock: g.stock,
        sort: i,
      })),
    );
    // The demo bets' points at once, on the first start only; later bets are the job's.
    await creditSettledBets(db, merchant.id);
  }
}
