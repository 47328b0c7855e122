import type { ProviderAnswer, ProviderStatus } from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import { type Db, preparedRun } from '../../platform/db/index.ts';
import { bets, games, ledgerAccounts, members, merchants, providerTransactions } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { commandText, withRetries } from '../../platform/money/command.ts';
import { ledgerError } from '../../platform/money/ledger.ts';
import { kernelRefusal } from '../../platform/money/sql-errors.ts';
import { recentAnswers } from '../../platform/recent.ts';
import { type BetMerchant, type BetPlacement, betCommand, walletOf } from '../bets/service.ts';
import { gamesHouseAccount } from '../wallet/accounts.ts';
import type { VendorPlayer } from './sessions.ts';

/** A business refusal: answered with its status (and the balance where one is known). */
export class ProviderRefusal extends Error {
  readonly status: ProviderStatus;
  readonly balance: bigint | undefined;
  constructor(status: ProviderStatus, balance?: bigint) {
    super(status);
    this.status = status;
    this.balance = balance;
  }
}

export type Kind = 'DEBIT' | 'CREDIT' | 'ROLLBACK';
export const actorOf = (vendorCode: string) => ({ type: 'vendor' as const, id: vendorCode });

/** The same transaction id again: its first answer if it is the same call, else a refusal. */
export async function earlier(db: Db, vendorCode: string, transactionId: string, kind: Kind, fingerprint: string) {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(and(eq(providerTransactions.vendorCode, vendorCode), eq(providerTransactions.transactionId, transactionId)));
  if (!row) return null;
  if (row.kind !== kind || (row.response as { fingerprint?: string }).fingerprint !== fingerprint)
    throw new ProviderRefusal('DUPLICATE_TRANSACTION');
  const { fingerprint: _f, ...answer } = row.response as ProviderAnswer & { fingerprint?: string };
  return { ...answer, replayed: true } as ProviderAnswer;
}

async function walletBalance(db: Db, merchant: BetMerchant, memberId: number, vendorCode: string) {
  const id = await walletOf(db, merchant, memberId, 'VENDOR', vendorCode);
  const [row] = await db.select({ b: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return row?.b ?? 0n;
}

export async function balanceAnswer(db: Db, vendorCode: string, p: VendorPlayer): Promise<ProviderAnswer> {
  return {
    status: 'OK',
    balance: (await walletBalance(db, p.merchant, p.member.id, vendorCode)).toString(),
    currency: p.merchant.currency,
  };
}

/** A game's category, asked by every debit; games are switched by an operator: kept two seconds. */
const categories = recentAnswers<string | undefined>(2000);

function categoryOf(db: Db, vendorCode: string, gameCode: string) {
  return categories.get(db, `${vendorCode}:${gameCode}`, async () => {
    const [game] = await db
      .select({ category: games.category })
      .from(games)
      .where(and(eq(games.vendorCode, vendorCode), eq(games.code, gameCode), eq(games.enabled, true)));
    return game?.category;
  });
}

const PROVIDER_DEBIT = `select response, replayed from provider_debit($1::int, $2::int, $3, $4, $5, $6, $7,
  $8::bigint, $9, $10::jsonb, $11::bigint, $12::bigint, $13, $14::jsonb, $15)`;

/**
 * A bet: refused after a rollback of its id or on a closed round; otherwise the stake is taken.
 * The checks that need no lock are made here; the rest, the money and the records are one
 * statement, provider_debit() (sql/functions/provider_debit.sql), the steps placeBet's money command would take.
 */
export async function debit(
  db: Db,
  vendorCode: string,
  p: VendorPlayer,
  call: {
    transactionId: string;
    roundId: string;
    gameCode: string;
    amount: bigint;
    currency: string;
    detail?: Record<string, unknown>;
  },
): Promise<ProviderAnswer> {
  const fingerprint = `${call.roundId}|${call.gameCode}|${call.amount}`;
  const replay = await earlier(db, vendorCode, call.transactionId, 'DEBIT', fingerprint);
  if (replay) return replay;
  if (p.member.status !== 'ACTIVE') throw new ProviderRefusal('PLAYER_DISABLED');
  if (call.currency !== p.merchant.currency) throw new ProviderRefusal('WRONG_CURRENCY');
  if (call.amount <= 0n) throw new ProviderRefusal('BAD_REQUEST');
  const category = await categoryOf(db, vendorCode, call.gameCode);
  if (!category) throw new ProviderRefusal('UNKNOWN_GAME');
  const bet: BetPlacement = {
    memberId: p.member.id,
    source: 'VENDOR',
    category,
    vendorCode,
    gameCode: call.gameCode,
    roundId: call.roundId,
    externalId: call.transactionId,
    stake: call.amount,
    detail: { ...(call.detail ?? {}), mode: p.mode },
  };
  const text = commandText(betCommand(p.merchant.id, bet, actorOf(vendorCode)));
  const wallet = await walletOf(db, p.merchant, p.member.id, 'VENDOR', vendorCode);
  const house = await gamesHouseAccount(db, p.merchant.id, p.member.id, p.merchant.currency);
  const values = [
    p.merchant.id,
    p.member.id,
    vendorCode,
    call.transactionId,
    call.roundId,
    call.gameCode,
    category,
    call.amount.toString(),
    p.merchant.currency,
    JSON.stringify(bet.detail),
    wallet,
    house,
    text.requestHash,
    text.details,
    fingerprint,
  ];
  try {
    return await providerStatement(db, 'provider_debit', PROVIDER_DEBIT, values);
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal instanceof AppError && refusal.code === 'account.balance.not.enough')
      throw new ProviderRefusal('INSUFFICIENT_FUNDS', await walletBalance(db, p.merchant, p.member.id, vendorCode));
    throw refusal;
  }
}

/** A bet by the vendor's id, with its player's merchant (null if the player is gone), in one query. */
export async function betWithMerchant(db: Db, vendorCode: string, externalId: string) {
  const [row] = await db
    .select({
      bet: bets,
      merchant: { id: merchants.id, currency: merchants.currency, walletMode: merchants.walletMode },
    })
    .from(bets)
    .leftJoin(members, and(eq(members.id, bets.memberId), eq(members.merchantId, bets.merchantId)))
    .leftJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(bets.vendorCode, vendorCode), eq(bets.externalId, externalId)))
    .limit(1);
  return row;
}

