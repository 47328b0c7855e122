import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { bets } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { gamesHouseAccount, PLAYER_KINDS, playerAccount } from '../../platform/money/accounts.ts';
import { type Actor, type MoneyCommand, runMoneyCommand } from '../../platform/money/command.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { moveMoney } from '../wallet/index.ts';
import { progressWagering } from './wagering.ts';

/** What the money side needs to know of a merchant. */
export type BetMerchant = { id: number; currency: string; walletMode: 'single' | 'transfer' };

export type BetPlacement = {
  memberId: number;
  source: 'LOTTERY' | 'VENDOR';
  category: string;
  vendorCode: string;
  gameCode: string;
  roundId: string;
  /** The source's id of the bet; placing the same id twice answers the first placement. */
  externalId: string;
  stake: bigint;
  detail?: Record<string, unknown>;
};

/**
 * The wallet a bet is paid from: a vendor's own wallet on transfer-wallet merchants (the player
 * moved money there), the main wallet otherwise and always for our lottery.
 */
export function walletOf(db: Db, merchant: BetMerchant, memberId: number, source: string, vendorCode: string) {
  return merchant.walletMode === 'transfer' && source === 'VENDOR'
    ? playerAccount(db, merchant.id, memberId, merchant.currency, PLAYER_KINDS.vendor, vendorCode)
    : playerAccount(db, merchant.id, memberId, merchant.currency);
}

/** What a caller records beside a bet, in its transaction (a vendor's call and its answer). */
export type OnMoved = (
  tx: Tx,
  moved: { betId: number; transactionId: number; balance: bigint },
) => Promise<Record<string, number | string>>;

/** The money command a bet's placement is: keyed by the source's bet id in its vendor's scope. */
export const betCommand = (merchantId: number, bet: BetPlacement, actor: Actor): MoneyCommand => ({
  merchantId,
  scope: `bet:${bet.vendorCode}`,
  key: bet.externalId,
  input: { op: 'bet', ...bet, stake: bet.stake.toString() },
  actor,
  action: 'bet.place',
});

/** Takes the stake (player -> house games) and records the bet, in one money command. */
export async function placeBet(
  db: Db,
  merchant: BetMerchant,
  bet: BetPlacement,
  actor: Actor,
  hooks: { check?: (tx: Tx) => Promise<void>; onPlaced?: OnMoved } = {},
) {
  if (bet.stake <= 0n) throw new AppError('request.param.err', 'A stake must be positive');
  const wallet = await walletOf(db, merchant, bet.memberId, bet.source, bet.vendorCode);
  const result = await moveMoney(db, {
    ...betCommand(merchant.id, bet, actor),
    type: 'BET',
    memberId: bet.memberId,
    reference: bet.externalId,
    meta: { vendorCode: bet.vendorCode, gameCode: bet.gameCode, roundId: bet.roundId },
    amount: bet.stake,
    accounts: async () => ({
      from: wallet,
      to: await gamesHouseAccount(db, merchant.id, bet.memberId, merchant.currency),
    }),
    ...(hooks.check ? { check: hooks.check } : {}),
    after: async (tx, transactionId, balances) => {
      const [row] = await tx
        .insert(bets)
        .values({
          merchantId: merchant.id,
          memberId: bet.memberId,
          source: bet.source,
          category: bet.category,
          vendorCode: bet.vendorCode,
          gameCode: bet.gameCode,
          roundId: bet.roundId,
          externalId: bet.externalId,
          stake: bet.stake,
          detail: bet.detail ?? {},
          debitTransactionId: transactionId,
        })
        .returning({ id: bets.id });
      const betId = (row as { id: number }).id;
      const extra = hooks.onPlaced
        ? await hooks.onPlaced(tx, { betId, transactionId, balance: balances.get(wallet) ?? 0n })
        : {};
      return { ...extra, betId };
    },
  });
  return {
    ...result.value,
    betId: Number(result.value.betId),
    transactionId: result.value.transactionId,
    replayed: result.replayed,
  };
}

async function openBet(db: Db, merchantId: number, vendorCode: string, externalId: string) {
  const [bet] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.merchantId, merchantId), eq(bets.vendorCode, vendorCode), eq(bets.externalId, externalId)));
  if (!bet) throw new AppError('bet.not.found', 'No such bet');
  return bet;
}

