/**
 * The house sportsbook's events are traded by the brand that entered them: another brand's
 * operators can neither see an event's stakes nor price, hold, settle or cancel it, and are told
 * the same 404 as for an event that does not exist; the owner's operators still can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { operatorToken } from './helpers/money.ts';
import { marketOf, newEvent, opCall } from './helpers/sports.ts';

let database: Database;
let app: App;
let ownerOp: Record<string, string>;
let otherOp: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  const owner = await createMerchant(database);
  const other = await createMerchant(database);
  ownerOp = { ...owner.headers, authorization: (await operatorToken(app, owner.headers, owner.id)).token };
  otherOp = { ...other.headers, authorization: (await operatorToken(app, other.headers, other.id)).token };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const listed = async (op: Record<string, string>) =>
  (await app.inject({ url: '/wps/operator/sports/events', headers: op }))
    .json()
    .value.events.map((e: { id: number }) => e.id) as number[];

describe("another brand's operator", () => {
  it('cannot see, price, hold, settle or cancel an event it did not enter', async () => {
    const e = await newEvent(app, ownerOp);
    const market = marketOf(e, '1X2');
    expect(await listed(ownerOp)).toContain(e.id);
    expect(await listed(otherOp)).not.toContain(e.id);

    const attempts = [
      opCall(app, otherOp, `/events/${e.id}/result`, { home: 3, away: 0 }),
      opCall(app, otherOp, `/events/${e.id}/cancel`),
      opCall(app, otherOp, `/events/${e.id}/status`, { status: 'SUSPENDED' }),
      opCall(app, otherOp, `/markets/${market.id}/odds`, { odds: { HOME: 9000 } }),
      opCall(app, otherOp, `/markets/${market.id}/status`, { status: 'SUSPENDED' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errorCode).toBe('house.sports.not.found');
    }
    const after = (await app.inject({ url: '/wps/operator/sports/events', headers: ownerOp })).json().value.events;
    expect(after.find((x: { id: number }) => x.id === e.id)).toMatchObject({ status: 'SCHEDULED' });

    const settled = await opCall(app, ownerOp, `/events/${e.id}/result`, { home: 1, away: 0 });
    expect(settled.statusCode, settled.body).toBe(200);
  });
});
