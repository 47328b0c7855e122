/**
 * Two operators entering one lottery result at the same moment on two server processes (issue 15,
 * the review of every "decide" route): agreeing entries approve the result once, the draw is drawn
 * (and so settled) once, and the loser of two approvals, or of an approval and a cancellation, is
 * refused with the draw's real state. On PostgreSQL the second server is a child process.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, lotteryDraws, lotteryGames } from '../src/platform/db/schema.ts';
import { seedLottery } from '../src/seed/lottery.ts';
import { createMerchant, openTestDatabase, uniqueCode } from './helpers/app.ts';
import { NORTH } from './helpers/lottery.ts';
import { operatorToken } from './helpers/money.ts';
import { type Answer, reviewServers } from './helpers/review-race.ts';

let database: Database;
let servers: Awaited<ReturnType<typeof reviewServers>>;
let a: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let ops: Record<string, string>[];
let gameId: number;

const { region: _region, ...PRIZES } = NORTH;
const ROUNDS = 8;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  servers = await reviewServers(database);
  a = servers.a;
  m = await createMerchant(database);
  await seedLottery(database.db, m.id);
  ops = [];
  for (let i = 0; i < 3; i++)
    ops.push({ ...m.headers, authorization: (await operatorToken(a, m.headers, m.id)).token });
  const [game] = await database.db
    .select({ id: lotteryGames.id })
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, m.id), eq(lotteryGames.code, 'VN_N')));
  gameId = (game as { id: number }).id;
}, 60_000);
afterAll(async () => {
  await servers?.close();
  await database.close();
});

/** Northern draws whose betting has closed, waiting for their result. */
async function closedDraws(n: number) {
  const now = Date.now();
  const rows = await database.db
    .insert(lotteryDraws)
    .values(
      Array.from({ length: n }, () => ({
        merchantId: m.id,
        gameId,
        issueNo: uniqueCode('vn'),
        status: 'CLOSED' as const,
        opensAt: new Date(now - 2 * DAY),
        closesAt: new Date(now - DAY),
        drawAt: new Date(now + DAY),
      })),
    )
    .returning({ id: lotteryDraws.id });
  return rows.map((r) => r.id);
}

const entry = (i: 0 | 1, op: Record<string, string>, drawId: number) =>
  servers.call(i, 'POST', `/wps/operator/lottery/draws/${drawId}/result`, op, { prizes: PRIZES });

async function approvals(ids: number[]) {
  const rows = await database.db
    .select({ drawId: sql<number>`(${auditLog.details}->>'drawId')::bigint` })
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'lottery.result.approve')));
  return ids.map((id) => rows.filter((r) => Number(r.drawId) === id).length);
}

const statusOf = async (ids: number[]) =>
  new Map(
    (await database.db.select().from(lotteryDraws).where(inArray(lotteryDraws.id, ids))).map((d) => [d.id, d.status]),
  );

describe('lottery result entry raced on two processes', () => {
  it('two operators entering the same result at once: the later entry approves it, once', async () => {
    const ids = await closedDraws(ROUNDS);
    const answers = await Promise.all(ids.flatMap((id) => [entry(0, ops[0]!, id), entry(1, ops[1]!, id)]));
    for (const [i, id] of ids.entries()) {
      const pair = [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer];
      expect(
        pair.map((r) => r.json.value.status),
        `draw ${id}`,
      ).toEqual(expect.arrayContaining(['WAITING_SECOND', 'APPROVED']));
      expect(pair.every((r) => r.json.success)).toBe(true);
    }
    const states = await statusOf(ids);
    for (const id of ids) expect(['DRAWN', 'SETTLED']).toContain(states.get(id));
    expect(await approvals(ids)).toEqual(ids.map(() => 1));
  });

  it('two approvals at once: one draws the result, the other is refused with the drawn result', async () => {
    const ids = await closedDraws(ROUNDS);
    for (const id of ids) expect((await entry(0, ops[0]!, id)).json.value.status).toBe('WAITING_SECOND');
    const answers = await Promise.all(ids.flatMap((id) => [entry(0, ops[1]!, id), entry(1, ops[2]!, id)]));
    for (const [i, id] of ids.entries()) {
      const pair = [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer];
      const won = pair.filter((r) => r.json.success);
      const lost = pair.filter((r) => !r.json.success);
      expect(
        won.map((r) => r.json.value.status),
        `draw ${id}`,
      ).toEqual(['APPROVED']);
      expect(lost[0]?.status).toBe(409);
      expect(lost[0]?.json.errorCode).toBe('lottery.draw.state');
      expect(['DRAWN', 'SETTLED']).toContain(lost[0]?.json.value.status);
      expect(lost[0]?.json.value.prizes).toEqual(PRIZES);
    }
    expect(await approvals(ids)).toEqual(ids.map(() => 1));
  });

  it('an approval and a cancellation at once: the loser is told which took effect', async () => {
    const ids = await closedDraws(ROUNDS);
    for (const id of ids) await entry(0, ops[0]!, id);
    const answers = await Promise.all(
      ids.flatMap((id) => [
        entry(0, ops[1]!, id),
        servers.call(1, 'POST', `/wps/operator/lottery/draws/${id}/cancel`, ops[2]!, { reason: 'no result came' }),
      ]),
    );
    const states = await statusOf(ids);
    for (const [i, id] of ids.entries()) {
      const [approve, cancel] = [answers[2 * i], answers[2 * i + 1]] as [Answer, Answer];
      expect([approve.json.success, cancel.json.success].filter(Boolean), `draw ${id}`).toHaveLength(1);
      const lost = approve.json.success ? cancel : approve;
      expect(lost.status).toBe(409);
      expect(lost.json.errorCode).toBe('lottery.draw.state');
      if (approve.json.success) {
        expect(['DRAWN', 'SETTLED']).toContain(states.get(id));
        expect(['DRAWN', 'SETTLED']).toContain(lost.json.value.status);
      } else {
        expect(states.get(id)).toBe('CANCELLED');
        expect(lost.json.value.status).toBe('CANCELLED');
      }
    }
  });
});
