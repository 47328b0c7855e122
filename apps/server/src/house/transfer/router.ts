import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { houseBets, houseSessions } from '../store/tables.ts';
import { houseTransferSessions } from '../store/transfer.ts';
import type { HouseWallet } from '../wallet-client.ts';
import { type Holder, heldBalance, txOf } from './balances.ts';
import * as local from './games.ts';
import type { PlayGate } from './platform-gate.ts';
import { reportFinalBets } from './report.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The house's wallet as its games see it: the platform's seamless wallet, except for sessions of
 * brands that run the house in the TRANSFER model, whose money calls go to the balance the house
 * keeps itself (./games.ts). Same methods, same answers, so no game knows the difference. Which
 * way a call goes is decided by what `authenticate` said when the session opened: the session's
 * vendor token for debits and balances, the bet a credit or rollback refers to for the rest.
 */
export function transferRouted(db: Db, platform: HouseWallet, gate: PlayGate): HouseWallet {
  async function holderOf(token: string): Promise<Holder | undefined> {
    const [s] = await db
      .select()
      .from(houseTransferSessions)
      .where(eq(houseTransferSessions.tokenHash, hash(token)));
    return s ? { playerId: s.playerId, currency: s.currency } : undefined;
  }

  /** A bet is the local wallet's when its debit is there, or when its game session is (for a
   * rollback of a debit that never landed). */
  async function isLocalBet(referenceId: string) {
    if (await txOf(db, 'GAME', referenceId)) return true;
    const betId = /^HB([0-9]{1,15})$/.exec(referenceId)?.[1];
    if (!betId) return false;
    const [s] = await db
      .select({ token: houseSessions.vendorToken })
      .from(houseBets)
      .innerJoin(houseSessions, eq(houseSessions.id, houseBets.sessionId))
      .where(eq(houseBets.id, Number(betId)));
    return Boolean(s?.token && (await holderOf(s.token)));
  }

  /** A bet that became final goes to the platform's betting record now; the job retries. */
  const report = async (playerId: string | undefined) => {
    if (playerId) await reportFinalBets(db, platform, playerId).catch(() => undefined);
  };

  return {
    ...platform,
    authenticate: async (ticket) => {
      const a = await platform.authenticate(ticket);
      if (a.status !== 'OK' || a.walletModel !== 'TRANSFER' || !a.token || !a.player || !a.currency) return a;
      if (a.player.mode !== 'REAL') return a;
      const holder = { playerId: a.player.id, currency: a.currency };
      await db
        .insert(houseTransferSessions)
        .values({ tokenHash: hash(a.token), ...holder })
        .onConflictDoNothing();
      return { ...a, balance: (await heldBalance(db, holder)).toString() };
    },
    balance: async (token) => {
      const h = await holderOf(token);
      if (!h) return platform.balance(token);
      // As the seamless `balance`: only while the window's vendor session lasts (platform-gate.ts).
      const refused = await gate(token, false);
      if (refused) return { status: refused };
      return { status: 'OK', balance: (await heldBalance(db, h)).toString(), currency: h.currency };
    },
    debit: async (p) => {
      const h = await holderOf(p.token);
      if (!h) return platform.debit(p);
      // Before any money moves: the vendor session still live and the player not on a break, as
      // the seamless debit checks (platform-gate.ts). A session limit or a break stops the window.
      const refused = await gate(p.token, true);
      if (refused) return { status: refused, transactionId: p.transactionId };
      const { token: _token, ...call } = p;
      return local.debit(db, h, call);
    },
    credit: async (p) => {
      if (!(await isLocalBet(p.referenceId))) return platform.credit(p);
      const answer = await local.credit(db, p);
      if (answer.status === 'OK' && p.roundClosed) await report((await txOf(db, 'GAME', p.referenceId))?.playerId);
      return answer;
    },
    rollback: async (p) => {
      if (!(await isLocalBet(p.referenceId))) return platform.rollback(p);
      const answer = await local.rollback(db, p);
      if (answer.status === 'OK') await report((await txOf(db, 'GAME', p.referenceId))?.playerId);
      return answer;
    },
  };
}
