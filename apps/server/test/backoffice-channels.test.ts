/**
 * Payment channels in the back office: admins add and change a brand's bank accounts and
 * gateways (limits, fee, order, on and off), audited; players are offered exactly what is on.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, paymentChannels } from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { operatorToken, player } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let admin: Record<string, string>;

const as = async (role: Parameters<typeof operatorToken>[3], merchant = m) => ({
  ...merchant.headers,
  authorization: (await operatorToken(app, merchant.headers, merchant.id, role)).token,
});
const bank = {
  kind: 'BANK',
  name: 'ABA transfer',
  minAmount: '1000',
  maxAmount: '500000',
  feeBps: 50,
  bankName: 'ABA Bank',
  accountNumber: '000 123 456',
  accountName: 'Mekong Co',
  gateway: null,
  enabled: true,
  sort: 5,
};
const offered = async (auth: Record<string, string>) =>
  (await app.inject({ url: '/wps/transaction/deposit/channels', headers: auth })).json().value as {
    id: number;
    name: string;
    minAmount: string;
    feeBps: number;
  }[];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  admin = await as('admin');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('payment channels', () => {
  it('an admin adds a bank account; players are offered it with its limits and fee; switched off, it is gone', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/wps/operator/payment-channels',
      headers: admin,
      payload: bank,
    });
    expect(created.statusCode).toBe(200);
    const channel = created.json().value;
    expect(channel).toMatchObject({ name: 'ABA transfer', running: true, gateway: null, enabled: true });
    const p = await player(app, m.headers, m.id);
    expect((await offered(p.auth)).find((c) => c.id === channel.id)).toMatchObject({ minAmount: '1000', feeBps: 50 });

    const off = await app.inject({
      method: 'PUT',
      url: `/wps/operator/payment-channels/${channel.id}`,
      headers: admin,
      payload: { ...bank, enabled: false, maxAmount: '900000' },
    });
    expect(off.json().value).toMatchObject({ enabled: false, maxAmount: '900000' });
    expect((await offered(p.auth)).some((c) => c.id === channel.id)).toBe(false);

    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'payment-channel.update')));
    expect(line).toMatchObject({ actorType: 'operator', ip: '127.0.0.1' });
    expect(line?.details).toMatchObject({
      before: { enabled: true, maxAmount: '500000' },
      after: { enabled: false, maxAmount: '900000' },
    });
  });

  it('a gateway channel keeps no bank account, and says whether this server runs its gateway', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/operator/payment-channels',
      headers: admin,
      payload: { ...bank, kind: 'GATEWAY', name: 'Card', gateway: 'nowhere-pay' },
    });
    expect(res.json().value).toMatchObject({ kind: 'GATEWAY', gateway: 'nowhere-pay', bankName: null, running: false });
    const p = await player(app, m.headers, m.id);
    expect((await offered(p.auth)).some((c) => c.name === 'Card')).toBe(false);
  });

  it('bad channels are refused with the field that is wrong, and nothing is stored', async () => {
    const before = await database.db.select().from(paymentChannels).where(eq(paymentChannels.merchantId, m.id));
    for (const [change, field] of [
      [{ minAmount: '600000' }, 'maxAmount'],
      [{ accountNumber: null }, 'accountNumber'],
      [{ accountNumber: 'IBAN?' }, 'accountNumber'],
      [{ feeBps: 2500 }, 'feeBps'],
      [{ minAmount: '-5' }, 'minAmount'],
      [{ minAmount: '10.005' }, 'minAmount'],
      [{ maxAmount: 'abc' }, 'maxAmount'],
      [{ name: ' ' }, 'name'],
      [{ kind: 'GATEWAY', gateway: null }, 'gateway'],
      [{ kind: 'GATEWAY', gateway: 'Bad Code!' }, 'gateway'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/operator/payment-channels',
        headers: admin,
        payload: { ...bank, ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json().value.fields), JSON.stringify(change)).toContain(field);
    }
    const after = await database.db.select().from(paymentChannels).where(eq(paymentChannels.merchantId, m.id));
    expect(after).toEqual(before);
  });

  it('finance reads but cannot change channels; another brand never finds them', async () => {
    const finance = await as('finance');
    expect((await app.inject({ url: '/wps/operator/payment-channels', headers: finance })).statusCode).toBe(200);
    const denied = await app.inject({
      method: 'POST',
      url: '/wps/operator/payment-channels',
      headers: finance,
      payload: bank,
    });
    expect(denied.statusCode).toBe(403);
    const [mine] = await database.db.select().from(paymentChannels).where(eq(paymentChannels.merchantId, m.id));
    const other = await createMerchant(database);
    const outsider = await as('admin', other);
    const cross = await app.inject({
      method: 'PUT',
      url: `/wps/operator/payment-channels/${mine?.id}`,
      headers: outsider,
      payload: bank,
    });
    expect(cross.statusCode).toBe(404);
    const theirs = (await app.inject({ url: '/wps/operator/payment-channels', headers: outsider })).json().value.list;
    expect(theirs.some((c: { id: number }) => c.id === mine?.id)).toBe(false);
  });

  it('lists a page at a time, by kind and switch, sorted by one column; bad paging is refused', async () => {
    const shop = await createMerchant(database);
    const owner = await as('admin', shop);
    // The demo seed's channels out of the way: this list is exactly the three below.
    await database.db.delete(paymentChannels).where(eq(paymentChannels.merchantId, shop.id));
    for (const [name, sort, kind, enabled] of [
      ['Wing', 3, 'BANK', true],
      ['ACLEDA', 1, 'BANK', false],
      ['Card', 2, 'GATEWAY', true],
    ] as const) {
      const payload =
        kind === 'BANK'
          ? { ...bank, name, sort, enabled }
          : { ...bank, kind, name, sort, enabled, gateway: 'card-pay' };
      expect(
        (await app.inject({ method: 'POST', url: '/wps/operator/payment-channels', headers: owner, payload }))
          .statusCode,
      ).toBe(200);
    }
    const list = (query: string) => app.inject({ url: `/wps/operator/payment-channels?${query}`, headers: owner });
    const names = async (query: string) => (await list(query)).json().value.list.map((c: { name: string }) => c.name);
    expect(await names('')).toEqual(['ACLEDA', 'Card', 'Wing']);
    expect(await names('sort=name&order=desc')).toEqual(['Wing', 'Card', 'ACLEDA']);
    expect(await names('kind=BANK')).toEqual(['ACLEDA', 'Wing']);
    expect(await names('enabled=false')).toEqual(['ACLEDA']);
    const paged = (await list('size=2&page=2')).json().value;
    expect(paged).toMatchObject({ total: 3, list: [expect.objectContaining({ name: 'Wing' })] });
    for (const bad of ['page=-1', 'size=0', 'sort=accountNumber', 'order=sideways', 'kind=CASH', 'enabled=yes']) {
      const res = await list(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errorCode, bad).toBe('request.param.err');
    }
  });
});
