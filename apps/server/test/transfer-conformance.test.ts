/**
 * The house vendor's transfer-wallet API (/house/transfer/v1) against the conformance suite every
 * TRANSFER-model vendor must pass, called the way the platform calls it.
 */
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../src/app.ts';
import { vendorSecret } from '../src/modules/provider/secrets.ts';
import type { Database } from '../src/platform/db/index.ts';
import { openTestDatabase, testApp } from './helpers/app.ts';
import { transferConformance } from './helpers/transfer-conformance.ts';

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

transferConformance('the house vendor', () => ({
  send: async (name, raw, headers) => {
    const res = await app.inject({ method: 'POST', url: `/house/transfer/v1/${name}`, payload: raw, headers });
    return { http: res.statusCode, body: res.json() };
  },
  secret: () => vendorSecret(database.db, 'HOUSE', 'HOUSE_VENDOR_SECRET'),
  currency: 'USD',
}));
