import type { GameEntry } from '@mekong/contracts';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { games, vendors } from '../../platform/db/schema.ts';

export type GameFilter = {
  category?: string | undefined;
  vassalage?: string | undefined;
  search?: string | undefined;
  hotOnly?: boolean;
  ids?: number[];
};

/** A game's name in the asked language, else English, else its code. */
export const gameName = (names: Record<string, string> | null, code: string, language: string) =>
  names?.[language] ?? names?.EN ?? code;

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * What a merchant's players may see: enabled games whose vendor the merchant has switched on in
 * the game's category, and whose provider (when it has a row) is not switched off platform-wide.
 */
function visible(merchantId: number, f: GameFilter): SQL {
  const conds: (SQL | undefined)[] = [
    eq(games.enabled, true),
    eq(vendors.enabled, true),
    sql`not exists (select 1 from provider_vendors pv where pv.code = ${games.vendorCode} and not pv.enabled)`,
  ];
  if (f.category) conds.push(eq(games.category, f.category));
  if (f.vassalage) conds.push(eq(vendors.vassalage, f.vassalage));
  if (f.hotOnly) conds.push(eq(games.isHot, true));
  if (f.ids) conds.push(inArray(games.id, f.ids.length ? f.ids : [0]));
  if (f.search) {
    const p = likePattern(f.search);
    conds.push(
      sql`(${games.code} ilike ${p} or exists (select 1 from jsonb_each_text(${games.names}) n where n.value ilike ${p}))`,
    );
  }
  return and(...conds, eq(vendors.merchantId, merchantId)) as SQL;
}

const vendorJoin = and(eq(vendors.code, games.vendorCode), eq(vendors.category, games.category));

type Row = { game: typeof games.$inferSelect; vassalage: string };

export const toEntry = (r: Row, language: string): GameEntry => ({
  nodeId: r.game.id,
  gameName: gameName(r.game.names, r.game.code, language),
  iconUrl: r.game.iconUrl,
  vassalage: r.vassalage,
  vendorCode: r.game.vendorCode,
  gameType: r.game.category,
  gameCode: r.game.code,
  defaultPlayType: r.game.defaultPlayType,
  accountTypeName: r.game.accountTypeName,
  isGame: r.game.isGame,
  classification: r.game.classification,
  isHot: r.game.isHot,
});

/** Visible games in catalogue order; `page` limits to one page. */
export async function findGames(
  db: Db,
  merchantId: number,
  f: GameFilter,
  page?: { no: number; size: number },
): Promise<Row[]> {
  const q = db
    .select({ game: games, vassalage: vendors.vassalage })
    .from(games)
    .innerJoin(vendors, vendorJoin)
    .where(visible(merchantId, f))
    .orderBy(asc(games.sort), asc(games.id));
  return page ? q.limit(page.size).offset((page.no - 1) * page.size) : q;
}

export async function countGames(db: Db, merchantId: number, f: GameFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(games)
    .innerJoin(vendors, vendorJoin)
    .where(visible(merchantId, f));
  return row?.n ?? 0;
}

/** Visible games by id, in the order of `ids` (newest favourite or launch first). */
export async function gamesInOrder(db: Db, merchantId: number, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await findGames(db, merchantId, { ids });
  const byId = new Map(rows.map((r) => [r.game.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
