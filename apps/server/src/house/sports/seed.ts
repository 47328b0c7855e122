import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { sportsEvents } from '../store/sports.ts';
import { createEvent, type EventInput } from './catalog.ts';

type Demo = Omit<EventInput, 'startsAt' | 'category' | 'ownerMerchantId'> & { inHours: number };

/** Football: a full-time result, a half-goal handicap and a total of goals. */
const football = (home: string, away: string, league: string, inHours: number, o: number[]): Demo => ({
  sport: 'football',
  league,
  home,
  away,
  inHours,
  markets: [
    {
      type: '1X2',
      selections: [
        { code: 'HOME', odds: o[0] ?? 2000 },
        { code: 'DRAW', odds: o[1] ?? 3300 },
        { code: 'AWAY', odds: o[2] ?? 3500 },
      ],
    },
    {
      type: 'HANDICAP',
      line: '-0.5',
      selections: [
        { code: 'HOME', odds: o[0] ?? 2000 },
        { code: 'AWAY', odds: 1850 },
      ],
    },
    {
      type: 'OVER_UNDER',
      line: '2.5',
      selections: [
        { code: 'OVER', odds: 1900 },
        { code: 'UNDER', odds: 1900 },
      ],
    },
  ],
});

/** Two-way sides (no draw: basketball goes to overtime, esports series have a winner). */
const twoWay = (
  sport: string,
  home: string,
  away: string,
  league: string,
  inHours: number,
  lines: { handicap: string; total: string; home: number; away: number },
): Demo => ({
  sport,
  league,
  home,
  away,
  inHours,
  markets: [
    {
      type: '1X2',
      selections: [
        { code: 'HOME', odds: lines.home },
        { code: 'AWAY', odds: lines.away },
      ],
    },
    {
      type: 'HANDICAP',
      line: lines.handicap,
      selections: [
        { code: 'HOME', odds: 1900 },
        { code: 'AWAY', odds: 1900 },
      ],
    },
    {
      type: 'OVER_UNDER',
      line: lines.total,
      selections: [
        { code: 'OVER', odds: 1870 },
        { code: 'UNDER', odds: 1930 },
      ],
    },
  ],
});

const SPORTS: Demo[] = [
  football('Phnom Penh Crown', 'Svay Rieng', 'Cambodian Premier League', 3, [1950, 3300, 3600]),
  football('Visakha', 'Boeung Ket', 'Cambodian Premier League', 27, [2250, 3200, 3000]),
  football('Arsenal', 'Chelsea', 'English Premier League', 30, [1800, 3700, 4300]),
  football('Buriram United', 'Bangkok United', 'Thai League 1', 51, [1700, 3800, 4600]),
  twoWay('basketball', 'Los Angeles Lakers', 'Boston Celtics', 'NBA', 8, {
    handicap: '+4.5',
    total: '221.5',
    home: 2450,
    away: 1560,
  }),
  twoWay('basketball', 'Cambodia', 'Vietnam', 'SEA Games', 54, {
    handicap: '-3.5',
    total: '150.5',
    home: 1650,
    away: 2200,
  }),
];

const ESPORTS: Demo[] = [
  twoWay('mlbb', 'See You Soon', 'Burn x Flash', 'MPL Cambodia', 4, {
    handicap: '-1.5',
    total: '2.5',
    home: 1750,
    away: 2000,
  }),
  twoWay('lol', 'T1', 'Gen.G', 'LCK', 26, { handicap: '+1.5', total: '2.5', home: 2100, away: 1700 }),
  twoWay('dota2', 'Team Spirit', 'Team Liquid', 'The International', 29, {
    handicap: '-1.5',
    total: '2.5',
    home: 1800,
    away: 1950,
  }),
  twoWay('cs2', 'NAVI', 'FaZe', 'IEM Katowice', 50, { handicap: '-1.5', total: '2.5', home: 1650, away: 2150 }),
];

/** A quarter hour, so the seeded kick-offs look like real ones. */
const QUARTER_MS = 15 * 60_000;

/**
 * Upcoming demo events of one brand, relative to now, so a fresh machine shows a live-looking
 * board. A category in which the brand still has an event to bet on is left alone, so every start
 * keeps its board filled without piling up duplicates (another brand's events are not on it).
 */
export async function seedDemoSports(db: Db, ownerMerchantId: number, now = new Date()) {
  const base = Math.ceil(now.getTime() / QUARTER_MS) * QUARTER_MS;
  for (const [category, demos] of [
    ['SPORTS', SPORTS],
    ['ESPORTS', ESPORTS],
  ] as const) {
    const [upcoming] = await db
      .select({ id: sportsEvents.id })
      .from(sportsEvents)
      .where(
        and(
          eq(sportsEvents.ownerMerchantId, ownerMerchantId),
          eq(sportsEvents.category, category),
          eq(sportsEvents.status, 'SCHEDULED'),
          gt(sportsEvents.startsAt, now),
        ),
      )
      .limit(1);
    if (upcoming) continue;
    for (const { inHours, ...d } of demos)
      await createEvent(db, { ...d, ownerMerchantId, category, startsAt: new Date(base + inHours * 3_600_000) });
  }
}
