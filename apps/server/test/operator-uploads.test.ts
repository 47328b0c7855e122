import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { promotionApplications } from '../src/platform/db/schema.ts';
import { openTestDatabase, testApp } from './helpers/app.ts';
import { PNG, promoMerchant, promotion } from './helpers/promotions.ts';

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

describe('GET /wps/operator/uploads/:folder/:file', () => {
  it('serves a player’s attached image to its own merchant’s operators only, as checked', async () => {
    const m = await promoMerchant(app, database);
    const other = await promoMerchant(app, database);
    const promo = await promotion(database, m.id, 'APPLY');
    const p = await m.player();
    const applied = await app.inject({
      method: 'POST',
      url: `/wps/promotion/${promo.id}/apply`,
      headers: p.auth,
      payload: { remark: 'screenshot attached', images: [PNG] },
    });
    expect(applied.statusCode).toBe(200);
    const [row] = await database.db
      .select({ images: promotionApplications.images })
      .from(promotionApplications)
      .where(eq(promotionApplications.promotionId, promo.id));
    const url = `/wps/operator/uploads/${row?.images[0]}`;

    const seen = await app.inject({ url, headers: m.op });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);

    // Another brand's operator, the player, and a name nobody stored: nothing.
    expect((await app.inject({ url, headers: other.op })).statusCode).toBe(404);
    expect((await app.inject({ url, headers: p.auth })).statusCode).toBe(401);
    const unknown = `/wps/operator/uploads/promotion-applications/${'0'.repeat(24)}.png`;
    expect((await app.inject({ url: unknown, headers: m.op })).statusCode).toBe(404);
    // Only the upload folders, only names storeImages gives.
    expect((await app.inject({ url: '/wps/operator/uploads/../secrets.png', headers: m.op })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/wps/operator/uploads/sessions/aaaaaaaaaaaaaaaaaaaaaaaa.png', headers: m.op }))
        .statusCode,
    ).toBe(400);
  });
});
