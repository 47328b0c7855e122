/**
 * Money a player moved to a vendor that keeps its own balance still comes home after the brand
 * switches that vendor off, or over to the seamless model, and after the platform switches the
 * vendor off: by the player's "recall all", by a break and by the break-follow-up job
 * (provider/transfer/model.ts recallableTransferVendors(), recall.ts, service.ts startTransfer()).
 * A vendor the player never used is not asked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { followUpBreaks } from '../src/modules/protection/index.ts';
import { setWalletModel } from '../src/modules/provider/transfer/model.ts';
import { custodyAccount } from '../src/modules/provider/transfer/service.ts';
import type { Database } from '../src/platform/db/index.ts';
import {
  ledgerAccounts,
  merchants,
  playerBreaks,
  providerVendors,
  vendors,
  vendorTransfers,
} from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { fakeTransferVendor } from './helpers/fake-transfer-vendor.ts';
import { channels, fund, operatorToken, player, takeBreak } from './helpers/money.ts';

type Headers = Record<string, string>;
type Fake = Awaited<ReturnType<typeof fakeTransferVendor>>;
const SECRET = 'fake-transfer-secret-recall-0123456789';

let database: Database;
let app: App;
const fakes: Fake[] = [];

beforeAll(async () => {
  process.env.FAKE_RECALL_SECRET = SECRET;
  database = await openTestDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await Promise.all(fakes.map((f) => f.close()));
  await app.close();
  await database.close();
});

/** A third-party vendor of the platform's, keeping its own balance behind its own fake API. */
async function newVendor(code = uniqueCode('RV').toUpperCase()) {
  const fake = await fakeTransferVendor(SECRET);
  fakes.push(fake);
  await database.db.insert(providerVendors).values({
    code,
    name: `Fake ${code}`,
    walletModel: 'TRANSFER',
    secretEnv: 'FAKE_RECALL_SECRET',
    launchUrl: '/x',
    transferUrl: fake.url,
  });
  return { code, fake };
}
type Vendor = Awaited<ReturnType<typeof newVendor>>;

/** A transfer-wallet brand of its own offering `offered` (in that sort order), with a funded player. */
async function brandWithPlayer(offered: Vendor[], total: string) {
  const m = await createMerchant(database);
  await database.db.update(merchants).set({ walletMode: 'transfer' }).where(eq(merchants.id, m.id));
  await database.db.insert(vendors).values(
    offered.map((v, i) => ({
      merchantId: m.id,
      code: v.code,
      name: v.code,
      category: 'RNG',
      accountTypeId: 300 + i,
      vassalage: v.code,
      sort: i + 1,
    })),
  );
  const finance = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  const p = await player(app, m.headers, m.id);
  await fund(app, p.auth, finance, (await channels(app, m.id)).bank.id, total);
  return { ...p, brand: m };
}
type Player = Awaited<ReturnType<typeof brandWithPlayer>>;

const move = (auth: Headers, vendorCode: string, direction: 'IN' | 'OUT', amount: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: auth,
    payload: { vendorCode, direction, amount },
  });
const recallAll = (auth: Headers) => app.inject({ method: 'POST', url: '/wps/relay/GCS_recallAll', headers: auth });

/** The brand switches its vendor off (every category it is listed in). */
const switchOff = (p: Player, v: Vendor) =>
  database.db
    .update(vendors)
    .set({ enabled: false })
    .where(and(eq(vendors.merchantId, p.brand.id), eq(vendors.code, v.code)));

async function balanceOf(accountId: number) {
  const [row] = await database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? 0n;
}

/**
 * Where the player's money is: the main wallet and the brand's custody account for the vendor (the
 * ledger), and what the vendor says it holds. Custody and the vendor agree while no game is played.
 */
async function money(p: Player, v: Vendor) {
  const [main] = await database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, p.member.id), eq(ledgerAccounts.kind, 'main')));
  return {
    main: main?.balance ?? 0n,
    custody: await balanceOf(await custodyAccount(database.db, p.brand.id, v.code, 'USD')),
    atVendor: v.fake.balanceOf(String(p.member.id)),
  };
}

type WalletLine = { vendorCode: string; availBalance: string; walletModel?: string; unavailable?: boolean };
async function wallets(auth: Headers) {
  const v = (await app.inject({ url: '/wps/v2/wallets/balance', headers: auth })).json().value;
  return { sum: v.sumBalance as string, lines: v.balance as WalletLine[] };
}

