import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, merchants, promotionApplications, wageringRequirements } from '../src/platform/db/schema.ts';
import { openTestDatabase, testApp } from './helpers/app.ts';
import { balanceOf, operatorToken } from './helpers/money.ts';
import { PNG, type PromoMerchant, promoMerchant, promotion } from './helpers/promotions.ts';

let database: Database;
let app: App;
let m: PromoMerchant;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await promoMerchant(app, database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type H = Record<string, string>;
const apply = (auth: H, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/wps/promotion/${id}/apply`, headers: auth, payload });
const stateIn = async (headers: H, id: number) =>
  (await app.inject({ url: '/wps/promotion/list', headers })).json().value.list.find((p: { id: number }) => p.id === id)
    ?.state;
const approve = (id: number, amount = '5000') =>
  app.inject({
    method: 'POST',
    url: `/wps/operator/promotions/applications/${id}/approve`,
    headers: m.op,
    payload: { amount },
  });
const applicationsOf = (promotionId: number) =>
  database.db.select().from(promotionApplications).where(eq(promotionApplications.promotionId, promotionId));

describe('promotion hall', () => {
  it('computes states from the window for visitors and from the member’s own part when signed in', async () => {
    const open = await promotion(database, m.id, 'APPLY');
    const soon = await promotion(database, m.id, 'APPLY', { from: 3, to: 10 });
    const closed = await promotion(database, m.id, 'APPLY', { from: -10, to: -1 });
    const hall = (await app.inject({ url: '/wps/promotion/list', headers: m.headers })).json().value;
    const states = Object.fromEntries(hall.list.map((p: { id: number; state: string }) => [p.id, p.state]));
    expect(states).toMatchObject({ [open.id]: 'JOINABLE', [soon.id]: 'COMING_SOON', [closed.id]: 'CLOSED' });
    expect(hall.categories).toContain('NEW');
    const p = await m.player();
    expect(await stateIn(p.auth, open.id)).toBe('JOINABLE');
    // Titles and bodies follow the Language header.
    const detail = await app.inject({ url: `/wps/promotion/${open.id}`, headers: { ...m.headers, language: 'CN' } });
    expect(detail.json().value).toMatchObject({ title: 'APPLY promo CN', body: 'body CN', state: 'JOINABLE' });
    expect((await app.inject({ url: '/wps/promotion/999999', headers: m.headers })).json().errorCode).toBe(
      'promotion.not.found',
    );
  });

  it('strips script from a promotion body before storing it', async () => {
    const p = await promotion(database, m.id, 'APPLY', {
      body: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:x()">go</a></p>',
    });
    const body = (await app.inject({ url: `/wps/promotion/${p.id}`, headers: { ...m.headers, language: 'EN' } })).json()
      .value.body as string;
    expect(body).not.toMatch(/script|onclick|javascript/i);
    expect(body).toContain('Hi');
  });
});

describe('applying', () => {
  it('keeps a 140-character remark exactly (HTML as text) and refuses 141', async () => {
    const promo = await promotion(database, m.id, 'APPLY');
    const p = await m.player();
    const long = await apply(p.auth, promo.id, { remark: 'x'.repeat(141) });
    expect(long.statusCode).toBe(400);
    expect(await applicationsOf(promo.id)).toHaveLength(0);
    const remark = `<script>alert("x")</script>${'a'.repeat(113)}`;
    expect(remark).toHaveLength(140);
    const res = await apply(p.auth, promo.id, { remark, images: [PNG] });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await app.inject({ url: `/wps/promotion/${promo.id}`, headers: p.auth })).json().value;
    expect(detail.application).toMatchObject({ remark, images: 1, status: 'APPLYING' });
    expect(detail.state).toBe('APPLYING');
  });

  it('checks images by their bytes: a disguised file, four images or none-png are refused and nothing is stored', async () => {
    const promo = await promotion(database, m.id, 'APPLY');
    const p = await m.player();
    const disguised = Buffer.from('GIF89a not a png at all').toString('base64');
    expect((await apply(p.auth, promo.id, { remark: 'r', images: [disguised] })).json().errorCode).toBe(
      'request.param.err',
    );
    expect((await apply(p.auth, promo.id, { remark: 'r', images: [PNG, PNG, PNG, PNG] })).statusCode).toBe(400);
    expect(await applicationsOf(promo.id)).toHaveLength(0);
    expect((await apply(p.auth, promo.id, { remark: 'r', images: [PNG, PNG, PNG] })).statusCode).toBe(200);
  });

  it('refuses a second application, even two at once, and closed or coming-soon promotions', async () => {
    const promo = await promotion(database, m.id, 'APPLY');
    const p = await m.player();
    const both = await Promise.all([
      apply(p.auth, promo.id, { remark: 'one' }),
      apply(p.auth, promo.id, { remark: 'two' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().errorCode).toBe('promotion.already.applied');
    expect(await applicationsOf(promo.id)).toHaveLength(1);
    for (const window of [
      { from: 2, to: 9 },
      { from: -9, to: -2 },
    ]) {
      const shut = await promotion(database, m.id, 'APPLY', window);
      const res = await apply(p.auth, shut.id, { remark: 'late' });
      expect(res.json().errorCode).toBe('promotion.not.open');
      expect(await applicationsOf(shut.id)).toHaveLength(0);
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/wps/promotion/${promo.id}/apply`,
          headers: m.headers,
          payload: { remark: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('operator review', () => {
  it('approves once (audited); the member claims the bonus with the promotion’s turnover', async () => {
    const promo = await promotion(database, m.id, 'APPLY', { turnoverMultiple: 4 });
    const p = await m.player();
    const id = (await apply(p.auth, promo.id, { remark: 'please' })).json().value.id as number;
    const list = (await app.inject({ url: '/wps/operator/promotions/applications', headers: m.op })).json().value;
    expect(list.map((a: { id: number }) => a.id)).toContain(id);
    // Two approvals at once: one wins, the other is refused, one reward exists.
    const both = await Promise.all([approve(id), approve(id, '9000')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().errorCode).toBe('promotion.application.decided');
    const winner = both.find((r) => r.statusCode === 200)?.json().value;
    expect(await stateIn(p.auth, promo.id)).toBe('ISSUED');
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'promotion.application.approve')));
    expect(audits.filter((a) => (a.details as { applicationId: number }).applicationId === id)).toHaveLength(1);
    // Rejecting a decided application is refused too.
    const late = await app.inject({
      method: 'POST',
      url: `/wps/operator/promotions/applications/${id}/reject`,
      headers: m.op,
      payload: { reason: 'no' },
    });
    expect(late.json().errorCode).toBe('promotion.application.decided');

    const rewards = (await app.inject({ url: '/wps/promotion/rewards', headers: p.auth })).json().value;
    expect(rewards.claimable).toBe(1);
    const reward = rewards.list[0];
    expect(reward.id).toBe(winner.rewardId);
    const claim = () =>
      app.inject({ method: 'POST', url: `/wps/promotion/rewards/${reward.id}/claim`, headers: p.auth });
    const claims = await Promise.all([claim(), claim()]);
    expect(claims.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(app, p.auth)).toBe(reward.amount);
    const wagering = await database.db
      .select()
      .from(wageringRequirements)
      .where(eq(wageringRequirements.memberId, p.member.id));
    expect(wagering.map((w) => w.required)).toEqual([BigInt(reward.amount) * 4n]);
    expect(await stateIn(p.auth, promo.id)).toBe('CLAIMED');
    const bonus = (await app.inject({ url: '/wps/promotion/bonus', headers: p.auth })).json().value;
    expect(bonus).toMatchObject({ total: reward.amount, count: 1 });
    expect(bonus.list[0]).toMatchObject({ amount: reward.amount, reason: 'APPLICATION' });
  });

  it('approves no reward above what one operator may give alone; the application waits', async () => {
    const promo = await promotion(database, m.id, 'APPLY');
    const p = await m.player();
    const id = (await apply(p.auth, promo.id, { remark: 'please' })).json().value.id as number;
    const [brand] = await database.db
      .select({ above: merchants.adjustmentApprovalAbove })
      .from(merchants)
      .where(eq(merchants.id, m.id));
    const above = brand?.above ?? 0n;
    const large = await approve(id, (above + 1n).toString());
    expect(large.statusCode).toBe(409);
    expect(large.json()).toMatchObject({ errorCode: 'bonus.approval.required', value: { max: above.toString() } });
    expect((await applicationsOf(promo.id))[0]?.status).toBe('APPLYING');
    // The whole allowance, by an operator who credited nobody today (m.op approved rewards above).
    const fresh = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
    const whole = await app.inject({
      method: 'POST',
      url: `/wps/operator/promotions/applications/${id}/approve`,
      headers: fresh,
      payload: { amount: above.toString() },
    });
    expect(whole.statusCode, whole.body).toBe(200);
  });

  it('counts rewards an operator approves alone with their other credits of the day', async () => {
    const promo = await promotion(database, m.id, 'APPLY');
    const [brand] = await database.db
      .select({ above: merchants.adjustmentApprovalAbove })
      .from(merchants)
      .where(eq(merchants.id, m.id));
    const half = (brand?.above ?? 0n) / 2n + 1n;
    // An operator of their own: the window's total is theirs.
    const op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
    const approveAs = (id: number) =>
      app.inject({
        method: 'POST',
        url: `/wps/operator/promotions/applications/${id}/approve`,
        headers: op,
        payload: { amount: half.toString() },
      });
    const ids: number[] = [];
    for (const remark of ['one', 'two']) {
      const p = await m.player();
      ids.push((await apply(p.auth, promo.id, { remark })).json().value.id as number);
    }
    expect((await approveAs(ids[0] as number)).statusCode).toBe(200);
    const second = await approveAs(ids[1] as number);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errorCode: 'bonus.approval.required', value: { used: half.toString() } });
    expect((await applicationsOf(promo.id)).map((a) => a.status).sort()).toEqual(['APPLYING', 'APPROVED']);
  });

  it('rejects with a reason the member sees; members cannot review', async () => {
    const promo = await promotion(database, m.id, 'APPLY');
    const p = await m.player();
    const id = (await apply(p.auth, promo.id, { remark: 'hi' })).json().value.id as number;
    const asMember = await app.inject({
      method: 'POST',
      url: `/wps/operator/promotions/applications/${id}/approve`,
      headers: p.auth,
      payload: { amount: '100' },
    });
    expect(asMember.statusCode).toBe(401);
    const rej = await app.inject({
      method: 'POST',
      url: `/wps/operator/promotions/applications/${id}/reject`,
      headers: m.op,
      payload: { reason: 'Screenshot unreadable' },
    });
    expect(rej.statusCode, rej.body).toBe(200);
    const detail = (await app.inject({ url: `/wps/promotion/${promo.id}`, headers: p.auth })).json().value;
    expect(detail).toMatchObject({ state: 'REJECTED', application: { reason: 'Screenshot unreadable' } });
    expect((await approve(id)).json().errorCode).toBe('promotion.application.decided');
    expect((await app.inject({ url: '/wps/promotion/rewards', headers: p.auth })).json().value.list).toEqual([]);
  });
});
