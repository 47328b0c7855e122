import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../platform/db/index.ts';
import { AppError } from '../platform/errors.ts';
import { newServerSeed } from '../platform/fair.ts';
import { houseSessions } from './store/tables.ts';
import type { AuthenticateAnswer, HouseWallet } from './wallet-client.ts';

/** Demo money a free-trial game window starts with: 2,000.00. */
export const DEMO_BALANCE = 200_000n;
const SESSION_TTL_MS = 12 * 3_600_000;

export type HouseSession = typeof houseSessions.$inferSelect;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

/**
 * The player's brand as the platform named it. Anything but a positive whole number (an older
 * platform says nothing) leaves the session without one: the sportsbook then offers it no event.
 */
const merchantOf = ({ merchantId: id }: AuthenticateAnswer) =>
  typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;

/**
 * Trades the launch ticket for a game-window session. The platform's `authenticate` vouches for the
 * ticket and names the player and their brand; in FREE mode the window plays with demo money and
 * the player's wallet is never called again.
 */
export async function openHouseSession(db: Db, wallet: HouseWallet, ticket: string, language: string) {
  const auth = await wallet.authenticate(ticket);
  if (auth.status === 'PLAYER_DISABLED') throw new AppError('house.player.disabled', 'The account is locked');
  if (auth.status !== 'OK' || !auth.token || !auth.player || !auth.currency)
    throw new AppError('house.ticket.invalid', 'The launch ticket is unknown, used or expired');
  const token = randomBytes(32).toString('base64url');
  const seed = newServerSeed();
  const free = auth.player.mode === 'FREE';
  const [row] = await db
    .insert(houseSessions)
    .values({
      tokenHash: hash(token),
      mode: auth.player.mode,
      playerId: auth.player.id,
      merchantId: merchantOf(auth),
      nickname: auth.player.nickname,
      currency: auth.currency,
      language,
      gameCode: auth.player.gameCode,
      vendorToken: free ? null : auth.token,
      demoBalance: free ? DEMO_BALANCE : 0n,
      nextSeed: seed.serverSeed,
      nextSeedHash: seed.seedHash,
      clientSeed: newClientSeed(),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning();
  return { token, session: row as HouseSession, balance: free ? DEMO_BALANCE : BigInt(auth.balance ?? '0') };
}

/** The live session a game window's token names, or 401. */
export async function houseSession(db: Db, token: string | undefined): Promise<HouseSession> {
  if (token) {
    const [row] = await db
      .select()
      .from(houseSessions)
      .where(and(eq(houseSessions.tokenHash, hash(token)), gt(houseSessions.expiresAt, new Date())));
    if (row) return row;
  }
  throw new AppError('house.session.invalid', 'The game session has ended; launch the game again');
}

/** The balance the window shows: the wallet's in REAL mode, the demo money in FREE mode. */
export async function sessionBalance(wallet: HouseWallet, s: HouseSession): Promise<bigint> {
  if (s.mode === 'FREE' || !s.vendorToken) return s.demoBalance;
  const answer = await wallet.balance(s.vendorToken);
  if (answer.status !== 'OK') throw new AppError('house.session.invalid', 'The platform ended this game session');
  return BigInt(answer.balance ?? '0');
}

/** A player may choose the client seed of their next rounds (it is mixed into every draw). */
export async function setClientSeed(db: Db, s: HouseSession, clientSeed: string) {
  await db.update(houseSessions).set({ clientSeed }).where(eq(houseSessions.id, s.id));
}
