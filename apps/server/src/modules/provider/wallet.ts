import type { ProviderAnswer, ProviderStatus } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import { type Db, preparedRun } from '../../platform/db/index.ts';
import { ledgerAccounts } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { gamesHouseAccount } from '../../platform/money/accounts.ts';
import { withRetries } from '../../platform/money/command.ts';
import { ledgerError } from '../../platform/money/ledger.ts';
import { kernelRefusal } from '../../platform/money/sql-errors.ts';
import { type BetMerchant, walletOf } from '../bets/index.ts';
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

export type DebitCall = {
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: bigint;
  currency: string;
  detail?: Record<string, unknown>;
};

/**
 * What a debit's transaction id stands for: a resend that changes any of it (the currency too) is
 * another call. provider_debit() keys the id's answer by it and the player (debit-replay.ts too).
 */
export const debitFingerprint = (call: DebitCall) => `${call.roundId}|${call.gameCode}|${call.amount}|${call.currency}`;

/** provider_debit()'s argument: the call, its player and the two accounts the stake moves between. */
export function debitArgs(
  vendorCode: string,
  p: { merchant: { id: number }; member: { id: number }; mode: VendorPlayer['mode'] },
  call: DebitCall,
  accounts: { wallet: number; house: number },
) {
  return {
    merchant: p.merchant.id,
    member: p.member.id,
    vendor: vendorCode,
    transaction: call.transactionId,
    round: call.roundId,
    game: call.gameCode,
    amount: call.amount.toString(),
    currency: call.currency,
    detail: { ...(call.detail ?? {}), mode: p.mode },
    wallet: accounts.wallet,
    house: accounts.house,
    fingerprint: debitFingerprint(call),
  };
}

/**
 * A bet: one statement, provider_debit() (sql/functions/provider_debit.sql), which answers a resend
 * first, then checks the player, currency and game, and takes the stake. Only the account ids
 * (kept per process) and the vendor session (checked in memory, sessions.ts) are read here.
 */
export async function debit(db: Db, vendorCode: string, p: VendorPlayer, call: DebitCall): Promise<ProviderAnswer> {
  if (call.amount <= 0n) throw new ProviderRefusal('BAD_REQUEST');
  const wallet = await walletOf(db, p.merchant, p.member.id, 'VENDOR', vendorCode);
  const house = await gamesHouseAccount(db, p.merchant.id, p.member.id, p.merchant.currency);
  try {
    return await providerStatement(db, 'provider_debit', debitArgs(vendorCode, p, call, { wallet, house }));
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal instanceof AppError && refusal.code === 'account.balance.not.enough')
      throw new ProviderRefusal('INSUFFICIENT_FUNDS', await walletBalance(db, p.merchant, p.member.id, vendorCode));
    throw refusal;
  }
}

type CreditCall = {
  transactionId: string;
  referenceId: string;
  roundId: string;
  amount: bigint;
  currency: string;
  roundClosed: boolean;
  validStake?: bigint | undefined;
};

/** provider_credit()'s argument: the call, with the audit line's details. */
export function creditArgs(vendorCode: string, call: CreditCall) {
  const input = {
    referenceId: call.referenceId,
    roundId: call.roundId,
    amount: call.amount.toString(),
    roundClosed: call.roundClosed,
    validStake: call.validStake?.toString(),
  };
  return {
    vendor: vendorCode,
    transaction: call.transactionId,
    reference: call.referenceId,
    round: call.roundId,
    amount: input.amount,
    currency: call.currency,
    roundClosed: call.roundClosed,
    validStake: input.validStake ?? null,
    details: { key: call.transactionId, input },
    fingerprint: `${call.referenceId}|${call.roundId}|${call.amount}|${call.currency}|${call.roundClosed}|${call.validStake ?? ''}`,
  };
}

/**
 * A win (any amount, 0 for a loss that closes the round), paid into the wallet the bet came from.
 * Closing the round settles its open bets, which count as turnover (the whole stake, or the valid
 * stake the vendor named for this one); later credits are refused. One statement,
 * provider_credit() (sql/functions/provider_credit.sql), which finds the bet itself.
 */
export async function credit(db: Db, vendorCode: string, call: CreditCall): Promise<ProviderAnswer> {
  try {
    return await providerStatement(db, 'provider_credit', creditArgs(vendorCode, call));
  } catch (err) {
    throw refusalOf(err);
  }
}

/**
 * Runs one of the provider statements, each `name(p jsonb)` answering the vendor's answer and
 * whether it is a replay; a serialization failure or deadlock runs it again.
 */
export async function providerStatement(
  db: Db,
  name: 'provider_debit' | 'provider_credit' | 'provider_rollback',
  args: Record<string, unknown>,
): Promise<ProviderAnswer> {
  const [row] = await withRetries(() =>
    preparedRun(db)<{ response: ProviderAnswer | string; replayed: boolean }>(
      name,
      `select response, replayed from ${name}($1::jsonb)`,
      [JSON.stringify(args)],
    ),
  );
  if (!row) throw new Error(`${name} answered nothing`);
  const answer = (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as ProviderAnswer;
  return row.replayed ? { ...answer, replayed: true } : answer;
}

/** What the provider statements raise, as the vendor's answer. */
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
    case 'player.disabled':
      return new ProviderRefusal('PLAYER_DISABLED');
    case 'wrong.currency':
      return new ProviderRefusal('WRONG_CURRENCY');
    case 'unknown.game':
      return new ProviderRefusal('UNKNOWN_GAME');
    case 'unknown.transaction':
      return new ProviderRefusal('UNKNOWN_TRANSACTION');
    case 'bad.request':
      return new ProviderRefusal('BAD_REQUEST');
    default:
      return ledgerError(err);
  }
}
