import { and, eq } from 'drizzle-orm';
import type { VnRegion } from '../modules/lottery/index.ts';
import {
  drawDayNumber,
  ELOTT_PAY,
  ELOTT_PLAY_TYPES,
  ELOTT_POINT_PRICE,
  type Pay,
  VN_ODDS,
  VN_PLAY_TYPES,
  VN_STATIONS,
  VN_SUM_PAY,
} from '../modules/lottery/index.ts';
import type { Db } from '../platform/db/index.ts';
import { lotteryGames, lotteryOdds } from '../platform/db/schema.ts';

type GameSeed = Omit<typeof lotteryGames.$inferInsert, 'merchantId'>;

const LIMITS = { maxStakePerBet: 100_000n, maxStakePerPlayerDraw: 500_000n, maxPayoutPerNumber: 10_000_000n };
const HOT = new Set(['SSC1', 'K3_1', 'PK10_1', 'X5_3', 'LHC_5', 'VN_N', 'VN_S_TP_HCM', 'VN_C_DA_NANG']);

const elott = (
  code: string,
  family: string,
  minutes: number,
  names: [string, string, string],
  sort: number,
): GameSeed => ({
  code,
  family,
  names: { EN: names[0], KM: names[1], CN: names[2] },
  groupCode: family,
  tag: 'elott',
  prizeModes: ['Elott'],
  speedMinutes: minutes,
  closeSeconds: minutes === 1 ? 10 : 30,
  drawDayOfWeek: '1,2,3,4,5,6,7',
  isHot: HOT.has(code),
  sort,
  ...LIMITS,
});

const ELOTT_GAMES: GameSeed[] = [
  elott('SSC1', 'SSC', 1, ['SSC 1 minute', 'SSC ១ នាទី', '时时彩 1分钟'], 10),
  elott('SSC3', 'SSC', 3, ['SSC 3 minutes', 'SSC ៣ នាទី', '时时彩 3分钟'], 11),
  elott('SSC5', 'SSC', 5, ['SSC 5 minutes', 'SSC ៥ នាទី', '时时彩 5分钟'], 12),
  elott('X5_3', '11X5', 3, ['11 Pick 5, 3 minutes', '១១ ជ្រើស ៥ ៣ នាទី', '11选5 3分钟'], 20),
  elott('PK10_1', 'PK10', 1, ['PK10 1 minute', 'PK10 ១ នាទី', 'PK拾 1分钟'], 30),
  elott('K3_1', 'K3', 1, ['Fast 3 1 minute', 'ឡុកឡាក់ ៣ ១ នាទី', '快三 1分钟'], 40),
  elott('K3_3', 'K3', 3, ['Fast 3 3 minutes', 'ឡុកឡាក់ ៣ ៣ នាទី', '快三 3分钟'], 41),
  elott('LHC_5', 'LHC', 5, ['Mark Six 5 minutes', 'ម៉ាកប្រាំមួយ ៥ នាទី', '六合彩 5分钟'], 50),
  elott('LF_5', 'LF', 5, ['Lucky Three 5 minutes', 'សំណាងបី ៥ នាទី', '福彩3D 5分钟'], 60),
];

