import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/platform/db/index.ts';

type Headers = Record<string, string>;
type Selection = { id: number; code: string; odds: number; version: number; result: string | null };
type Market = { id: number; type: string; line: string | null; status: string; selections: Selection[] };
export type EventView = { id: number; status: string; startsAt: string; open: boolean; markets: Market[] };

/**
 * A football event two hours away, entered through the back-office API: 1X2 at 2.000/3.300/3.750,
 * a whole-goal handicap (home -1, so a one-goal home win is a push) and over/under 2.5.
 */
export async function newEvent(app: App, op: Headers, over: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/operator/sports/events',
    headers: op,
    payload: {
      category: 'SPORTS',
      sport: 'football',
      league: 'Test League',
      home: 'Angkor Tiger',
      away: 'Visakha',
      startsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      markets: [
        {
          type: '1X2',
          minStake: '100',
          maxStake: '50000',
          selections: [
            { code: 'HOME', odds: 2000 },
            { code: 'DRAW', odds: 3300 },
            { code: 'AWAY', odds: 3750 },
          ],
        },
        {
          type: 'HANDICAP',
          line: '-1',
          selections: [
            { code: 'HOME', odds: 1950 },
            { code: 'AWAY', odds: 1850 },
          ],
        },
        {
          type: 'OVER_UNDER',
          line: '2.5',
          selections: [
            { code: 'OVER', odds: 1905 },
            { code: 'UNDER', odds: 1905 },
          ],
        },
      ],
      ...over,
    },
  });
  if (res.statusCode !== 200) throw new Error(`event not created: ${res.body}`);
  return res.json().value as EventView;
}

/** The selection of `type`/`code` in an event view. */
export function pick(e: EventView, type: string, code: string): Selection {
  const s = e.markets.find((m) => m.type === type)?.selections.find((x) => x.code === code);
  if (!s) throw new Error(`no ${type} ${code}`);
  return s;
}

export const marketOf = (e: EventView, type: string) => {
  const m = e.markets.find((x) => x.type === type);
  if (!m) throw new Error(`no ${type}`);
  return m;
};

/** A slip sent from a game window, as the screen sends it. */
export const slip = (app: App, auth: Headers, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/house/api/sports/bets', headers: auth, payload: body });

/** An operator call on the sportsbook's back office. */
export const opCall = (app: App, op: Headers, url: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url: `/wps/operator/sports${url}`, headers: op, payload: payload as object });

/**
 * The event's kick-off, moved to a minute ago: a result is taken only once the event has started,
 * and the tests' events start two hours from now.
 */
export const kickOff = (db: Db, eventId: number) =>
  db.execute(sql`update house_sports_events set starts_at = now() - interval '1 minute' where id = ${eventId}`);
