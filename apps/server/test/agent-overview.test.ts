import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import {
  bets,
  deposits,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  members,
} from '../src/platform/db/schema.ts';
import { makeMember, sealedCall } from './helpers/accounts.ts';
import { newAgent, signedIn } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { channels, fund, operatorToken } from './helpers/money.ts';
import { GAME_OF, payBet, refundBet, stakeBet } from './helpers/rounds.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Record<string, string>;
let bank: number;
const money = () => ({ id: m.id, currency: 'USD', walletMode: 'single' as const });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  bank = (await channels(app, m.id)).bank.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function bet(
  memberId: number,
  stake: bigint,
  payout: bigint | 'open' | 'cancel',
  category: keyof typeof GAME_OF = 'RNG',
) {
  const placed = await stakeBet(database.db, money(), memberId, { stake, gameCode: GAME_OF[category] });
  if (payout === 'cancel') await refundBet(database.db, placed);
  else if (payout !== 'open') await payBet(database.db, money(), placed, payout);
  return placed.betId;
}

async function withdraw(p: Awaited<ReturnType<typeof signedIn>>, amount: string, approve: boolean) {
  const card = await sealedCall(app, {
    method: 'PUT',
    url: '/wps/member/bankCard',
    headers: p.auth,
    payload: {
      bankName: 'ABA',
      accountNumber: `7${p.member.id}${uniqueCode('').slice(1, 7).replace(/\D/g, '1')}`,
      accountName: 'Sok Dara',
    },
  });
  const w = await sealedCall(app, {
    method: 'PUT',
    url: '/wps/transaction/withdraw',
    headers: p.auth,
    payload: { bankAccountId: card.json().value.id, amount, paymentPassword: '123456' },
  });
  const id = w.json().value.id;
  await app.inject({
    method: 'POST',
    url: `/wps/operator/withdrawals/${id}/${approve ? 'approve' : 'reject'}`,
    headers: op,
    payload: {},
  });
}

/** Net of the given ledger transaction types on these members' main wallets, straight from the postings. */
async function ledgerNet(memberIds: number[], types: string[]) {
  const [row] = await database.db
    .select({ s: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        inArray(ledgerAccounts.memberId, memberIds),
        eq(ledgerAccounts.kind, 'main'),
        inArray(ledgerTransactions.type, types),
      ),
    );
  return row?.s ?? '0';
}

const overview = async (auth: Record<string, string>, query = 'preset=today') =>
  (await app.inject({ url: `/wps/agent/team/overview?${query}`, headers: auth })).json();