const GROUPS: Record<VnRegion, { group: string; tag: string; prefix: string }> = {
  NORTH: { group: 'VN_NORTH', tag: 'vietnam_northern', prefix: 'VN_N' },
  CENTRAL: { group: 'VN_CENTRAL', tag: 'vietnam_central', prefix: 'VN_C' },
  SOUTH: { group: 'VN_SOUTH', tag: 'vietnam_southern', prefix: 'VN_S' },
};
const slug = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** Every Vietnamese game: the north's one daily draw, and one game per southern and central province. */
function vnGames(): GameSeed[] {
  const out: GameSeed[] = [];
  const base = (region: VnRegion) => ({
    family: 'VN',
    region,
    groupCode: GROUPS[region].group,
    tag: GROUPS[region].tag,
    prizeModes: ['Lott', 'ZY'],
    speedMinutes: null,
    // Betting closes 15 minutes before the state lottery draws.
    closeSeconds: 900,
    ...LIMITS,
  });
  out.push({
    ...base('NORTH'),
    code: 'VN_N',
    station: null,
    names: { EN: 'Northern lottery', KM: 'ឆ្នោតខាងជើង', CN: '北部彩' },
    drawDayOfWeek: '1,2,3,4,5,6,7',
    isHot: true,
    sort: 100,
  });
  for (const region of ['CENTRAL', 'SOUTH'] as const) {
    const stations = [...new Set(VN_STATIONS[region].flat())];
    stations.forEach((station, i) => {
      const days = VN_STATIONS[region].flatMap((names, day) => (names.includes(station) ? [drawDayNumber(day)] : []));
      const code = `${GROUPS[region].prefix}_${slug(station)}`;
      out.push({
        ...base(region),
        code,
        station,
        names: { EN: station, KM: station, CN: station },
        drawDayOfWeek: days.sort((a, b) => a - b).join(','),
        isHot: HOT.has(code),
        sort: (region === 'CENTRAL' ? 200 : 300) + i,
      });
    });
  }
  return out;
}

const payJson = (pay: Pay): string | Record<string, string> =>
  typeof pay === 'bigint' ? pay.toString() : Object.fromEntries(Object.entries(pay).map(([k, v]) => [k, v.toString()]));

/** The default odds rows of a game: VN per region (ZY a per-unit table that pays 2% less), e-lottery per family. */
function oddsRows(gameId: number, g: GameSeed) {
  if (g.family === 'VN') {
    const region = g.region as VnRegion;
    const table = VN_ODDS[region];
    return ['Lott', 'ZY'].flatMap((prizeMode) =>
      VN_PLAY_TYPES.filter((t) => t.regions.includes(region)).map((t) => {
        const o = t.code === 'SUM' ? { pricePerPoint: 100n, payPerPoint: VN_SUM_PAY } : table[t.code];
        if (!o) throw new Error(`no default odds for ${t.code}`);
        const cut = (v: bigint) => (prizeMode === 'ZY' ? ((v * 98n) / 100n / 10n) * 10n : v);
        const pay =
          typeof o.payPerPoint === 'bigint'
            ? cut(o.payPerPoint)
            : Object.fromEntries(Object.entries(o.payPerPoint).map(([k, v]) => [k, cut(v)]));
        return { gameId, prizeMode, playType: t.code, pricePerPoint: o.pricePerPoint, pay: payJson(pay) };
      }),
    );
  }
  return ELOTT_PLAY_TYPES.filter((t) => t.family === g.family).map((t) => {
    const pay = ELOTT_PAY[t.code];
    if (pay === undefined) throw new Error(`no default odds for ${t.code}`);
    return { gameId, prizeMode: 'Elott', playType: t.code, pricePerPoint: ELOTT_POINT_PRICE, pay: payJson(pay) };
  });
}

/**
 * Puts in a merchant's lottery: every e-lottery game and Vietnamese station with the default
 * odds. Games that exist are left as they are (an operator may have changed them).
 */
export async function seedLottery(db: Db, merchantId: number) {
  const games = [...ELOTT_GAMES, ...vnGames()];
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(lotteryGames)
      .values(games.map((g) => ({ ...g, merchantId })))
      .onConflictDoNothing()
      .returning({ id: lotteryGames.id, code: lotteryGames.code });
    const byCode = new Map(games.map((g) => [g.code, g]));
    const rows = made.flatMap((m) => oddsRows(m.id, byCode.get(m.code) as GameSeed));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(lotteryOdds).values(rows.slice(i, i + 500));
  });
}

export const lotteryGameId = async (db: Db, merchantId: number, code: string) =>
  (
    await db
      .select({ id: lotteryGames.id })
      .from(lotteryGames)
      .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.code, code)))
  )[0]?.id;
