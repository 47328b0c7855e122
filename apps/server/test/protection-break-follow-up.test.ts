/**
 * A break brings home the money a player holds at vendors that keep their own balance, whoever set
 * the break, and the break-follow-up job finishes what a vendor that did not answer left there
 * (modules/protection/break-follow-up.ts).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { followUpBreaks } from '../src/modules/protection/index.ts';
import type { Database } from '../src/platform/db/index.ts';
import {
  ledgerAccounts,
  members,
  merchants,
  playerBreaks,
  providerVendors,
  vendors,
} from '../src/platform/db/schema.ts';
import { login, makeMember } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { fakeTransferVendor } from './helpers/fake-transfer-vendor.ts';
import { channels, fund, operatorToken, player, takeBreak } from './helpers/money.ts';

const FAKE = uniqueCode('FB').toUpperCase();
const FAKE_SECRET = 'fake-transfer-secret-break-0123456789';

let database: Database;
let app: App;
let fake: Awaited<ReturnType<typeof fakeTransferVendor>>;

beforeAll(async () => {
  process.env.FAKE_BREAK_SECRET = FAKE_SECRET;
  database = await openTestDatabase();
  app = await testApp(database);
  fake = await fakeTransferVendor(FAKE_SECRET);
  await database.db.insert(providerVendors).values({
    code: FAKE,
    name: 'Fake vendor',
    walletModel: 'TRANSFER',
    secretEnv: 'FAKE_BREAK_SECRET',
    launchUrl: '/x',
    transferUrl: fake.url,
  });
});
afterAll(async () => {
  await fake.close();
  await app.close();
  await database.close();
});

/**
 * A transfer-wallet brand of its own offering the fake vendor, with a player holding `total`, of
 * which `atVendor` was sent to the vendor. Each test's brand keeps the job's runs to its own breaks.
 */
async function playerAtVendor(total: string, atVendor: string) {
  const m = await createMerchant(database);
  await database.db.update(merchants).set({ walletMode: 'transfer' }).where(eq(merchants.id, m.id));
  await database.db
    .insert(vendors)
    .values({ merchantId: m.id, code: FAKE, name: 'Fake', category: 'RNG', accountTypeId: 191, vassalage: FAKE });
  const finance = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  const p = await player(app, m.headers, m.id);
  await fund(app, p.auth, finance, (await channels(app, m.id)).bank.id, total);
  const sent = await app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: p.auth,
    payload: { vendorCode: FAKE, direction: 'IN', amount: atVendor },
  });
  expect(sent.json().value.status).toBe('DONE');
  expect(fake.balanceOf(String(p.member.id))).toBe(BigInt(atVendor));
  return { ...p, brand: m };
}

/** One run of the job over the player's brand, as if at `now`. */
const followUpAt = (merchantId: number, now: Date) =>
  followUpBreaks({ db: database.db, house: app.house, vendorApi: app.vendorApi }, app.log, { now, merchantId });

async function mainBalance(memberId: number) {
  const [main] = await database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'main')));
  return main?.balance;
}

async function breakOf(memberId: number) {
  const [row] = await database.db.select().from(playerBreaks).where(eq(playerBreaks.memberId, memberId));
  if (!row) throw new Error('no break');
  return row;
}

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** The break's follow-up as staff see it in the player's protection view. */
async function followUpSeenByStaff(p: Awaited<ReturnType<typeof playerAtVendor>>) {
  const auth = (await operatorToken(app, p.brand.headers, p.brand.id, 'support')).token;
  const res = await app.inject({
    url: `/wps/operator/players/${p.member.id}/protection`,
    headers: { ...p.brand.headers, authorization: auth },
  });
  const [latest] = res.json().value.breaks as { followUp: string; followUpAttempts: number }[];
  return latest && { state: latest.followUp, attempts: latest.followUpAttempts };
}

