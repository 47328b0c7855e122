import { z } from 'zod';
import { GAME_CATEGORIES } from './categories.ts';

/** A language code as clients send it; names fall back to EN when the game has none in it. */
const languageCode = z
  .string()
  .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
  .transform((s) => s.toUpperCase());

const gameCategory = z.enum(GAME_CATEGORIES);
/** The original clients send ids as query strings. */
const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** One game as every list shows it. `nodeId` is the game's id: launch and favourites take it. */
export const gameEntry = z.object({
  nodeId: z.number().int(),
  gameName: z.string(),
  iconUrl: z.string().nullable(),
  vassalage: z.string(),
  vendorCode: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  defaultPlayType: z.string().nullable(),
  accountTypeName: z.string().nullable(),
  /** False for a vendor lobby entry (the original's VASSALAGE): it opens the vendor's game list. */
  isGame: z.boolean(),
  classification: z.string().nullable(),
  isHot: z.boolean(),
});
export type GameEntry = z.infer<typeof gameEntry>;

/** GET /wps/relay/GCSGAME_gameList */
export const gameListQuery = z.object({
  gameType: gameCategory.optional(),
  vassalage: z.string().min(1).max(32).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
  /** Matches the code or the name in any language. */
  search: z.string().trim().max(64).optional(),
  language: languageCode.optional(),
});
export const gameListValue = z.object({ games: z.array(gameEntry), totalPages: z.number(), total: z.number() });
export type GameList = z.infer<typeof gameListValue>;

/** GET /wps/relay/GCSGAME_hotGamesV2 */
export const hotGamesQuery = z.object({ gameType: gameCategory.optional(), language: languageCode.optional() });
export const gameListOnly = z.object({ list: z.array(gameEntry) });

/** GET /wps/relay/GCSGAME_getVassGameType: the merchant's enabled vendors, per category. */
export const vassGameTypeQuery = z.object({ gameType: gameCategory.optional() });
export const vassGameTypeValue = z.object({
  list: z.array(
    z.object({
      gameType: z.string(),
      vendors: z.array(
        z.object({
          vendorCode: z.string(),
          name: z.string(),
          vassalage: z.string(),
          accountTypeId: z.number().int(),
          isHot: z.boolean(),
          iconUrl: z.string().nullable(),
          gameCount: z.number().int(),
        }),
      ),
    }),
  ),
});

export const languageQuery = z.object({ language: languageCode.optional() });

/** POST /wps/relay/MCSFE_addFavoriteGame and MCSFE_removeFavoriteGame */
export const favouriteGameRequest = z.object({ gameId: id });
/** MCSFE_getFavoriteGames, and the answer of add and remove: the ids, newest first. */
export const favouriteIdsValue = z.object({ list: z.array(z.number().int()) });

/** GET /wps/relay/GCS_recentGame */
export const recentGamesValue = z.object({ list: z.array(gameEntry.extend({ playedAt: z.string() })) });

/** GET /wps/relay/ODSFE2_getWinnerBoard */
export const winnerBoardQuery = z.object({
  gameCategory: z.union([z.literal('ALL'), gameCategory]).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
  language: languageCode.optional(),
});
export const winnerBoardValue = z.object({
  list: z.array(
    z.object({
      vo: z.object({
        /** The account masked (ab***9): the board is public. */
        customerName: z.string(),
        /** What the bet won over its stake, in minor units. */
        winAmount: z.string(),
        gameName: z.string(),
        category: z.string(),
      }),
    }),
  ),
});

/** GET /wps/relay/ODSFE2_getWinFigures (not in the original): the home's real figures, from settled real-money bets (trials left out). */
export const winFiguresQuery = z.object({
  limitNum: z.coerce.number().int().min(1).max(30).default(12),
  language: languageCode.optional(),
});
const publicWin = z.object({
  /** The account masked (ab***9). */
  customerName: z.string(),
  /** What the bet won over its stake, in minor units. */
  winAmount: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  category: z.string(),
  iconUrl: z.string().nullable(),
  settledAt: z.string(),
});
export type PublicWin = z.infer<typeof publicWin>;
export const winFiguresValue = z.object({
  /** The merchant's calendar day the figures are for (YYYY-MM-DD in its time zone). */
  day: z.string(),
  /** Everything settled bets paid back today, stakes included, in minor units. */
  paidOutToday: z.string(),
  /** How many bets won more than they staked today. */
  winsToday: z.number().int(),
  biggestWinToday: publicWin.nullable(),
  /** The week's latest wins of at least `bigWinMultiple` times their stake, newest first. */
  bigWins: z.array(publicWin),
  bigWinMultiple: z.number().int(),
});
export type WinFigures = z.infer<typeof winFiguresValue>;

/** GET /wps/relay/GLS2_roomList: PVP games with their open tables. */
export const pvpRoom = z.object({
  roomId: z.string(),
  name: z.string(),
  seats: z.number().int(),
  seated: z.number().int(),
  minStake: z.string(),
});
export const roomListValue = z.object({ list: z.array(gameEntry.extend({ rooms: z.array(pvpRoom) })) });

/**
 * GET /wps/game/launchGame, the v2 payload. The game is `gameId` (or `nodeId`), else `gameCode`
 * with `vendor`. accountType 1 is real money, 0 free play; a trial account always plays free.
 * Other fields the original clients send (username, token, merchantCode, confirmTrans) are ignored:
 * the session header says who plays, and no token ever goes into a game URL.
 */
export const launchGameQuery = z.object({
  gameId: id.optional(),
  nodeId: id.optional(),
  gameCode: z.string().min(1).max(64).optional(),
  vendor: z.string().min(1).max(32).optional(),
  vassalage: z.string().max(32).optional(),
  accountType: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
  /** GLS: a vendor game. LOTT: the in-house lottery (the lotto* fields below). */
  launchMode: z.enum(['GLS', 'LOTT']).default('GLS'),
  lottoArea: z.enum(['VN', 'ELOTT']).optional(),
  lottoPrizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']).optional(),
  lottoGameCode: z.string().min(1).max(32).optional(),
  lottoView: z.enum(['betting', 'lobby']).optional(),
  device: z.string().max(16).optional(),
  backUrl: z.string().max(512).optional(),
  platform: z.string().max(32).optional(),
  clientType: z.coerce.number().int().min(0).max(99).optional(),
  language: languageCode.optional(),
});
export type LaunchGameQuery = z.infer<typeof launchGameQuery>;
export const launchGameValue = z.object({ content: z.object({ game_url: z.string() }) });
