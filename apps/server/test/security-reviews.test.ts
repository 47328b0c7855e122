/**
 * Operator decisions raced across two server processes (issue 15, point 7): of two decisions on
 * one row at the same moment, only the one that took effect answers success; the other is refused
 * with the row's real state. On PostgreSQL the second server is a child process; on PGlite it is
 * a second app on the same database.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import {
  agentContracts,
  deposits,
  feedback,
  feedbackReplies,
  pointRedemptions,
  promotionApplications,
  withdrawals,
} from '../src/platform/db/schema.ts';
import { playerBalances } from '../src/platform/money/accounts.ts';
import { sealedCall } from './helpers/accounts.ts';
import { newAgent } from './helpers/agents.ts';
import { openTestDatabase } from './helpers/app.ts';
import { withdrawingPlayer } from './helpers/money.ts';
import { newGoods, playerWithPoints, redeem, setRules } from './helpers/points.ts';
import { type PromoMerchant, promoMerchant, promotion } from './helpers/promotions.ts';
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

/** Each pair's winner was told success and its loser was refused with the state that took effect. */
function expectOneWinner(
  pairs: { id: number; answers: [Answer, Answer] }[],
  stateOf: Map<number, string>,
  refusal: string,
  state: (value: Record<string, unknown>) => unknown = (v) => v.status,
) {
  for (const { id, answers } of pairs) {
    const won = answers.filter((r) => r.json.success);
    const lost = answers.filter((r) => !r.json.success);
    expect(won, `row ${id}`).toHaveLength(1);
    expect(lost[0]?.status).toBe(409);
    expect(lost[0]?.json.errorCode).toBe(refusal);
    expect(state(lost[0]?.json.value ?? {})).toBe(stateOf.get(id));
  }
}

const withdrawal = async (p: Awaited<ReturnType<typeof withdrawingPlayer>>) =>
  (
    await sealedCall(a, {
      method: 'PUT',
      url: '/wps/transaction/withdraw',
      headers: p.auth,
      payload: { bankAccountId: p.cardId, amount: '1000', paymentPassword: '123456' },
    })
  ).json().value.id as number;