describe('team overview', () => {
  it('sums the whole downline, not the agent or anyone outside, and agrees with the ledger to the cent', async () => {
    const top = await newAgent(app, m.headers, m.id);
    const sub = await newAgent(app, m.headers, m.id, top.member.id);
    const direct = await signedIn(app, m.headers, m.id, { uplineId: top.member.id });
    const deep = await signedIn(app, m.headers, m.id, { uplineId: sub.member.id });
    const idle = await makeMember(app, m.id, { uplineId: deep.member.id });
    const outsider = await signedIn(app, m.headers, m.id);
    for (const p of [top, direct, deep, outsider]) await fund(app, p.auth, op, bank, '100000');
    await fund(app, sub.auth, op, bank, '2501');
    await withdraw(direct, '10000', true);
    await withdraw(deep, '5000', false);
    await bet(direct.member.id, 1000n, 1950n, 'LIVE');
    await bet(direct.member.id, 500n, 0n);
    await bet(deep.member.id, 333n, 0n);
    await bet(deep.member.id, 700n, 'open');
    await bet(deep.member.id, 400n, 'cancel');
    // Neither the agent's own bets nor an outsider's belong to the team.
    await bet(top.member.id, 9000n, 0n);
    await bet(outsider.member.id, 7000n, 0n);

    const res = await overview(top.auth);
    expect(res.success).toBe(true);
    expect(res.value).toMatchObject({
      timezone: 'Asia/Phnom_Penh',
      teamSize: 4,
      directMembers: 2,
      newMembers: 4,
      activeMembers: 2,
      depositCount: 3,
      depositAmount: '202501',
      withdrawalCount: 1,
      withdrawalAmount: '10000',
      betCount: 3,
      betAmount: '1833',
      validBet: '1833',
      payout: '1950',
      profitLoss: '117',
    });
    expect(res.value.from).toBe(res.value.to);
    const team = [sub.member.id, direct.member.id, deep.member.id, idle.id];
    expect(res.value.depositAmount).toBe(await ledgerNet(team, ['DEPOSIT']));
    // Open bets hold their stake out of the wallets; cancelled ones net to nothing.
    expect(BigInt(await ledgerNet(team, ['BET', 'BET_PAYOUT', 'BET_REFUND']))).toBe(
      BigInt(res.value.profitLoss) - 700n,
    );
    const [paid] = await database.db
      .select({ s: sql<string>`coalesce(sum(-${ledgerPostings.amount}), 0)::text` })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(and(eq(ledgerTransactions.type, 'WITHDRAW_PAYOUT'), inArray(ledgerAccounts.memberId, team)));
    expect(res.value.withdrawalAmount).toBe(paid?.s);

    // One level down, the sub-agent sees only its own team.
    expect((await overview(sub.auth)).value).toMatchObject({
      teamSize: 2,
      directMembers: 1,
      activeMembers: 1,
      depositAmount: '100000',
      withdrawalCount: 0,
      betAmount: '333',
      profitLoss: '-333',
    });
  });

  it('counts days of the merchant’s calendar, not the server’s', async () => {
    const top = await newAgent(app, m.headers, m.id);
    const p = await signedIn(app, m.headers, m.id, { uplineId: top.member.id });
    await fund(app, p.auth, op, bank, '50000');
    const late = await bet(p.member.id, 100n, 0n);
    const early = await bet(p.member.id, 200n, 0n);
    // Phnom Penh is UTC+7: 17:00 UTC on the 1st is midnight starting the 2nd there.
    const at = (iso: string) => sql`${iso}::timestamptz`;
    const move = (externalId: string, iso: string) =>
      database.db
        .update(bets)
        .set({ placedAt: at(iso), settledAt: at(iso) })
        .where(and(eq(bets.merchantId, m.id), eq(bets.externalId, externalId)));
    await move(late, '2026-03-01T17:00:00Z');
    await move(early, '2026-03-01T16:59:59Z');
    await database.db
      .update(members)
      .set({ createdAt: at('2026-03-01T16:59:59Z') })
      .where(eq(members.id, p.member.id));
    await database.db
      .update(deposits)
      .set({ settledAt: at('2026-03-01T23:30:00Z') })
      .where(eq(deposits.memberId, p.member.id));

    const second = await overview(top.auth, 'from=2026-03-02&to=2026-03-02');
    expect(second.value).toMatchObject({ from: '2026-03-02', to: '2026-03-02', betCount: 1, betAmount: '100' });
    expect(second.value).toMatchObject({ newMembers: 0, activeMembers: 1, depositAmount: '50000' });
    const first = await overview(top.auth, 'from=2026-03-01&to=2026-03-01');
    expect(first.value).toMatchObject({ betCount: 1, betAmount: '200', newMembers: 1, depositCount: 0 });
    expect((await overview(top.auth, 'from=2026-03-01&to=2026-03-02')).value).toMatchObject({
      betCount: 2,
      betAmount: '300',
    });
    expect((await overview(top.auth)).value).toMatchObject({ betCount: 0, teamSize: 1 });
  });

  it('refuses a period that ends before it starts, is too long, or has one end only', async () => {
    const top = await newAgent(app, m.headers, m.id);
    for (const q of [
      'from=2026-03-02&to=2026-03-01',
      'from=2026-01-01&to=2026-06-01',
      'from=2026-03-01',
      'preset=decade',
    ]) {
      const res = await app.inject({ url: `/wps/agent/team/overview?${q}`, headers: top.auth });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errorCode, q).toBe('request.param.err');
    }
  });
});
