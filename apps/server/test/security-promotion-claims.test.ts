/**
 * Promotion claims, check-ins and draws (issue 15, keys before rules, races on two processes):
 * two claims at once pay once; a claim resent under its key answers the first send, even after
 * the promotion closed or the mission was switched off, and pays nothing more. On PostgreSQL the
 * second server is a child process; on PGlite it is a second app on the same database.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { issueReward } from '../src/modules/promotion/rewards.ts';
import type { Database } from '../src/platform/db/index.ts';
import { missions, promotionApplications, promotions } from '../src/platform/db/schema.ts';
import { openTestDatabase, testConfig, uniqueCode } from './helpers/app.ts';
import { balanceOf } from './helpers/money.ts';
import { mission, PNG, type PromoMerchant, promoMerchant, promotion, settledBet } from './helpers/promotions.ts';
import { type Answer, reviewServers } from './helpers/review-race.ts';

let database: Database;
let servers: Awaited<ReturnType<typeof reviewServers>>;
let a: App;
let m: PromoMerchant;

beforeAll(async () => {
  database = await openTestDatabase();
  servers = await reviewServers(database);
  a = servers.a;
  m = await promoMerchant(a, database);
}, 60_000);
afterAll(async () => {
  await servers?.close();
  await database.close();
});

const ROUNDS = 8;
type H = Record<string, string>;
const post = (url: string, headers: H, payload: Record<string, unknown> = {}) =>
  a.inject({ method: 'POST', url, headers, payload });
const closePromotion = (id: number) =>
  database.db
    .update(promotions)
    .set({ endsAt: new Date(Date.now() - 1000) })
    .where(eq(promotions.id, id));

describe('promotion claims', () => {
  it('a reward claimed on two processes at once pays once: under one key both answer its one payment', async () => {
    const p = await m.player();
    const ids: number[] = [];
    for (let i = 0; i < 2 * ROUNDS; i++) {
      const { reward } = await issueReward(database.db, {
        merchantId: m.id,
        memberId: p.member.id,
        source: 'APPLICATION',
        sourceKey: uniqueCode('race'),
        amount: 100n,
        turnoverMultiple: 1,
      });
      ids.push(reward.id);
    }
    const answers = await Promise.all(
      ids.flatMap((id, i) => {
        // Half are one claim sent twice under its key, half two claims without one.
        const body = i % 2 ? {} : { idempotencyKey: `claim-${id}-${uniqueCode()}` };
        return [0, 1].map((s) => servers.call(s as 0 | 1, 'POST', `/wps/promotion/rewards/${id}/claim`, p.auth, body));
      }),
    );
    for (const [i, id] of ids.entries()) {
      const pair = [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer];
      if (i % 2) {
        expect(
          pair.filter((r) => r.json.success),
          `reward ${id}`,
        ).toHaveLength(1);
        const lost = pair.find((r) => !r.json.success);
        expect([lost?.status, lost?.json.errorCode]).toEqual([409, 'promotion.reward.claimed']);
      } else {
        expect(
          pair.map((r) => r.json.success),
          `reward ${id}`,
        ).toEqual([true, true]);
        expect(pair[1].json.value).toEqual(pair[0].json.value);
        expect(pair[0].json.value).toMatchObject({ rewardId: id, amount: '100' });
      }
    }
    expect(await balanceOf(a, p.auth)).toBe(String(100 * ids.length));
  });

  it('a check-in resent under its key after the promotion closed answers the first and pays nothing more', async () => {
    const promo = await promotion(database, m.id, 'CHECKIN', { rules: { rewards: ['150'] } });
    const p = await m.player();
    const key = uniqueCode('checkin');
    // Sent twice at once on two processes under one key: one check-in, both told it.
    const both = await Promise.all(
      [0, 1].map((s) =>
        servers.call(s as 0 | 1, 'POST', `/wps/promotion/${promo.id}/checkin`, p.auth, { idempotencyKey: key }),
      ),
    );
    expect(both.map((r) => r.json.success)).toEqual([true, true]);
    expect(both[1]?.json.value).toEqual(both[0]?.json.value);
    expect(both[0]?.json.value).toMatchObject({ streak: 1, amount: '150' });
    await closePromotion(promo.id);
    const resent = await post(`/wps/promotion/${promo.id}/checkin`, p.auth, { idempotencyKey: key });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().value).toEqual(both[0]?.json.value);
    // A new key meets the rules; the key on another request is refused.
    const fresh = await post(`/wps/promotion/${promo.id}/checkin`, p.auth, { idempotencyKey: uniqueCode('checkin') });
    expect(fresh.json().errorCode).toBe('promotion.not.open');
    const reused = await post('/wps/promotion/rewards/1/claim', p.auth, { idempotencyKey: key });
    expect([reused.statusCode, reused.json().errorCode]).toEqual([409, 'idempotency.key.reused']);
    expect(await balanceOf(a, p.auth)).toBe('150');
  });

  it('a mission claim and a draw resent under their keys after the mission and the promotion closed answer the first', async () => {
    const p = await m.player();
    await m.fund(p.auth, '5000');
    await settledBet(database, m.id, p.member.id, 1000n);
    const goal = await mission(database, m.id, { metric: 'VALID_BET', target: 1000n, reward: 300n, points: 5 });
    const raffle = await promotion(database, m.id, 'RAFFLE', {
      rules: { period: 'DAY', metric: 'VALID_BET', need: '1000', prizes: [{ amount: '200', weight: 1 }] },
    });
    const claimKey = uniqueCode('mission');
    const drawKey = uniqueCode('raffle');
    const claim = () => post(`/wps/promotion/missions/${goal.id}/claim`, p.auth, { idempotencyKey: claimKey });
    const draw = () =>
      post('/wps/relay/MCS2_claimRafflePromotion', p.auth, { promotionId: raffle.id, idempotencyKey: drawKey });
    const first = await claim();
    const drawn = await draw();
    expect(first.json().value).toMatchObject({ amount: '300' });
    expect(drawn.json().value).toMatchObject({ prize: '200' });
    await database.db.update(missions).set({ enabled: false }).where(eq(missions.id, goal.id));
    await closePromotion(raffle.id);
    const [claimAgain, drawAgain] = [await claim(), await draw()];
    expect([claimAgain.statusCode, claimAgain.json().value]).toEqual([200, first.json().value]);
    expect([drawAgain.statusCode, drawAgain.json().value]).toEqual([200, drawn.json().value]);
    // Without the key, the rules answer.
    expect((await post(`/wps/promotion/missions/${goal.id}/claim`, p.auth)).json().errorCode).toBe('mission.not.found');
    expect(await balanceOf(a, p.auth)).toBe(String(5000 - 1000 + 300 + 200));
  });

  it('two applications with images at once on two processes: one is kept, the other refused and its images never stored', async () => {
    const promos = await Promise.all(Array.from({ length: ROUNDS }, () => promotion(database, m.id, 'APPLY')));
    const p = await m.player();
    // A png whose trailing bytes name this test, so its stored copies can be told from others';
    // three of a megabyte each, as a player's photos are, which take a moment to write.
    const tag = uniqueCode('race-image-');
    const image = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(1 << 20), Buffer.from(tag)]).toString(
      'base64',
    );
    const answers = await Promise.all(
      promos.flatMap((promo) =>
        [0, 1].map((s) =>
          servers.call(s as 0 | 1, 'POST', `/wps/promotion/${promo.id}/apply`, p.auth, {
            remark: 'please',
            images: [image, image, image],
          }),
        ),
      ),
    );
    for (const [i, promo] of promos.entries()) {
      const pair = [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer];
      expect(
        pair.filter((r) => r.json.success),
        `promotion ${promo.id}`,
      ).toHaveLength(1);
      expect(pair.find((r) => !r.json.success)?.json.errorCode).toBe('promotion.already.applied');
    }
    const dir = path.join(testConfig().dataDir, 'uploads', 'promotion-applications');
    const stored: string[] = [];
    for (const name of await fs.readdir(dir))
      if ((await fs.readFile(path.join(dir, name))).includes(tag)) stored.push(`promotion-applications/${name}`);
    const kept = await database.db
      .select({ images: promotionApplications.images })
      .from(promotionApplications)
      .where(eq(promotionApplications.memberId, p.member.id));
    expect(kept).toHaveLength(ROUNDS);
    expect(stored.sort()).toEqual(kept.flatMap((k) => k.images).sort());
  });
});
