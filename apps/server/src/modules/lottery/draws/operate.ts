import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { auditLog, lotteryDraws, lotteryResultEntries } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Tx } from '../../../platform/money/ledger.ts';
import type { LotteryGame } from '../catalog.ts';
import { VN_PRIZES, type VnRegion, type VnResult, vnNumbers, vnResultProblem } from '../rules/vn-result.ts';
import type { DrawRow } from '../views.ts';

type Operator = { merchantId: number; operatorId: number };

/** An operator's lottery action in the audit log (in the caller's transaction when given one). */
export const audit = (db: Db | Tx, op: Operator, action: string, details: Record<string, unknown>) =>
  db
    .insert(auditLog)
    .values({ merchantId: op.merchantId, actorType: 'operator', actorId: String(op.operatorId), action, details });

/** A result's prizes in the fixed prize order with nothing else, so two entries compare exactly. */
function canonical(prizes: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(VN_PRIZES.filter((p) => prizes[p]?.length).map((p) => [p, prizes[p] as string[]]));
}
const same = (a: Record<string, string[]>, b: Record<string, string[]>) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Stops betting on a draw now (an operator's hold, or a result that came early). */
export async function closeDraw(db: Db, op: Operator, draw: DrawRow) {
  const [row] = await db
    .update(lotteryDraws)
    .set({ status: 'CLOSED', closesAt: sql`least(${lotteryDraws.closesAt}, now())` })
    .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, 'OPEN')))
    .returning();
  if (!row) throw new AppError('lottery.draw.state', `Draw ${draw.issueNo} is ${draw.status}`);
  await audit(db, op, 'lottery.draw.close', { drawId: draw.id });
  return row;
}

/**
 * Cancels a draw that cannot be drawn (its result never came): betting stops and the clock then
 * refunds every bet of it. A drawn or settled draw cannot be cancelled.
 */
export async function cancelDraw(db: Db, op: Operator, draw: DrawRow, reason: string) {
  const [row] = await db
    .update(lotteryDraws)
    .set({ status: 'CANCELLED' })
    .where(and(eq(lotteryDraws.id, draw.id), inArray(lotteryDraws.status, ['OPEN', 'CLOSED'])))
    .returning();
  if (!row) throw new AppError('lottery.draw.state', `Draw ${draw.issueNo} is ${draw.status}`);
  await audit(db, op, 'lottery.draw.cancel', { drawId: draw.id, reason });
  return row;
}

/**
 * An operator's entry of a Vietnamese result (the built-in results feed). Betting must have
 * closed. The first entry waits; a second operator's identical entry approves it and the draw is
 * drawn (the clock then settles it); a different entry is refused and kept, so a third operator
 * can agree with either.
 */
export async function enterVnResult(
  db: Db,
  op: Operator,
  game: LotteryGame,
  draw: DrawRow,
  prizes: Record<string, string[]>,
): Promise<{ status: 'WAITING_SECOND' | 'APPROVED'; draw: DrawRow }> {
  if (game.family !== 'VN') throw new AppError('lottery.draw.state', 'E-lottery draws are drawn by the RNG');
  const result: VnResult = { region: (game.region ?? 'NORTH') as VnRegion, ...canonical(prizes) };
  const problem = vnResultProblem(result);
  if (problem) throw new AppError('lottery.result.invalid', problem, { problem });
  if (draw.status !== 'CLOSED' && !(draw.status === 'OPEN' && draw.closesAt <= new Date())) {
    throw new AppError(
      'lottery.draw.state',
      `Draw ${draw.issueNo} is ${draw.status}: results wait for betting to close`,
    );
  }
  const entered = canonical(prizes);
  const others = await db
    .select()
    .from(lotteryResultEntries)
    .where(and(eq(lotteryResultEntries.drawId, draw.id), ne(lotteryResultEntries.operatorId, op.operatorId)));
  const inserted = await db
    .insert(lotteryResultEntries)
    .values({ drawId: draw.id, operatorId: op.operatorId, prizes: entered })
    .onConflictDoNothing()
    .returning({ id: lotteryResultEntries.id });
  if (inserted.length === 0) {
    throw new AppError(
      'lottery.result.same.operator',
      'You entered this result already: a second operator must approve it',
    );
  }
  await audit(db, op, 'lottery.result.enter', { drawId: draw.id, prizes: entered });
  if (others.length === 0) return { status: 'WAITING_SECOND', draw };
  if (!others.some((o) => same(o.prizes, entered))) {
    throw new AppError('lottery.result.mismatch', 'This result differs from the one entered before', {
      entries: others.length + 1,
    });
  }
  const [row] = await db
    .update(lotteryDraws)
    .set({
      status: 'DRAWN',
      prizes: entered,
      result: vnNumbers(result),
      resultSource: 'OPERATORS',
      drawnAt: new Date(),
    })
    .where(and(eq(lotteryDraws.id, draw.id), inArray(lotteryDraws.status, ['OPEN', 'CLOSED'])))
    .returning();
  if (!row) throw new AppError('lottery.draw.state', `Draw ${draw.issueNo} was drawn already`);
  await audit(db, op, 'lottery.result.approve', { drawId: draw.id });
  return { status: 'APPROVED', draw: row };
}
