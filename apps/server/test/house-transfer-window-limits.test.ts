/**
 * A house game window of a TRANSFER-model brand plays from the balance the house keeps, so its
 * stakes never reach the platform's `debit`. They must still stop when the vendor session the
 * window was opened from ends (a session limit caps it) and while the player is on a break, as a
 * seamless debit does (house/transfer/platform-gate.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { playInstant } from '../src/house/instant.ts';
import { houseSession } from '../src/house/sessions.ts';
import { houseTransferTxs } from '../src/house/store/transfer.ts';
import { heldBalance } from '../src/house/transfer/balances.ts';
import { setWalletModel } from '../src/modules/provider/transfer/model.ts';
import type { Database } from '../src/platform/db/index.ts';
import { games, merchants, playerBreaks } from '../src/platform/db/schema.ts';
import { seedGames } from '../src/seed/games.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { channels, fund, operatorToken, player } from './helpers/money.ts';

type Headers = Record<string, string>;

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Headers;
let bank: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  const db = database.db;
  await seedGames(db);
  m = await createMerchant(database);
  await db.update(merchants).set({ walletMode: 'transfer' }).where(eq(merchants.id, m.id));
  await setWalletModel(db, m.id, 'HOUSE', 'TRANSFER');
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  bank = (await channels(app, m.id)).bank.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A player with `amount` moved IN to the house, and a game window opened like the portal does. */
async function playingAtHouse(amount: string) {
  const p = await player(app, m.headers, m.id);
  await fund(app, p.auth, op, bank, '20000');
  const moved = await app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: p.auth,
    payload: { vendorCode: 'HOUSE', direction: 'IN', amount },
  });
  expect(moved.json().value.status).toBe('DONE');
  const [game] = await database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorCode, 'HOUSE'), eq(games.code, 'mekong-fortune')));
  const launch = await app.inject({
    url: `/wps/game/launchGame?launchMode=GLS&gameId=${game?.id}&accountType=1`,
    headers: p.auth,
  });
  const ticket = new URL(launch.json().value.content.game_url as string).searchParams.get('ticket') as string;
  const res = await app.inject({ method: 'POST', url: '/house/api/session', payload: { ticket, lang: 'EN' } });
  const { token } = res.json().value as { token: string };
  return { p, token, session: await houseSession(database.db, token) };
}

const stake = (session: Awaited<ReturnType<typeof houseSession>>) =>
  playInstant(app.house, session, {
    gameCode: 'mekong-fortune',
    stake: 1000n,
    bet: { side: 'heads' },
    play: () => ({ outcome: { heads: false }, payout: 0n }),
  });
const held = (memberId: number) => heldBalance(database.db, { playerId: String(memberId), currency: 'USD' });
const debits = async (memberId: number) =>
  (
    await database.db
      .select({ id: houseTransferTxs.id })
      .from(houseTransferTxs)
      .where(and(eq(houseTransferTxs.playerId, String(memberId)), eq(houseTransferTxs.kind, 'DEBIT')))
  ).length;

describe('a TRANSFER-model house window', () => {
  it('takes stakes while the session lasts and the player plays freely', async () => {
    const { p, session } = await playingAtHouse('5000');
    await expect(stake(session)).resolves.toMatchObject({ balance: '4000' });
    expect(await held(p.member.id)).toBe(4000n);
  });

  it('refuses the next stake once a break started, and moves no money', async () => {
    const { p, session } = await playingAtHouse('5000');
    await stake(session);
    // A break whose recall has not reached the house yet (a vendor that did not answer, or a
    // recall that read the balance before this window's next shot): the window is still open.
    await database.db.insert(playerBreaks).values({
      merchantId: m.id,
      memberId: p.member.id,
      kind: 'EXCLUSION',
      endsAt: sql`now() + interval '30 days'`,
    });
    await expect(stake(session)).rejects.toMatchObject({ code: 'stake.refused' });
    expect(await held(p.member.id)).toBe(4000n);
    expect(await debits(p.member.id)).toBe(1);
  });

  it('refuses the next stake once the vendor session ended (session limit reached)', async () => {
    const { p, token, session } = await playingAtHouse('5000');
    await stake(session);
    // What capSessionsToAllowance does when today's minutes are used up: the game window's vendor
    // session ends now. The house window itself (12 hours) is still open.
    await database.db.execute(
      sql`update vendor_sessions set expires_at = now() - interval '1 second' where member_id = ${p.member.id}`,
    );
    await expect(stake(session)).rejects.toMatchObject({ code: 'house.session.invalid' });
    expect(await held(p.member.id)).toBe(4000n);
    expect(await debits(p.member.id)).toBe(1);
    // The window's balance is refused too, as the seamless `balance` is for an ended session.
    const state = await app.inject({ url: '/house/api/session', headers: { authorization: token } });
    expect(state.json().errorCode).toBe('house.session.invalid');
  });
});
