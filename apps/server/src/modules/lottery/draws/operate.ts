import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { audit, operatorActor } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db/index.ts';
import { lotteryDraws, lotteryResultEntries } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Tx } from '../../../platform/money/ledger.ts';
import type { LotteryGame } from '../catalog.ts';
import { VN_PRIZES, type VnRegion, type VnResult, vnNumbers, vnResultProblem } from '../rules/vn-result.ts';
import type { DrawRow } from '../views.ts';

type Operator = { merchantId: number; operatorId: number };

/** An operator's lottery action in the audit log (in the caller's transaction when given one). */
export const auditLottery = (db: Db | Tx, op: Operator, action: string, details: Record<string, unknown>) =>
  audit(db, { merchantId: op.merchantId, actor: operatorActor(op.operatorId), action, details });

/** A result's prizes in the fixed prize order with nothing else, so two entries compare exactly. */
function canonical(prizes: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(VN_PRIZES.filter((p) => prizes[p]?.length).map((p) => [p, prizes[p] as string[]]));
}
const same = (a: Record<string, string[]>, b: Record<string, string[]>) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * The refusal of an action the draw's state does not allow, with the state it really is in (read
 * now, not as the caller loaded it): the loser of two operators acting at once learns what won.
 */
async function stateRefusal(db: Db | Tx, draw: DrawRow, why: string) {
  const [now] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
  const status = now?.status ?? draw.status;
  const drawn = status === 'DRAWN' || status === 'SETTLED';
  return new AppError('lottery.draw.state', `Draw ${draw.issueNo} is ${status}${why}`, {
    drawId: draw.id,
    status,
    prizes: drawn ? (now?.prizes ?? null) : null,
  });
}

/** Stops betting on a draw now (an operator's hold, or a result that came early). */
export async function closeDraw(db: Db, op: Operator, draw: DrawRow) {
  const [row] = await db
    .update(lotteryDraws)
    .set({ status: 'CLOSED', closesAt: sql`least(${lotteryDraws.closesAt}, now())` })
    .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, 'OPEN')))
    .returning();
  if (!row) throw await stateRefusal(db, draw, '');
  await auditLottery(db, op, 'lottery.draw.close', { drawId: draw.id });
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
  if (!row) throw await stateRefusal(db, draw, '');
  await auditLottery(db, op, 'lottery.draw.cancel', { drawId: draw.id, reason });
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
  const entered = canonical(prizes);
  // One entry at a time per draw, under the draw's row lock: two operators entering at once see
  // each other's entry (so agreeing entries approve the result), and of two approvals at once the
  // second finds the draw drawn. A differing entry is kept (committed) before it is refused.
  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id)).for('update');
    if (!locked || !(locked.status === 'CLOSED' || (locked.status === 'OPEN' && locked.closesAt <= new Date()))) {
      const why = locked?.status === 'OPEN' ? ': results wait for betting to close' : '';
      return { refused: await stateRefusal(tx, draw, why) };
    }
    const others = await tx
      .select()
      .from(lotteryResultEntries)
      .where(and(eq(lotteryResultEntries.drawId, draw.id), ne(lotteryResultEntries.operatorId, op.operatorId)));
    const inserted = await tx
      .insert(lotteryResultEntries)
      .values({ drawId: draw.id, operatorId: op.operatorId, prizes: entered })
      .onConflictDoNothing()
      .returning({ id: lotteryResultEntries.id });
    if (inserted.length === 0) {
      return {
        refused: new AppError(
          'lottery.result.same.operator',
          'You entered this result already: a second operator must approve it',
        ),
      };
    }
    await auditLottery(tx, op, 'lottery.result.enter', { drawId: draw.id, prizes: entered });
    if (others.length === 0) return { status: 'WAITING_SECOND' as const, draw: locked };
    if (!others.some((o) => same(o.prizes, entered))) {
      return {
        refused: new AppError('lottery.result.mismatch', 'This result differs from the one entered before', {
          entries: others.length + 1,
        }),
      };
    }
    const [row] = await tx
      .update(lotteryDraws)
      .set({
        status: 'DRAWN',
        prizes: entered,
        result: vnNumbers(result),
        resultSource: 'OPERATORS',
        drawnAt: new Date(),
      })
      .where(eq(lotteryDraws.id, draw.id))
      .returning();
    await auditLottery(tx, op, 'lottery.result.approve', { drawId: draw.id });
    return { status: 'APPROVED' as const, draw: row as DrawRow };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome;
}
