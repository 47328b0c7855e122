/**
 * While a player is on a break from play no promotion or marketing message reaches them: the
 * merchant's broadcasts sent during the break stay hidden from them (messages to them alone, about
 * their account, still arrive), and the promotion jobs pass them by (a daily rebate).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { localDay } from '../src/modules/lottery/schedule/zoned.ts';
import { settleRebates } from '../src/modules/promotion/rebate.ts';
import { takeBreak } from '../src/modules/protection/breaks.ts';
import type { Database } from '../src/platform/db/index.ts';
import { memberMessages, playerBreaks, promotionRewards } from '../src/platform/db/schema.ts';
import { loginToken } from './helpers/accounts.ts';
import { openTestDatabase, testApp } from './helpers/app.ts';
import { type PromoMerchant, promoMerchant, promotion, settledBet } from './helpers/promotions.ts';

let database: Database;
let app: App;
let m: PromoMerchant;
const TZ = 'Asia/Phnom_Penh';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await promoMerchant(app, database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const breakFor = (memberId: number, merchantId = m.id) =>
  takeBreak(database.db, { merchantId, memberId, ip: '127.0.0.1' }, { kind: 'TIMEOUT', length: '24h' });
const send = (memberId: number | null, title: string) =>
  database.db.insert(memberMessages).values({ merchantId: m.id, memberId, title, content: title, operatorId: 1 });

describe('a break keeps marketing away', () => {
  it('hides the broadcasts sent during the break, then and after; earlier ones and personal messages stay', async () => {
    const p = await m.player();
    const other = await m.player();
    await send(null, 'before the break');
    await breakFor(p.member.id);
    await send(null, 'during the break');
    await send(p.member.id, 'about your account');
    // The break ends, and the player reads their messages.
    await database.db.update(playerBreaks).set({ endsAt: sql`now()` }).where(eq(playerBreaks.memberId, p.member.id));
    await send(null, 'after the break');
    const auth = { ...m.headers, authorization: await loginToken(app, m.headers, p.member) };
    const titles = async (h: Record<string, string>) =>
      (
        (await app.inject({ url: '/wps/member/messages?pageNo=1&pageSize=50', headers: h })).json().value.list as {
          title: string;
        }[]
      ).map((x) => x.title);
    const mine = await titles(auth);
    expect(mine).toEqual(expect.arrayContaining(['before the break', 'about your account', 'after the break']));
    expect(mine).not.toContain('during the break');
    expect(await titles(other.auth)).toContain('during the break');
  });

  it('leaves a player on a break out of the daily rebate; the others get theirs', async () => {
    const own = await promoMerchant(app, database);
    await promotion(database, own.id, 'REBATE', { rules: { rateBps: 100, minValidBet: '1000', cap: '1000' } });
    const resting = await own.player();
    const playing = await own.player();
    for (const p of [resting, playing]) {
      await own.fund(p.auth, '10000');
      await settledBet(database, own.id, p.member.id, 3000n);
    }
    await breakFor(resting.member.id, own.id);
    const after = new Date(localDay(new Date(), TZ).end.getTime() + 10 * 60_000);
    expect(await settleRebates(database.db, after, own.id)).toBe(1);
    const rewards = (id: number) =>
      database.db.select().from(promotionRewards).where(eq(promotionRewards.memberId, id));
    expect(await rewards(resting.member.id)).toEqual([]);
    expect(await rewards(playing.member.id)).toHaveLength(1);
  });
});
