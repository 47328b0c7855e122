import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { pointGoods } from '../src/platform/db/schema.ts';
import { seedDemoHistory } from '../src/seed/demo-history.ts';
import { seedPoints } from '../src/seed/points.ts';
import { loginToken, makeMember } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { pointsOf } from './helpers/points.ts';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('demo points', () => {
  it('seeds the rules, goods with images and stock, and credits the demo bets once through the sweep', async () => {
    const m = await createMerchant(database);
    const demo = await makeMember(app, m.id, { account: 'demo01' });
    await seedDemoHistory(database.db, m.code);
    await seedPoints(database.db, m.code);
    await seedPoints(database.db, m.code);
    const auth = { ...m.headers, authorization: await loginToken(app, m.headers, demo) };
    // Stakes 20 + 20 + 100 + 50 + 30 dollars at 1 point per dollar.
    expect(await pointsOf(app, auth)).toEqual({ points: '220', held: '0' });
    const goods = (await app.inject({ url: '/wps/relay/MCS2_getPointReward', headers: m.headers })).json().value;
    expect(goods).toHaveLength(6);
    for (const g of goods) {
      expect(g.imageUrl).toMatch(/^\/points\/[a-z]+\.svg$/);
      expect(Object.keys(g.names).sort()).toEqual(['CN', 'EN', 'KM']);
    }
    expect(goods.some((g: { stock: number }) => g.stock === 0)).toBe(true);
    const rows = await database.db.select().from(pointGoods).where(eq(pointGoods.merchantId, m.id));
    expect(rows).toHaveLength(6);
    const details = (await app.inject({ url: '/wps/relay/ODSFE2_MemTransDet', headers: auth })).json().value;
    expect(details.list).toEqual([expect.objectContaining({ type: 'EARN', changedPoints: '220' })]);
  });
});
