import { type CounterKey, createCounters, networkOf } from '../../platform/auth/attempt-counters.ts';
import type { Db } from '../../platform/db/index.ts';

/** Attempts count within this window; a lock's end or a success starts a new one. */
export const WINDOW_MS = 30 * 60_000;
export const LOCK_MS = 15 * 60_000;
/** Past this many attempts the next one needs a captcha. */
export const CAPTCHA_AFTER = { account: 3, pair: 3, network: 5 } as const;
/**
 * At this many attempts on one account from one network, that network is locked out of that
 * account; at this many on the account from everywhere, networks it never signed in from are.
 * A network the account signed in from before is never locked: it passes with a captcha
 * (decision 0004).
 */
export const LOCK_AFTER = { pair: 10, account: 50 } as const;

/** The login counters: scope `login` per account (source '' = all networks, else one network). */
const SCOPE = 'login';
const NETWORK_SCOPE = 'login_net';

export type LoginState = {
  account: number;
  pair: number;
  network: number;
  /** The account is locked for this network (pair) or for every new network (account). */
  pairLockedUntil: Date | null;
  accountLockedUntil: Date | null;
};

export function createLockout(db: Db) {
  const counters = createCounters(db);
  const keys = (merchantId: number, account: string, ip: string) => {
    const net = networkOf(ip);
    return {
      account: { merchantId, scope: SCOPE, subject: account } satisfies CounterKey,
      pair: { merchantId, scope: SCOPE, subject: account, source: net } satisfies CounterKey,
      network: { merchantId, scope: NETWORK_SCOPE, subject: net } satisfies CounterKey,
    };
  };

  /** Where things stand before this attempt: decides the captcha and an outright refusal. */
  async function state(merchantId: number, account: string, ip: string): Promise<LoginState> {
    const k = keys(merchantId, account, ip);
    const [a, p, n] = await Promise.all([
      counters.read(k.account, WINDOW_MS),
      counters.read(k.pair, WINDOW_MS),
      counters.read(k.network, WINDOW_MS),
    ]);
    return {
      account: a.count,
      pair: p.count,
      network: n.count,
      pairLockedUntil: p.lockedUntil,
      accountLockedUntil: a.lockedUntil,
    };
  }

  /**
   * Counts this attempt on the account, from anywhere and from this network, before the password
   * or code is compared; answers its place in line. The network's own counter is not an attempt
   * counter: a café's players signing in at the same moment are many attempts and no failure.
   */
  async function count(merchantId: number, account: string, ip: string) {
    const k = keys(merchantId, account, ip);
    const [a, p] = await counters.hitAll([k.account, k.pair], WINDOW_MS);
    if (!a || !p) throw new Error('two counters counted');
    // The network's failures so far, and this attempt as if it fails (as the two counts above).
    return { account: a.count, pair: p.count, network: (await counters.read(k.network, WINDOW_MS)).count + 1 };
  }

  /**
   * A failed attempt: counted against its network (past a few, the network's next tries need a
   * captcha), and one that reached a threshold shuts that door for LOCK_MS.
   */
  async function failed(merchantId: number, account: string, ip: string, counted: { account: number; pair: number }) {
    const k = keys(merchantId, account, ip);
    await counters.hit(k.network, WINDOW_MS);
    if (counted.pair >= LOCK_AFTER.pair) await counters.lock(k.pair, LOCK_MS);
    if (counted.account >= LOCK_AFTER.account) await counters.lock(k.account, LOCK_MS);
  }

  /** A success forgets the account's attempts. */
  async function succeeded(merchantId: number, account: string) {
    await counters.clear(merchantId, [SCOPE], [account]);
  }

  /** A password reset or an operator's unlock lifts every lock on these login names. */
  async function clear(merchantId: number, ...accounts: string[]) {
    await counters.clear(merchantId, [SCOPE], accounts);
  }

  return { state, count, failed, succeeded, clear };
}

export type Lockout = ReturnType<typeof createLockout>;
