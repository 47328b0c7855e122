import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import { type Db, perDatabase } from '../../platform/db/index.ts';
import { ledgerAccounts, vendors, vendorTransfers } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { PLAYER_KINDS, playerAccount } from '../../platform/money/accounts.ts';
import { type Actor, priorAnswer, runMoneyCommand } from '../../platform/money/command.ts';
import { post } from '../../platform/money/ledger.ts';
import { recentAnswers } from '../../platform/recent.ts';
import type { VendorTransferApi } from '../provider/index.ts';
import { recallTransferVendors, startTransfer, transferAnswer, walletModelOf } from '../provider/index.ts';
import { moveMoney } from './money.ts';

/** Prepared once per database (a hot path: every transfer names its vendor). */
const enabledVendor = perDatabase((db) =>
  db
    .select({ code: vendors.code })
    .from(vendors)
    .where(
      and(
        eq(vendors.merchantId, sql.placeholder('merchantId')),
        eq(vendors.code, sql.placeholder('code')),
        eq(vendors.enabled, true),
      ),
    )
    .limit(1)
    .prepare('vendor_enabled'),
);

/** Whether a vendor is on for the brand changes only by an operator's switch: kept two seconds. */
const enabledVendors = recentAnswers<{ code: string } | null>(2000);

const actorOf = (m: SessionMember) => ({ type: 'member' as const, id: String(m.id) });

function requireTransferMode(merchant: ResolvedMerchant) {
  if (merchant.walletMode !== 'transfer')
    throw new AppError('wallet.mode.single', 'This site uses one wallet for every game');
}

/**
 * Moves money between the main wallet and one vendor's wallet (transfer-wallet merchants): a
 * ledger sub-wallet for a SEAMLESS-model vendor, the vendor's own balance for a TRANSFER-model one.
 * Both models key the same command, looked up before any rule (wallet mode, vendor switched off,
 * model changed): a resend answers the first transfer, a TRANSFER-model one with its state now.
 */
export async function transferWallet(
  db: Db,
  merchant: ResolvedMerchant,
  member: SessionMember,
  input: { vendorCode: string; direction: 'IN' | 'OUT'; amount: bigint; idempotencyKey?: string | undefined },
  api: VendorTransferApi,
) {
  const cmd = {
    merchantId: merchant.id,
    scope: `member:${member.id}`,
    key: input.idempotencyKey,
    input: { op: 'walletTransfer', vendorCode: input.vendorCode, direction: input.direction, amount: input.amount },
    actor: actorOf(member),
    action: 'wallet.transfer',
  };
  const prior = await priorAnswer<{ transactionId?: number; transferId?: number }>(db, cmd);
  if (prior) return replayOf(db, prior.value);
  requireTransferMode(merchant);
  const vendor = await enabledVendors.get(db, `${merchant.id}:${input.vendorCode}`, async () => {
    const [row] = await enabledVendor(db).execute({ merchantId: merchant.id, code: input.vendorCode });
    return row ?? null;
  });
  if (!vendor) throw new AppError('request.param.err', 'Unknown game vendor');
  if ((await walletModelOf(db, merchant, vendor.code)) === 'TRANSFER') {
    const { row, replayed } = await startTransfer(db, api, {
      merchant,
      memberId: member.id,
      vendorCode: vendor.code,
      direction: input.direction,
      amount: input.amount,
      key: input.idempotencyKey,
    });
    return transferAnswer(row, replayed);
  }
  const result = await moveMoney(db, {
    ...cmd,
    type: input.direction === 'IN' ? 'WALLET_TO_VENDOR' : 'VENDOR_TO_WALLET',
    memberId: member.id,
    meta: { vendorCode: vendor.code },
    amount: input.amount,
    accounts: async () => {
      const main = await playerAccount(db, merchant.id, member.id, merchant.currency);
      const sub = await playerAccount(db, merchant.id, member.id, merchant.currency, PLAYER_KINDS.vendor, vendor.code);
      return input.direction === 'IN' ? { from: main, to: sub } : { from: sub, to: main };
    },
  });
  return { transactionId: result.value.transactionId, replayed: result.replayed, status: 'DONE' as const };
}

/** A resend's answer: a ledger transfer as it was, a vendor's transfer as it stands now. */
async function replayOf(db: Db, first: { transactionId?: number; transferId?: number }) {
  if (first.transferId === undefined)
    return { transactionId: Number(first.transactionId), replayed: true, status: 'DONE' as const };
  const [row] = await db
    .select()
    .from(vendorTransfers)
    .where(eq(vendorTransfers.id, Number(first.transferId)));
  if (!row) throw new Error(`vendor transfer ${first.transferId} vanished`);
  return transferAnswer(row, true);
}

/** "Recall all", asked by the player: see recallHome(). */
export async function recallAll(db: Db, merchant: ResolvedMerchant, member: SessionMember, api: VendorTransferApi) {
  requireTransferMode(merchant);
  return recallHome(db, api, merchant, member.id, actorOf(member));
}

/**
 * Every ledger vendor wallet's balance back to the main wallet in one transaction, then what each
 * TRANSFER-model vendor holds, withdrawn vendor by vendor. The player asks for it ("recall all"), or
 * a break does it for them (modules/protection/break-follow-up.ts).
 */
export async function recallHome(
  db: Db,
  api: VendorTransferApi,
  merchant: Pick<ResolvedMerchant, 'id' | 'currency' | 'walletMode'>,
  memberId: number,
  actor: Actor,
) {
  const main = await playerAccount(db, merchant.id, memberId, merchant.currency);
  const result = await runMoneyCommand(
    db,
    {
      merchantId: merchant.id,
      scope: `member:${memberId}`,
      input: { op: 'recallAll' },
      actor,
      action: 'wallet.recallAll',
    },
    async (tx) => {
      const subs = await tx
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.merchantId, merchant.id),
            eq(ledgerAccounts.memberId, memberId),
            eq(ledgerAccounts.kind, PLAYER_KINDS.vendor),
            gt(ledgerAccounts.balance, 0n),
          ),
        )
        .for('update');
      const total = subs.reduce((s, a) => s + a.balance, 0n);
      if (total === 0n) return { recalled: '0' };
      await post(tx, {
        merchantId: merchant.id,
        type: 'RECALL_ALL',
        memberId,
        postings: [...subs.map((a) => ({ accountId: a.id, amount: -a.balance })), { accountId: main, amount: total }],
      });
      return { recalled: total.toString() };
    },
  );
  const remote = await recallTransferVendors(db, api, merchant, memberId);
  return {
    recalled: (BigInt(result.value.recalled) + remote.recalled).toString(),
    pending: remote.pending.toString(),
    notRecalled: remote.notRecalled,
  };
}