/** A player who sent `atVendor` of `total` to the vendor while the brand offered it. */
async function playerAtVendor(v: Vendor, total: string, atVendor: string, others: Vendor[] = []) {
  const p = await brandWithPlayer([v, ...others], total);
  const sent = await move(p.auth, v.code, 'IN', atVendor);
  expect(sent.json().value).toMatchObject({ status: 'DONE' });
  expect(await money(p, v)).toEqual({
    main: BigInt(total) - BigInt(atVendor),
    custody: BigInt(atVendor),
    atVendor: BigInt(atVendor),
  });
  return p;
}

async function breakOf(memberId: number) {
  const [row] = await database.db.select().from(playerBreaks).where(eq(playerBreaks.memberId, memberId));
  if (!row) throw new Error('no break');
  return row;
}
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
const followUpAt = (merchantId: number, now: Date) =>
  followUpBreaks({ db: database.db, house: app.house, vendorApi: app.vendorApi }, app.log, { now, merchantId });

describe('recall all, after the brand changed the vendor', () => {
  it('brings home what a vendor the brand switched off holds, shown in the wallet until then', async () => {
    const v = await newVendor();
    const p = await playerAtVendor(v, '10000', '6000');
    await switchOff(p, v);

    // Still the player's: counted in the total and shown with the vendor's own word for it.
    let w = await wallets(p.auth);
    expect(w.sum).toBe('10000');
    expect(w.lines.find((l) => l.vendorCode === v.code)).toMatchObject({
      availBalance: '6000',
      walletModel: 'TRANSFER',
    });

    const recall = await recallAll(p.auth);
    expect(recall.json().value).toEqual({ recalled: '6000', pending: '0', notRecalled: [] });
    expect(await money(p, v)).toEqual({ main: 10000n, custody: 0n, atVendor: 0n });
    const rows = await database.db.select().from(vendorTransfers).where(eq(vendorTransfers.memberId, p.member.id));
    expect(rows.map((r) => [r.direction, r.status, r.amount]).sort()).toEqual([
      ['IN', 'DONE', 6000n],
      ['OUT', 'DONE', 6000n],
    ]);

    // Emptied, the switched-off vendor leaves the wallet list; a second recall moves nothing.
    w = await wallets(p.auth);
    expect(w.sum).toBe('10000');
    expect(w.lines.find((l) => l.vendorCode === v.code)).toBeUndefined();
    expect((await recallAll(p.auth)).json().value).toEqual({ recalled: '0', pending: '0', notRecalled: [] });
    expect(await money(p, v)).toEqual({ main: 10000n, custody: 0n, atVendor: 0n });
  });

  it('brings home what a vendor the brand switched to the seamless model holds', async () => {
    const v = await newVendor();
    const p = await playerAtVendor(v, '7000', '2500');
    await setWalletModel(database.db, p.brand.id, v.code, 'SEAMLESS');

    expect((await wallets(p.auth)).sum).toBe('7000');
    const recall = await recallAll(p.auth);
    expect(recall.json().value).toEqual({ recalled: '2500', pending: '0', notRecalled: [] });
    expect(await money(p, v)).toEqual({ main: 7000n, custody: 0n, atVendor: 0n });
    expect((await wallets(p.auth)).sum).toBe('7000');
  });

  it('names a switched-off vendor that does not answer, and brings its money home once it does', async () => {
    const v = await newVendor();
    const p = await playerAtVendor(v, '5000', '1500');
    await switchOff(p, v);
    v.fake.fail('balance', 'BROKEN', 'BROKEN');
    const w = await wallets(p.auth);
    expect(w.lines.find((l) => l.vendorCode === v.code)).toMatchObject({ unavailable: true });
    expect((await recallAll(p.auth)).json().value).toEqual({ recalled: '0', pending: '0', notRecalled: [v.code] });
    expect(await money(p, v)).toEqual({ main: 3500n, custody: 1500n, atVendor: 1500n });
    expect((await recallAll(p.auth)).json().value).toEqual({ recalled: '1500', pending: '0', notRecalled: [] });
    expect(await money(p, v)).toEqual({ main: 5000n, custody: 0n, atVendor: 0n });
  });

  it('asks the vendors offered now first, in their order, then the others by code', async () => {
    const base = uniqueCode('RO').toUpperCase();
    const [a, b, c, d] = await Promise.all(['A', 'B', 'C', 'D'].map((s) => newVendor(`${base}${s}`)));
    if (!a || !b || !c || !d) throw new Error('vendors missing');
    // D, then C, are offered now; the player used B and A, both since switched off.
    const p = await brandWithPlayer([d, c, b, a], '4000');
    expect((await move(p.auth, b.code, 'IN', '1000')).json().value.status).toBe('DONE');
    expect((await move(p.auth, a.code, 'IN', '1000')).json().value.status).toBe('DONE');
    await switchOff(p, a);
    await switchOff(p, b);
    for (const v of [a, b, c, d]) v.fake.fail('balance', 'BROKEN');
    const recall = await recallAll(p.auth);
    expect(recall.json().value.notRecalled).toEqual([d.code, c.code, a.code, b.code]);
  });
});

