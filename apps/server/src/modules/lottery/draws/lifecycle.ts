import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type Db, perDatabase } from '../../../platform/db/index.ts';
import { lotteryDraws, lotteryGames, merchants } from '../../../platform/db/schema.ts';
import { FairStream, newServerSeed } from '../../../platform/fair.ts';
import { dayNumbers, type LotteryGame } from '../catalog.ts';
import { announceDraw, type LotteryDeps } from '../events.ts';
import { drawElott, type ElottFamily } from '../rules/elott-draw.ts';
import { upcomingSlots } from '../schedule/slots.ts';
import { type DrawRow, drawView } from '../views.ts';
import { pullVnResults, type VnResultsFeed } from './feed.ts';
import { refundDraw, settleDraw } from './settle.ts';

type GameWithMerchant = { game: LotteryGame; merchant: { id: number; currency: string; timezone: string } };

/** Limits a turn of the clock to one merchant (tests sharing a database keep to their own). */
export type Scope = { merchantId?: number | undefined };
const inScope = (scope: Scope) =>
  scope.merchantId === undefined ? undefined : eq(lotteryDraws.merchantId, scope.merchantId);

async function activeGames(db: Db, scope: Scope): Promise<GameWithMerchant[]> {
  return db
    .select({
      game: lotteryGames,
      merchant: { id: merchants.id, currency: merchants.currency, timezone: merchants.timezone },
    })
    .from(lotteryGames)
    .innerJoin(merchants, eq(merchants.id, lotteryGames.merchantId))
    .where(
      and(
        eq(lotteryGames.enabled, true),
        scope.merchantId === undefined ? undefined : eq(lotteryGames.merchantId, scope.merchantId),
      ),
    );
}

/**
 * The e-lottery's result: the family's draw from the provably fair stream of the draw's server
 * seed, with the game code and issue as the client seed, so anyone can recompute it once the seed
 * is revealed and check it against the hash published when the draw opened.
 */
export function elottResult(family: string, serverSeed: string, gameCode: string, issueNo: string): string[] {
  return drawElott(family as ElottFamily, new FairStream(serverSeed, `${gameCode}:${issueNo}`, 0)).map(String);
}

/** Makes sure every enabled game has its current and next draw; a draw that exists is left as it is. */
export async function ensureDraws(db: Db, now: Date, scope: Scope = {}) {
  const listed = listedUntil(db);
  const due = (await activeGames(db, scope)).filter(({ game }) => (listed.get(game.id) ?? 0) <= now.getTime());
  const values = due.flatMap(({ game, merchant }) =>
    upcomingSlots(
      {
        family: game.family,
        region: game.region,
        speedMinutes: game.speedMinutes,
        closeSeconds: game.closeSeconds,
        days: dayNumbers(game),
      },
      now,
      merchant.timezone,
    ).map((slot) => {
      const seed = game.family === 'VN' ? null : newServerSeed();
      return {
        merchantId: merchant.id,
        gameId: game.id,
        issueNo: slot.issueNo,
        // A VN station's next draw can be days away; it takes bets from the moment it is listed.
        // An e-lottery issue takes bets from the moment the one before it closes, so there is
        // always a draw to bet on.
        opensAt:
          game.family === 'VN'
            ? new Date(Math.min(now.getTime(), slot.opensAt.getTime()))
            : new Date(slot.opensAt.getTime() - game.closeSeconds * 1000),
        closesAt: slot.closesAt,
        drawAt: slot.drawAt,
        seedHash: seed?.seedHash ?? null,
        serverSeed: seed?.serverSeed ?? null,
      };
    }),
  );
  if (values.length === 0) return 0;
  const made = await db.insert(lotteryDraws).values(values).onConflictDoNothing().returning({ id: lotteryDraws.id });
  // Until the current draw closes the schedule gives the same two draws: no need to work them out again.
  for (let i = 0; i < values.length; i += 2) {
    const current = values[i];
    if (current) listed.set(current.gameId, current.closesAt.getTime());
  }
  return made.length;
}

/** Per database and game, until when its current and next draws are known to be listed. */
const listedUntil = perDatabase(() => new Map<number, number>());

/** Stops betting on draws whose close time has come. */
async function closeDue(db: Db, now: Date, scope: Scope) {
  return db
    .update(lotteryDraws)
    .set({ status: 'CLOSED' })
    .where(and(eq(lotteryDraws.status, 'OPEN'), lte(lotteryDraws.closesAt, now), inScope(scope)))
    .returning();
}

/** Draws the e-lottery draws whose time has come; VN draws wait for their result. */
async function drawDue(db: Db, now: Date, games: Map<number, GameWithMerchant>, scope: Scope) {
  const due = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.status, 'CLOSED'), lte(lotteryDraws.drawAt, now), inScope(scope)));
  const drawn: DrawRow[] = [];
  for (const d of due) {
    const g = games.get(d.gameId);
    if (!g || g.game.family === 'VN' || !d.serverSeed) continue;
    const [row] = await db
      .update(lotteryDraws)
      .set({
        status: 'DRAWN',
        result: elottResult(g.game.family, d.serverSeed, g.game.code, d.issueNo),
        resultSource: 'RNG',
        drawnAt: new Date(),
      })
      // Only the process whose update finds it still CLOSED draws it.
      .where(and(eq(lotteryDraws.id, d.id), eq(lotteryDraws.status, 'CLOSED')))
      .returning();
    if (row) drawn.push(row);
  }
  return drawn;
}

/**
 * One turn of the lottery's clock: list the coming draws, close, draw, settle what is drawn and
 * refund what was cancelled, announcing each change. Safe to run in many processes at once:
 * every step is a guarded state change or a bet closed in the transaction that pays it.
 */
export async function advanceLottery(
  deps: LotteryDeps & { feed?: VnResultsFeed },
  now = new Date(),
  scope: Scope = {},
) {
  const { db } = deps;
  const made = await ensureDraws(db, now, scope);
  const games = new Map((await activeGames(db, scope)).map((g) => [g.game.id, g]));
  const announce = (d: DrawRow) => {
    const g = games.get(d.gameId);
    return g ? announceDraw(deps, g.merchant.id, drawView(d, g.game)) : undefined;
  };
  const closed = await closeDue(db, now, scope);
  for (const d of closed) await announce(d);
  for (const d of await drawDue(db, now, games, scope)) await announce(d);
  for (const d of await pullVnResults(deps, games, now, scope.merchantId)) await announce(d);
  const pending = await db
    .select()
    .from(lotteryDraws)
    .where(and(inArray(lotteryDraws.status, ['DRAWN', 'CANCELLED']), isNull(lotteryDraws.settledAt), inScope(scope)))
    .limit(200);
  let settled = 0;
  for (const d of pending) {
    const g = games.get(d.gameId);
    if (!g) continue;
    const r =
      d.status === 'CANCELLED' ? await refundDraw(db, g.merchant, d) : await settleDraw(db, g.merchant, g.game, d);
    settled += 'settled' in r ? r.settled : r.refunded;
    if (r.done) {
      const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, d.id));
      if (row) await announce(row);
    }
  }
  return { made, closed: closed.length, settled };
}

/** When the clock should next look: the soonest close or e-lottery draw still ahead. */
export async function nextDeadline(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<string | null>`least(
        (select min(closes_at) from lottery_draws where status = 'OPEN'),
        (select min(d.draw_at) from lottery_draws d join lottery_games g on g.id = d.game_id
          where d.status = 'CLOSED' and g.family <> 'VN'))::text`,
    })
    .from(sql`(select 1) one`);
  return row?.at ? new Date(row.at) : null;
}