describe('a break and the money at vendors that keep their own balance', () => {
  it('comes home at once when staff set the break, as when the player takes it', async () => {
    const p = await playerAtVendor('5000', '3000');
    const support = {
      ...p.brand.headers,
      authorization: (await operatorToken(app, p.brand.headers, p.brand.id, 'support')).token,
    };
    const res = await app.inject({
      method: 'POST',
      url: `/wps/operator/players/${p.member.id}/breaks`,
      headers: support,
      payload: { kind: 'TIMEOUT', length: '7d', reason: 'asked by phone' },
    });
    expect(res.statusCode).toBe(200);
    expect(fake.balanceOf(String(p.member.id))).toBe(0n);
    expect(await mainBalance(p.member.id)).toBe(5000n);
  });

  it('left at a vendor that did not answer, is brought home by the job once the vendor answers', async () => {
    const p = await playerAtVendor('4000', '2500');
    fake.fail('balance', 'BROKEN');
    await takeBreak(app, p.auth, { kind: 'EXCLUSION', length: '6m' });
    expect(fake.balanceOf(String(p.member.id))).toBe(2500n);
    const started = (await breakOf(p.member.id)).startedAt;

    // Within its first minute the break is the route's: the job leaves it alone.
    await followUpAt(p.brand.id, started);
    expect(await breakOf(p.member.id)).toMatchObject({ followUpAttempts: 0, followedUpAt: null });
    expect(await followUpSeenByStaff(p)).toEqual({ state: 'UNDER_WAY', attempts: 0 });

    // The vendor is still down: the job tries, leaves the money where it is, and waits.
    fake.fail('balance', 'BROKEN');
    const first = minutesAfter(started, 2);
    await followUpAt(p.brand.id, first);
    let row = await breakOf(p.member.id);
    expect(row).toMatchObject({ followUpAttempts: 1, followedUpAt: null });
    expect(row.followUpNextAt?.getTime()).toBe(minutesAfter(first, 1).getTime());
    expect(fake.balanceOf(String(p.member.id))).toBe(2500n);
    expect(await followUpSeenByStaff(p)).toEqual({ state: 'RETRYING', attempts: 1 });

    // Before the next try is due, nothing is asked.
    await followUpAt(p.brand.id, minutesAfter(first, 0.5));
    expect((await breakOf(p.member.id)).followUpAttempts).toBe(1);

    // The vendor answers: the money comes home and the break is followed up.
    const second = minutesAfter(first, 1);
    await followUpAt(p.brand.id, second);
    row = await breakOf(p.member.id);
    expect(row.followedUpAt?.getTime()).toBe(second.getTime());
    expect(fake.balanceOf(String(p.member.id))).toBe(0n);
    expect(await mainBalance(p.member.id)).toBe(4000n);
    expect(await followUpSeenByStaff(p)).toEqual({ state: 'DONE', attempts: 1 });

    // Followed up, it is not asked about again.
    const later = minutesAfter(second, 90);
    await followUpAt(p.brand.id, later);
    expect((await breakOf(p.member.id)).followedUpAt?.getTime()).toBe(second.getTime());
  });

  it('comes home on another brand a self-exclusion reached, by the job', async () => {
    const p = await playerAtVendor('6000', '4000');
    // The same person, identity checked, on a brand that extends self-exclusions to every brand.
    const here = await createMerchant(database);
    await database.db.update(merchants).set({ exclusionAcrossBrands: true }).where(eq(merchants.id, here.id));
    const email = `twin.${p.member.id}.${Date.now().toString(36)}@example.com`;
    await database.db.update(members).set({ email }).where(eq(members.id, p.member.id));
    const twin = await makeMember(app, here.id, { email, kycLevel: 'VERIFIED' });
    const signedIn = await login(app, here.headers, { username: twin.account, password: twin.password });
    const twinAuth = { ...here.headers, authorization: signedIn.json().value.token as string };
    await takeBreak(app, twinAuth, { kind: 'EXCLUSION', length: '1y' });
    const copy = await breakOf(p.member.id);
    expect(copy.sourceBreakId).not.toBeNull();
    expect(fake.balanceOf(String(p.member.id))).toBe(4000n);

    const at = minutesAfter(copy.startedAt, 2);
    expect(await followUpAt(p.brand.id, at)).toEqual({ followedUp: 1, retrying: 0 });
    expect(fake.balanceOf(String(p.member.id))).toBe(0n);
    expect(await mainBalance(p.member.id)).toBe(6000n);
  });

  it('finishes a refund that failed, on a brand with one wallet too', async () => {
    const m = await createMerchant(database);
    const p = await player(app, m.headers, m.id);
    await takeBreak(app, p.auth, { kind: 'TIMEOUT', length: '24h' });
    const started = (await breakOf(p.member.id)).startedAt;
    // Without the house mounted the sportsbook's part of the refund fails: the break waits.
    const deps = { db: database.db, vendorApi: app.vendorApi };
    const first = minutesAfter(started, 2);
    const failed = await followUpBreaks({ ...deps, house: undefined }, app.log, { now: first, merchantId: m.id });
    expect(failed).toEqual({ followedUp: 0, retrying: 1 });
    expect(await breakOf(p.member.id)).toMatchObject({ followUpAttempts: 1, followedUpAt: null });
    const done = await followUpBreaks({ ...deps, house: app.house }, app.log, {
      now: minutesAfter(first, 1),
      merchantId: m.id,
    });
    expect(done).toEqual({ followedUp: 1, retrying: 0 });
  });

  it('waits longer after each failed try, an hour at most', async () => {
    const { retryAfterMinutes } = await import('../src/modules/protection/break-follow-up.ts');
    expect([0, 1, 2, 3, 5, 6, 7, 20].map(retryAfterMinutes)).toEqual([1, 2, 4, 8, 32, 60, 60, 60]);
  });
});
