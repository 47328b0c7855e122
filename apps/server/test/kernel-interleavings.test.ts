/**
 * Randomised interleavings of a vendor's stake, pay and refund of the same bets, sent at once to
 * two servers on one database, some of them twice with new request ids: whatever order the calls
 * land in, each bet ends in exactly one final state that its answers describe, the player's
 * balance is what those answers add up to, and the ledger stays balanced. The shuffle's seed is
 * printed with a failure so a failing order can be replayed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/index.ts';
import { bets, ledgerAccounts } from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, uniqueCode } from './helpers/app.ts';
import { providerServers } from './helpers/provider-servers.ts';

const VENDOR = 'MIXPROV';
const GAME = 'mixprov-slot';
const BETS = 30;
const STAKE = 100n;

let database: Database;
let servers: Awaited<ReturnType<typeof providerServers>>;
let merchantId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  servers = await providerServers(database, VENDOR, GAME);
  merchantId = (await createMerchant(database)).id;
});
afterAll(async () => {
  await servers?.close();
  await database.close();
});

/** A small seeded generator (mulberry32), so an order that fails can be run again. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Call = { name: 'debit' | 'credit' | 'rollback'; body: Record<string, unknown> };

describe('stake, pay and refund of one bet in any order, on two servers', () => {
  it('leave each bet in one final state, the balance their answers add up to, and the ledger balanced', async () => {
    const seed = Date.now() % 1_000_000;
    const next = random(seed);
    const p = await servers.player(merchantId, 100_000n);
    const plans = Array.from({ length: BETS }, () => {
      const bet = { transactionId: uniqueCode('bet'), roundId: uniqueCode('round') };
      const win = next() < 0.5 ? 0n : 150n;
      const calls: Call[] = [
        { name: 'debit', body: { token: p.token, ...bet, gameCode: GAME, amount: String(STAKE), currency: 'USD' } },
        {
          name: 'credit',
          body: {
            transactionId: uniqueCode('win'),
            referenceId: bet.transactionId,
            roundId: bet.roundId,
            amount: String(win),
            currency: 'USD',
            roundClosed: next() < 0.5,
          },
        },
        {
          name: 'rollback',
          body: { transactionId: uniqueCode('rb'), referenceId: bet.transactionId, roundId: bet.roundId },
        },
      ];
      // One of the three is resent, as a vendor retrying after a timeout does.
      calls.push(calls[Math.floor(next() * 3)] as Call);
      for (let i = calls.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [calls[i], calls[j]] = [calls[j] as Call, calls[i] as Call];
      }
      return { bet, win, calls, servers: calls.map(() => Math.floor(next() * 2)) };
    });

    const answered = await Promise.all(
      plans.map(async (plan) => {
        const answers = await Promise.all(plan.calls.map((c, i) => servers.call(plan.servers[i] ?? 0, c.name, c.body)));
        const by = (name: Call['name']) => answers.filter((_, i) => plan.calls[i]?.name === name).map((a) => a.body);
        return { plan, debit: by('debit'), credit: by('credit'), rollback: by('rollback') };
      }),
    );

    let expected = 100_000n;
    for (const { plan, debit, credit, rollback } of answered) {
      const context = `seed ${seed}, bet ${plan.bet.transactionId}, order ${plan.calls.map((c) => c.name).join(',')}`;
      // A call sent twice got the same answer twice; only a win sent before its bet existed may
      // have been told UNKNOWN_TRANSACTION while its resend, after the bet, was judged on it.
      for (const same of [debit, rollback]) expect(new Set(same.map((a) => a.status)).size, context).toBe(1);
      const wins = new Set(credit.map((a) => a.status));
      if (wins.size > 1) expect(wins.has('UNKNOWN_TRANSACTION'), context).toBe(true);
      wins.delete(wins.size > 1 ? 'UNKNOWN_TRANSACTION' : '');
      const c = [...wins][0];
      const [d, r] = [debit[0]?.status, rollback[0]?.status];
      const [row] = await database.db
        .select()
        .from(bets)
        .where(and(eq(bets.vendorCode, VENDOR), eq(bets.externalId, plan.bet.transactionId)));
      if (d !== 'OK') {
        // The rollback came first: recorded, and the late stake refused; nothing to pay.
        expect({ d, c, r, row }, context).toEqual({
          d: 'BET_ROLLED_BACK',
          c: 'UNKNOWN_TRANSACTION',
          r: 'OK',
          row: undefined,
        });
        continue;
      }
      expected -= STAKE;
      expect(row, context).toBeDefined();
      if (r === 'OK') {
        // Refunded: the win, early or late, is refused.
        expect(['BET_ROLLED_BACK', 'UNKNOWN_TRANSACTION'], context).toContain(c);
        expect(row?.status, context).toBe('CANCELLED');
        expected += STAKE;
      } else {
        // Paid (a zero win too): the refund is refused.
        expect({ c, r }, context).toEqual({ c: 'OK', r: 'ROUND_CLOSED' });
        expect(row?.payout, context).toBe(plan.win);
        expected += plan.win;
      }
    }

    const wallet = await database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, p.member.id), eq(ledgerAccounts.kind, 'main')));
    expect(wallet[0]?.balance, `seed ${seed}`).toBe(expected);
    expect((await servers.call(0, 'balance', { token: p.token })).body.balance).toBe(expected.toString());
    // The ledger: this player's postings add up to the balance, and every transaction to zero.
    const [sums] = await database.db
      .execute<{ mine: string; unbalanced: number }>(sql`
      select (select coalesce(sum(p.amount), 0)::text from ledger_postings p
                join ledger_accounts a on a.id = p.account_id
                where a.member_id = ${p.member.id} and a.kind = 'main') as mine,
             (select count(*)::int from (select p.transaction_id from ledger_postings p
                join ledger_transactions t on t.id = p.transaction_id
                where t.member_id = ${p.member.id}
                group by p.transaction_id having sum(p.amount) <> 0) x) as unbalanced`)
      .then((r) => (r as unknown as { rows: { mine: string; unbalanced: number }[] }).rows ?? r);
    expect(sums).toEqual({ mine: expected.toString(), unbalanced: 0 });
  });
});