describe('operator decisions raced on two processes', () => {
  it('approve and reject of one withdrawal at once: the loser is refused with the real state', async () => {
    const players = [];
    for (let i = 0; i < ROUNDS / 4; i++) players.push(await withdrawingPlayer(a, m.headers, m.id, m.op, m.ch.bank.id));
    const ids: number[] = [];
    for (const p of players) for (let i = 0; i < 4; i++) ids.push(await withdrawal(p));
    const answers = await Promise.all(
      ids.flatMap((id) => [
        servers.call(0, 'POST', `/wps/operator/withdrawals/${id}/approve`, m.op),
        servers.call(1, 'POST', `/wps/operator/withdrawals/${id}/reject`, m.op),
      ]),
    );
    const rows = await database.db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
    const stateOf = new Map(rows.map((w) => [w.id, w.status]));
    const pairs = ids.map((id, i) => ({ id, answers: [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer] }));
    expectOneWinner(pairs, stateOf, 'account.booked.trans.confirmed');
    // The winner's verb is the state, and the money followed it once: nothing stays locked.
    for (const {
      id,
      answers: [approve],
    } of pairs)
      expect(stateOf.get(id)).toBe(approve.json.success ? 'APPROVED' : 'REJECTED');
    for (const p of players) {
      const mine = rows.filter((w) => w.memberId === p.member.id);
      const paid = mine.filter((w) => w.status === 'APPROVED').length;
      const balances = await playerBalances(database.db, m.id, p.member.id);
      expect(balances.find((b) => b.kind === 'main')?.balance).toBe(100_000n - BigInt(paid) * 1000n);
      expect(balances.find((b) => b.kind === 'locked')?.balance ?? 0n).toBe(0n);
    }
  });

  it('two confirmations (or a confirmation and a rejection) of one deposit at once: one success, one credit', async () => {
    const p = await m.player();
    const ids: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const dep = await a.inject({
        method: 'PUT',
        url: '/wps/transaction/deposit',
        headers: p.auth,
        payload: { channelId: m.ch.bank.id, amount: '1000' },
      });
      ids.push(dep.json().value.id);
    }
    const answers = await Promise.all(
      ids.flatMap((id, i) => [
        servers.call(0, 'POST', `/wps/operator/deposits/${id}/confirm`, m.op),
        servers.call(1, 'POST', `/wps/operator/deposits/${id}/${i % 2 ? 'reject' : 'confirm'}`, m.op),
      ]),
    );
    const rows = await database.db.select().from(deposits).where(inArray(deposits.id, ids));
    const stateOf = new Map(rows.map((d) => [d.id, d.status]));
    const pairs = ids.map((id, i) => ({ id, answers: [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer] }));
    expectOneWinner(pairs, stateOf, 'account.booked.trans.confirmed');
    const paid = rows.filter((d) => d.status === 'PAID').length;
    const balances = await playerBalances(database.db, m.id, p.member.id);
    expect(balances.find((b) => b.kind === 'main')?.balance ?? 0n).toBe(BigInt(paid) * 1000n);
  });

  it('two approvals of one points redemption at once: one success, the other told it is approved', async () => {
    await setRules(a, m.op);
    const p = await playerWithPoints(a, m.headers, m.id, m.op, 10 * ROUNDS);
    const goods = await newGoods(a, m.op, 10, ROUNDS);
    const ids: number[] = [];
    for (let i = 0; i < ROUNDS; i++) ids.push((await redeem(a, p.auth, { goodsId: goods.id })).json().value.id);
    const answers = await Promise.all(
      ids.flatMap((id) => [
        servers.call(0, 'POST', `/wps/operator/points/redemptions/${id}/approve`, m.op),
        servers.call(1, 'POST', `/wps/operator/points/redemptions/${id}/approve`, m.op),
      ]),
    );
    const rows = await database.db.select().from(pointRedemptions).where(inArray(pointRedemptions.id, ids));
    const stateOf = new Map(rows.map((r) => [r.id, r.status]));
    expect([...stateOf.values()].every((s) => s === 'APPROVED')).toBe(true);
    const pairs = ids.map((id, i) => ({ id, answers: [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer] }));
    expectOneWinner(pairs, stateOf, 'points.redemption.decided');
  });

  it('approve and reject of one promotion application at once: the loser is told what took effect', async () => {
    const promos = await Promise.all(Array.from({ length: ROUNDS }, () => promotion(database, m.id, 'APPLY')));
    const p = await m.player();
    const ids: number[] = [];
    for (const promo of promos) {
      const res = await a.inject({
        method: 'POST',
        url: `/wps/promotion/${promo.id}/apply`,
        headers: p.auth,
        payload: { remark: 'please' },
      });
      ids.push(res.json().value.id);
    }
    const answers = await Promise.all(
      ids.flatMap((id) => [
        servers.call(0, 'POST', `/wps/operator/promotions/applications/${id}/approve`, m.op, { amount: '500' }),
        servers.call(1, 'POST', `/wps/operator/promotions/applications/${id}/reject`, m.op, { reason: 'no' }),
      ]),
    );
    const rows = await database.db.select().from(promotionApplications).where(inArray(promotionApplications.id, ids));
    const stateOf = new Map(rows.map((r) => [r.id, r.status]));
    const pairs = ids.map((id, i) => ({ id, answers: [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer] }));
    expectOneWinner(pairs, stateOf, 'promotion.application.decided');
  });

  it('two operators answering one feedback at once: one reply is kept, the other told who answered', async () => {
    const p = await m.player();
    const ids: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const res = await a.inject({
        method: 'PUT',
        url: '/wps/feedback',
        headers: p.auth,
        payload: { content: `The deposit page was slow to load today, number ${i}.` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const row of await database.db.select().from(feedback).where(eq(feedback.memberId, p.member.id)))
      ids.push(row.id);
    const answers = await Promise.all(
      ids.flatMap((id) => [
        servers.call(0, 'POST', `/wps/operator/feedback/${id}/reply`, m.op, { content: 'First answer' }),
        servers.call(1, 'POST', `/wps/operator/feedback/${id}/reply`, m.op, { content: 'Second answer' }),
      ]),
    );
    const rows = await database.db.select().from(feedback).where(inArray(feedback.id, ids));
    const stateOf = new Map(rows.map((r) => [r.id, r.status]));
    expect([...stateOf.values()].every((s) => s === 'REPLIED')).toBe(true);
    const pairs = ids.map((id, i) => ({ id, answers: [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer] }));
    expectOneWinner(pairs, stateOf, 'feedback.replied');
    const replies = await database.db.select().from(feedbackReplies).where(inArray(feedbackReplies.feedbackId, ids));
    expect(replies).toHaveLength(ids.length);
  });

  it('two receipts a player reports for one payout at once: one is kept, the other told which', async () => {
    const p = await withdrawingPlayer(a, m.headers, m.id, m.op, m.ch.bank.id);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await withdrawal(p);
      await a.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/approve`, headers: m.op });
      ids.push(id);
    }
    const answers = await Promise.all(
      ids.flatMap((id) => [
        servers.call(0, 'POST', `/wps/transaction/withdraw/${id}/confirm`, p.auth, { result: 'RECEIVED' }),
        servers.call(1, 'POST', `/wps/transaction/withdraw/${id}/confirm`, p.auth, {
          result: 'PARTIAL',
          receivedAmount: '500',
        }),
      ]),
    );
    const rows = await database.db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
    const stateOf = new Map(rows.map((w) => [w.id, w.confirmation]));
    const pairs = ids.map((id, i) => ({ id, answers: [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer] }));
    expectOneWinner(pairs, stateOf, 'account.booked.trans.confirmed', (v) => v.confirmation);
    for (const w of rows) expect(w.receivedAmount).toBe(w.confirmation === 'RECEIVED' ? 1000n : 500n);
    expect(await database.db.select().from(withdrawals).where(eq(withdrawals.memberId, p.member.id))).toHaveLength(4);
  });

  it('a downline’s accept and reject, or reject and the upline’s end, of one offer at once: the loser is told its state', async () => {
    const top = await newAgent(a, m.headers, m.id);
    const subs: Awaited<ReturnType<typeof newAgent>>[] = [];
    for (let i = 0; i < ROUNDS; i++) subs.push(await newAgent(a, m.headers, m.id, top.member.id));
    const ids: number[] = [];
    for (const sub of subs) {
      const res = await a.inject({
        method: 'POST',
        url: '/wps/agent/contracts',
        headers: top.auth,
        payload: {
          memberId: sub.member.id,
          kind: 'DAILY_SALARY',
          terms: { period: 'DAILY', tiers: [{ validBet: '0', activeMembers: 0, rate: 100 }] },
        },
      });
      ids.push(res.json().value.id);
    }
    const relay = '/wps/relay/MCS2_processDailySalContract';
    const answers = await Promise.all(
      ids.flatMap((contractId, i) => {
        const sub = subs[i]?.auth ?? {};
        return i % 2
          ? [
              servers.call(0, 'POST', relay, sub, { action: 'REJECT', contractId }),
              servers.call(1, 'POST', `/wps/agent/contracts/${contractId}/terminate`, top.auth),
            ]
          : [
              servers.call(0, 'POST', relay, sub, { action: 'ACCEPT', contractId }),
              servers.call(1, 'POST', relay, sub, { action: 'REJECT', contractId }),
            ];
      }),
    );
    const rows = await database.db.select().from(agentContracts).where(inArray(agentContracts.id, ids));
    const stateOf = new Map(rows.map((c) => [c.id, c.status]));
    const pairs = ids.map((id, i) => ({ id, answers: [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer] }));
    expectOneWinner(pairs, stateOf, 'agent.contract.state');
  });
});