describe('a break, after the brand switched the vendor off', () => {
  it('brings the money home when the player self-excludes, and the follow-up is done', async () => {
    const v = await newVendor();
    const p = await playerAtVendor(v, '8000', '5000');
    await switchOff(p, v);
    await takeBreak(app, p.auth, { kind: 'EXCLUSION', length: '6m' });
    expect(await money(p, v)).toEqual({ main: 8000n, custody: 0n, atVendor: 0n });
    const started = (await breakOf(p.member.id)).startedAt;
    const at = minutesAfter(started, 2);
    expect(await followUpAt(p.brand.id, at)).toEqual({ followedUp: 1, retrying: 0 });
    expect((await breakOf(p.member.id)).followedUpAt?.getTime()).toBe(at.getTime());
  });

  it('left at a vendor that did not answer, is brought home by the follow-up job', async () => {
    const v = await newVendor();
    const p = await playerAtVendor(v, '6000', '4000');
    await switchOff(p, v);
    v.fake.fail('balance', 'BROKEN');
    await takeBreak(app, p.auth, { kind: 'TIMEOUT', length: '24h' });
    expect(await money(p, v)).toEqual({ main: 2000n, custody: 4000n, atVendor: 4000n });
    const started = (await breakOf(p.member.id)).startedAt;

    v.fake.fail('balance', 'BROKEN');
    const first = minutesAfter(started, 2);
    expect(await followUpAt(p.brand.id, first)).toEqual({ followedUp: 0, retrying: 1 });
    expect(await money(p, v)).toEqual({ main: 2000n, custody: 4000n, atVendor: 4000n });

    const second = minutesAfter(first, 1);
    expect(await followUpAt(p.brand.id, second)).toEqual({ followedUp: 1, retrying: 0 });
    expect(await money(p, v)).toEqual({ main: 6000n, custody: 0n, atVendor: 0n });
    expect((await breakOf(p.member.id)).followedUpAt?.getTime()).toBe(second.getTime());
  });
});

describe('a vendor the platform switched off', () => {
  it('still pays out what the player holds there, but takes no new money', async () => {
    const v = await newVendor();
    const p = await playerAtVendor(v, '9000', '3000');
    await database.db.update(providerVendors).set({ enabled: false }).where(eq(providerVendors.code, v.code));

    expect((await move(p.auth, v.code, 'OUT', '1000')).json().value).toMatchObject({ status: 'DONE' });
    expect(await money(p, v)).toEqual({ main: 7000n, custody: 2000n, atVendor: 2000n });

    const refused = await move(p.auth, v.code, 'IN', '500');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().errorCode).toBe('wallet.transfer.unavailable');
    expect(await money(p, v)).toEqual({ main: 7000n, custody: 2000n, atVendor: 2000n });
    const rows = await database.db.select().from(vendorTransfers).where(eq(vendorTransfers.memberId, p.member.id));
    expect(rows).toHaveLength(2);

    expect((await recallAll(p.auth)).json().value).toEqual({ recalled: '2000', pending: '0', notRecalled: [] });
    expect(await money(p, v)).toEqual({ main: 9000n, custody: 0n, atVendor: 0n });
  });
});

describe('a vendor the player never used', () => {
  it('is not asked once the brand switched it off, by recall all or the wallet', async () => {
    const used = await newVendor();
    const unused = await newVendor();
    const p = await playerAtVendor(used, '3000', '1200', [unused]);
    await switchOff(p, used);
    await switchOff(p, unused);

    const w = await wallets(p.auth);
    expect(w.sum).toBe('3000');
    expect(w.lines.map((l) => l.vendorCode)).not.toContain(unused.code);
    expect((await recallAll(p.auth)).json().value).toEqual({ recalled: '1200', pending: '0', notRecalled: [] });
    expect(await money(p, used)).toEqual({ main: 3000n, custody: 0n, atVendor: 0n });
    expect(unused.fake.calls).toEqual([]);
    expect(used.fake.calls).toContain('withdraw');
  });
});
