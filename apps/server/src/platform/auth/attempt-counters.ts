import { and, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { attemptCounters } from '../db/schema.ts';

/** One counter: what is counted (scope), against whom (subject) and from where (source, '' = anywhere). */
export type CounterKey = { merchantId: number; scope: string; subject: string; source?: string };
export type CounterState = { count: number; lockedUntil: Date | null };

const EMPTY: CounterState = { count: 0, lockedUntil: null };

/**
 * The network a request comes from: an IPv4 address itself (a carrier's or a café's shared
 * address is one network), an IPv6 address its /64, which one subscriber usually holds whole.
 */
export function networkOf(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const match = (k: CounterKey) =>
  and(
    eq(attemptCounters.merchantId, k.merchantId),
    eq(attemptCounters.scope, k.scope),
    eq(attemptCounters.subject, k.subject),
    eq(attemptCounters.source, k.source ?? ''),
  );

/**
 * Fixed-window counters in the database. `hit` counts an attempt with one atomic upsert and
 * answers the count including it, so the caller judges the attempt by its own place in line: N
 * simultaneous attempts get the numbers 1..N whichever process serves them. A window that has run
 * out, or a lock that has ended, starts afresh, so the first try after a lock is not a new lock.
 */
export function createCounters(db: Db) {
  const fresh = (windowMs: number): SQL =>
    sql`(${attemptCounters.windowStartedAt} < ${new Date(Date.now() - windowMs)} or ${attemptCounters.lockedUntil} <= ${new Date()})`;

  async function hitWith(tx: Pick<Db, 'insert'>, k: CounterKey, windowMs: number): Promise<CounterState> {
    const restart = fresh(windowMs);
    const [row] = await tx
      .insert(attemptCounters)
      .values({ ...k, source: k.source ?? '', count: 1, windowStartedAt: new Date() })
      .onConflictDoUpdate({
        target: [attemptCounters.merchantId, attemptCounters.scope, attemptCounters.subject, attemptCounters.source],
        set: {
          count: sql`case when ${restart} then 1 else ${attemptCounters.count} + 1 end`,
          windowStartedAt: sql`case when ${restart} then ${new Date()} else ${attemptCounters.windowStartedAt} end`,
          lockedUntil: sql`case when ${restart} then null else ${attemptCounters.lockedUntil} end`,
        },
      })
      .returning({ count: attemptCounters.count, lockedUntil: attemptCounters.lockedUntil });
    return row ? { count: row.count, lockedUntil: row.lockedUntil } : { count: 1, lockedUntil: null };
  }

  const hit = (k: CounterKey, windowMs: number) => hitWith(db, k, windowMs);

  /**
   * Counts one attempt on several counters in one transaction, in the order given. The first
   * row's lock is held to the end, so attempts sharing it get the same place in line on every
   * counter (the 3rd on the account is the 3rd on its network too). Callers always list the
   * narrower subject first (account before network), so two of them never wait on each other.
   */
  function hitAll(keys: CounterKey[], windowMs: number): Promise<CounterState[]> {
    return db.transaction(async (tx) => {
      const out: CounterState[] = [];
      for (const k of keys) out.push(await hitWith(tx, k, windowMs));
      return out;
    });
  }

  /**
   * Counts distinct values tried against one subject (a payment password's guesses): the same
   * value sent N times at once is one guess, as it can only teach its sender one thing, while N
   * different values count N. The subject's own counter row is locked first and held to the end,
   * so the subject's tries are counted one after another and each answers its exact place.
   * `value` is stored, so pass a fingerprint of it, never the secret itself.
   */
  function hitDistinct(k: CounterKey, value: string, windowMs: number): Promise<number> {
    return db.transaction(async (tx) => {
      await hitWith(tx, k, windowMs);
      const values = { ...k, scope: `${k.scope}:values` };
      await hitWith(tx, { ...values, source: value }, windowMs);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(attemptCounters)
        .where(
          and(
            eq(attemptCounters.merchantId, k.merchantId),
            eq(attemptCounters.scope, values.scope),
            eq(attemptCounters.subject, k.subject),
            gt(attemptCounters.windowStartedAt, new Date(Date.now() - windowMs)),
          ),
        );
      return row?.n ?? 1;
    });
  }

  /** The counter as it stands (a snapshot: only `hit` decides a race). */
  async function read(k: CounterKey, windowMs: number): Promise<CounterState> {
    const [row] = await db.select().from(attemptCounters).where(match(k));
    if (!row) return EMPTY;
    const now = Date.now();
    const locked = row.lockedUntil !== null && row.lockedUntil.getTime() > now;
    if (!locked && (row.lockedUntil !== null || now - row.windowStartedAt.getTime() > windowMs)) return EMPTY;
    return { count: row.count, lockedUntil: locked ? row.lockedUntil : null };
  }

  async function lock(k: CounterKey, ms: number) {
    await db
      .update(attemptCounters)
      .set({ lockedUntil: new Date(Date.now() + ms) })
      .where(match(k));
  }

  /** Forgets a subject's counters of the given scopes, from every source. */
  async function clear(merchantId: number, scopes: string[], subjects: string[]) {
    if (subjects.length === 0) return;
    await db
      .delete(attemptCounters)
      .where(
        and(
          eq(attemptCounters.merchantId, merchantId),
          inArray(attemptCounters.scope, scopes),
          or(...subjects.map((subject) => eq(attemptCounters.subject, subject))),
        ),
      );
  }

  return { hit, hitAll, hitDistinct, read, lock, clear };
}

export type Counters = ReturnType<typeof createCounters>;