/**
 * Closes a bet with what it paid back (stake included; 0 for a loss): the payout moves house
 * games -> player, the stake counts as turnover toward wagering requirements. Settling twice
 * answers the first settlement; a cancelled bet cannot be settled.
 */
export async function settleBet(
  db: Db,
  merchant: BetMerchant,
  ref: { vendorCode: string; externalId: string; payout: bigint; validStake?: bigint },
  actor: Actor,
) {
  if (ref.payout < 0n) throw new AppError('request.param.err', 'A payout cannot be negative');
  const bet = await openBet(db, merchant.id, ref.vendorCode, ref.externalId);
  const validStake = ref.validStake ?? bet.stake;
  const close = async (tx: Tx, txId?: number) => {
    const done = await tx
      .update(bets)
      .set({ status: 'SETTLED', payout: ref.payout, validStake, settledAt: new Date(), creditTransactionId: txId })
      .where(and(eq(bets.id, bet.id), eq(bets.status, 'OPEN')))
      .returning({ id: bets.id });
    if (done.length === 0) throw new AppError('bet.settled', 'This bet was settled or cancelled already');
    await progressWagering(tx, merchant.id, bet.memberId, validStake);
  };
  const command = {
    merchantId: merchant.id,
    scope: `bet-settle:${bet.vendorCode}`,
    key: bet.externalId,
    input: { op: 'settle', betId: bet.id, payout: ref.payout.toString(), validStake: validStake.toString() },
    actor,
    action: 'bet.settle',
  };
  if (ref.payout === 0n) {
    // A lost bet moves no money, but is still a command: keyed, audited, replayable.
    const r = await runMoneyCommand(db, command, async (tx) => {
      await close(tx);
      return { betId: bet.id };
    });
    return { betId: bet.id, transactionId: null, replayed: r.replayed };
  }
  const r = await moveMoney(db, {
    ...command,
    type: 'BET_PAYOUT',
    memberId: bet.memberId,
    reference: bet.externalId,
    meta: { vendorCode: bet.vendorCode, gameCode: bet.gameCode, roundId: bet.roundId, betId: bet.id },
    amount: ref.payout,
    accounts: async () => ({
      from: await gamesHouseAccount(db, merchant.id, bet.memberId, merchant.currency),
      to: await walletOf(db, merchant, bet.memberId, bet.source, bet.vendorCode),
    }),
    after: async (tx, transactionId) => {
      await close(tx, transactionId);
    },
  });
  return { betId: bet.id, transactionId: r.value.transactionId, replayed: r.replayed };
}

/** Gives the stake back (house games -> player) and marks the bet cancelled; no turnover. */
export async function cancelBet(
  db: Db,
  merchant: BetMerchant,
  ref: { vendorCode: string; externalId: string },
  actor: Actor,
) {
  const bet = await openBet(db, merchant.id, ref.vendorCode, ref.externalId);
  const r = await moveMoney(db, {
    merchantId: merchant.id,
    scope: `bet-cancel:${bet.vendorCode}`,
    key: bet.externalId,
    input: { op: 'cancel', betId: bet.id },
    actor,
    action: 'bet.cancel',
    type: 'BET_REFUND',
    memberId: bet.memberId,
    reference: bet.externalId,
    meta: { vendorCode: bet.vendorCode, gameCode: bet.gameCode, roundId: bet.roundId, betId: bet.id },
    amount: bet.stake,
    accounts: async () => ({
      from: await gamesHouseAccount(db, merchant.id, bet.memberId, merchant.currency),
      to: await walletOf(db, merchant, bet.memberId, bet.source, bet.vendorCode),
    }),
    after: async (tx, transactionId) => {
      const done = await tx
        .update(bets)
        .set({ status: 'CANCELLED', validStake: 0n, settledAt: new Date(), creditTransactionId: transactionId })
        .where(and(eq(bets.id, bet.id), eq(bets.status, 'OPEN')))
        .returning({ id: bets.id });
      if (done.length === 0) throw new AppError('bet.settled', 'This bet was settled or cancelled already');
    },
  });
  return { betId: bet.id, transactionId: r.value.transactionId, replayed: r.replayed };
}