const creditInput = (c: Parameters<typeof credit>[2]) => ({
  referenceId: c.referenceId,
  roundId: c.roundId,
  amount: c.amount.toString(),
  roundClosed: c.roundClosed,
  validStake: c.validStake?.toString(),
});

const PROVIDER_CREDIT = `select response, replayed from provider_credit($1::int, $2::int, $3, $4, $5, $6::bigint, $7,
  $8::bigint, $9::boolean, $10::bigint, $11, $12::bigint, $13::bigint, $14, $15::jsonb, $16, $17)`;

/**
 * A win (any amount, 0 for a loss that closes the round), paid into the wallet the bet came from.
 * Closing the round settles its open bets, which count as turnover (the whole stake, or the valid
 * stake the vendor named for this one); later credits are refused. The checks that need no lock
 * are made here; the rest is one statement, provider_credit() (sql/functions/provider_credit.sql).
 */
export async function credit(
  db: Db,
  vendorCode: string,
  call: {
    transactionId: string;
    referenceId: string;
    roundId: string;
    amount: bigint;
    currency: string;
    roundClosed: boolean;
    validStake?: bigint | undefined;
  },
): Promise<ProviderAnswer> {
  const fingerprint = `${call.referenceId}|${call.roundId}|${call.amount}|${call.roundClosed}|${call.validStake ?? ''}`;
  const replay = await earlier(db, vendorCode, call.transactionId, 'CREDIT', fingerprint);
  if (replay) return replay;
  const found = await betWithMerchant(db, vendorCode, call.referenceId);
  const bet = found?.bet;
  if (!bet || bet.roundId !== call.roundId) throw new ProviderRefusal('UNKNOWN_TRANSACTION');
  if (call.validStake !== undefined && (!call.roundClosed || call.validStake > bet.stake))
    throw new ProviderRefusal('BAD_REQUEST');
  const merchant = found.merchant;
  if (!merchant) throw new ProviderRefusal('UNKNOWN_TRANSACTION');
  if (call.currency !== merchant.currency) throw new ProviderRefusal('WRONG_CURRENCY');
  const wallet = await walletOf(db, merchant, bet.memberId, 'VENDOR', vendorCode);
  const house = await gamesHouseAccount(db, merchant.id, bet.memberId, merchant.currency);
  const text = commandText({
    merchantId: merchant.id,
    scope: `credit:${vendorCode}`,
    key: call.transactionId,
    // What the vendor's id stands for, as the fingerprint: a resend with a new request id
    // (the HTTP request's own id) is the same call and must replay, even while the first runs.
    input: creditInput(call),
    actor: actorOf(vendorCode),
    action: 'vendor.credit',
  });
  const values = [
    merchant.id,
    bet.memberId,
    vendorCode,
    call.transactionId,
    call.roundId,
    bet.id,
    bet.gameCode,
    call.amount.toString(),
    call.roundClosed,
    call.validStake === undefined ? null : call.validStake.toString(),
    merchant.currency,
    wallet,
    house,
    text.requestHash,
    text.details,
    call.referenceId,
    fingerprint,
  ];
  try {
    return await providerStatement(db, 'provider_credit', PROVIDER_CREDIT, values);
  } catch (err) {
    throw refusalOf(err);
  }
}

/** Runs provider_debit() or provider_credit(): the vendor's answer, marked when it is a replay. */
async function providerStatement(db: Db, name: string, text: string, values: unknown[]): Promise<ProviderAnswer> {
  const [row] = await withRetries(() =>
    preparedRun(db)<{ response: ProviderAnswer | string; replayed: boolean }>(name, text, values),
  );
  if (!row) throw new Error(`${name} answered nothing`);
  const answer = (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as ProviderAnswer;
  return row.replayed ? { ...answer, replayed: true } : answer;
}

/** What provider_debit() and provider_credit() raise, as the vendor's answer. */
export function refusalOf(err: unknown): unknown {
  switch (kernelRefusal(err)?.kind) {
    // One transaction id sent at once for calls of two kinds (or two players): each claimed a key
    // of its own scope and the second to record the id found it taken. Answered as the id's reuse,
    // as a later resend would be, not as a failure.
    case 'id.reused':
    case 'key.reused':
      return new ProviderRefusal('DUPLICATE_TRANSACTION');
    case 'bet.rolled.back':
      return new ProviderRefusal('BET_ROLLED_BACK');
    case 'round.closed':
      return new ProviderRefusal('ROUND_CLOSED');
    case 'stake.refused':
      return new ProviderRefusal('BET_REFUSED');
    default:
      return ledgerError(err);
  }
}
