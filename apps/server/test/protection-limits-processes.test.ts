/**
 * A player's wager and loss limits hold when stakes arrive at once through two server processes:
 * the kernel's stake hook counts them under a lock on the limit's row, in each stake's own
 * transaction, so no two pass a limit together. On PostgreSQL the second process is a real child
 * process; on the embedded PGlite (one process only) it is a second app on the same database.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../src/platform/db/schema.ts';
import { houseSuite } from './helpers/house.ts';
import { secondServer } from './helpers/second-server.ts';

const { s, fundedPlayer, openWindow } = houseSuite();
let other: Awaited<ReturnType<typeof secondServer>>;

// A child process starts a whole app: on a busy machine that takes more than the default 10 s.
beforeAll(async () => {
  other = await secondServer(s.database);
}, 60_000);
afterAll(() => other.close());

const SPIN = '/house/api/slots/mekong-fortune/spin';
type Auth = Record<string, string>;

/** One spin through this process, or through the other one. */
async function spin(i: number, auth: Auth, stake: string): Promise<string | null> {
  if (i % 2 === 0) {
    const res = await s.app.inject({ method: 'POST', url: SPIN, headers: auth, payload: { stake } });
    return res.json().errorCode;
  }
  const res = await fetch(`${other.url}${SPIN}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ stake }),
  });
  return ((await res.json()) as { errorCode: string | null }).errorCode;
}

const setLimit = (auth: Auth, kind: string, amount: string) =>
  s.app.inject({ method: 'PUT', url: '/wps/member/limits', headers: auth, payload: { kind, period: 'DAY', amount } });
const placed = (memberId: number) =>
  s.database.db
    .select({ stake: bets.stake, payout: bets.payout })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), ne(bets.status, 'CANCELLED')));

describe('limits across two server processes', () => {
  it('twelve stakes at once through two processes: exactly those within a wager limit pass', async () => {
    const p = await fundedPlayer('100000');
    expect((await setLimit(p.auth, 'WAGER', '5000')).statusCode).toBe(200);
    const windows = await Promise.all([0, 1, 2, 3].map(() => openWindow(p.auth, 'mekong-fortune')));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => spin(i, windows[i % windows.length].auth, '1000')),
    );
    expect(answers.filter((a) => a === null)).toHaveLength(5);
    expect(answers.filter((a) => a !== null).every((a) => a === 'stake.refused')).toBe(true);
    const rows = await placed(p.member.id);
    expect(rows.reduce((sum, r) => sum + r.stake, 0n)).toBe(5000n);
  });

  it('stakes at once through two processes never take the net loss past a loss limit', async () => {
    const p = await fundedPlayer('100000');
    expect((await setLimit(p.auth, 'LOSS', '3000')).statusCode).toBe(200);
    const windows = await Promise.all([0, 1, 2, 3].map(() => openWindow(p.auth, 'mekong-fortune')));
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => spin(i, windows[i % windows.length].auth, '1000')),
    );
    expect(answers.every((a) => a === null || a === 'stake.refused')).toBe(true);
    // Each stake counted as lost until paid: at any moment, and so at the end, the net is within it.
    const rows = await placed(p.member.id);
    const net = rows.reduce((sum, r) => sum + r.stake - r.payout, 0n);
    expect(net).toBeLessThanOrEqual(3000n);
    expect(rows.length).toBe(answers.filter((a) => a === null).length);
  });
});
