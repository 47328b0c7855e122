import {
  bankCardRequest,
  envelope,
  paymentPasswordRequest,
  transferUplineRequest,
  walletTransferRequest,
} from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendors } from '../../platform/db/schema.ts';
import { ok } from '../../platform/errors.ts';
import { playerBalances } from '../../platform/money/accounts.ts';
import { transferVendorBalances } from '../provider/index.ts';
import type { AccountServices } from '../services.ts';
import { addBankCard, listBankCards } from './bank.ts';
import { setPaymentPassword } from './payment-password.ts';
import { transactionHistory } from './records.ts';
import { recallAll, transferWallet } from './transfer.ts';
import { transferToUpline } from './upline.ts';

/** Amounts travel as strings of minor units. */
const balanceValue = z.object({
  sumBalance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** accountTypeId 0 is the main wallet; a vendor wallet carries its vendor's accountTypeId. */
  balance: z.array(
    z.object({
      accountTypeId: z.number(),
      vendorCode: z.string(),
      availBalance: z.string(),
      /** TRANSFER: the balance is the vendor's own, as it answered just now. */
      walletModel: z.enum(['SEAMLESS', 'TRANSFER']).optional(),
      /** The vendor did not answer: its balance is unknown (shown as 0, not in the sum). */
      unavailable: z.boolean().optional(),
    }),
  ),
  /** Transfers to or from a vendor still waiting for the vendor's answer. */
  pendingTransfers: z.number().optional(),
});
const transferValue = z.object({
  transactionId: z.number(),
  replayed: z.boolean(),
  /** PENDING: the vendor has not answered yet; the transfer finishes (or is undone) by itself. */
  status: z.enum(['DONE', 'PENDING']),
  transferId: z.string().optional(),
});
const historyValue = z.object({
  total: z.number(),
  totalIn: z.string(),
  totalOut: z.string(),
  list: z.array(
    z.object({
      transactionId: z.number(),
      type: z.string(),
      amount: z.string(),
      balanceAfter: z.string(),
      createdAt: z.string(),
    }),
  ),
});
const bankCard = z.object({ id: z.number(), bankName: z.string(), accountNumber: z.string(), accountName: z.string() });

export const walletRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    /** What the player can spend: the main wallet plus money parked in vendor wallets. */
    app.get(
      '/wps/v2/wallets/balance',
      {
        config: { modId: 'COMM3', auth: 'trial-ok', duringBreak: true },
        schema: { response: { 200: envelope(balanceValue) } },
      },
      async (request) => {
        const { merchant, member } = request;
        const rows = await playerBalances(s.db, merchant.id, member.id);
        const vendorTypes = new Map(
          (
            await s.db
              .select({ code: vendors.code, accountTypeId: vendors.accountTypeId })
              .from(vendors)
              .where(eq(vendors.merchantId, merchant.id))
          ).map((v) => [v.code, v.accountTypeId]),
        );
        const spendable = rows.filter((r) => r.kind === 'main' || r.kind === 'vendor');
        const remote = await transferVendorBalances(s.db, s.vendorApi, merchant, member.id);
        const sum =
          spendable.reduce((acc, r) => acc + r.balance, 0n) +
          remote.balances.reduce((acc, r) => acc + (r.balance ?? 0n), 0n);
        return ok({
          sumBalance: sum.toString(),
          currency: merchant.currency,
          currencySymbol: merchant.currencySymbol,
          balance: [
            ...spendable.map((r) => ({
              accountTypeId: r.kind === 'main' ? 0 : (vendorTypes.get(r.vendorCode) ?? 0),
              vendorCode: r.vendorCode,
              availBalance: r.balance.toString(),
            })),
            ...remote.balances.map((r) => ({
              accountTypeId: r.accountTypeId,
              vendorCode: r.code,
              availBalance: (r.balance ?? 0n).toString(),
              walletModel: 'TRANSFER' as const,
              ...(r.balance === null ? { unavailable: true } : {}),
            })),
          ],
          ...(merchant.walletMode === 'transfer' ? { pendingTransfers: remote.pendingTransfers } : {}),
        });
      },
    );

    app.get(
      '/wps/relay/GCS_merchantWallet',
      {
        config: { modId: 'COMM3', auth: 'trial-ok' },
        schema: { response: { 200: envelope(z.object({ isSingle: z.boolean() })) } },
      },
      async (request) => ok({ isSingle: request.merchant.walletMode === 'single' }),
    );

    app.post(
      '/wps/relay/GCS_walletTransfer',
      {
        config: { modId: 'FUNDTRANS3', auth: 'member' },
        schema: {
          body: walletTransferRequest,
          response: { 200: envelope(transferValue) },
        },
      },
      async (request) => ok(await transferWallet(s.db, request.merchant, request.member, request.body, s.vendorApi)),
    );

    app.post(
      '/wps/relay/GCS_recallAll',
      {
        config: { modId: 'FUNDTRANS3', auth: 'member' },
        schema: {
          response: {
            200: envelope(
              z.object({
                recalled: z.string(),
                /** Withdrawals a vendor has not confirmed yet: they arrive by themselves. */
                pending: z.string(),
                /** Vendors whose balance could not be brought back now (no answer, still playing). */
                notRecalled: z.array(z.string()),
              }),
            ),
          },
        },
      },
      async (request) => ok(await recallAll(s.db, request.merchant, request.member, s.vendorApi)),
    );

    app.post(
      '/wps/member/paymentPassword',
      {
        config: { modId: 'COMM3', auth: 'member', sealed: true, duringBreak: true },
        schema: { body: paymentPasswordRequest, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        await setPaymentPassword(s.db, request.member, request.body);
        s.sessions.memberChanged(request.member.id);
        return ok(null);
      },
    );

    app.post(
      '/wps/member/transferUpline',
      {
        config: { modId: 'COMM3', auth: 'member', sealed: true },
        schema: {
          body: transferUplineRequest,
          response: { 200: envelope(z.object({ transactionId: z.number(), replayed: z.boolean() })) },
        },
      },
      async (request) => ok(await transferToUpline(s.db, request.merchant, request.member, request.body)),
    );

    app.get(
      '/wps/member/transactions',
      {
        config: { modId: 'MEMTRANS3', auth: 'member', duringBreak: true },
        schema: {
          querystring: z.object({
            type: z.string().max(32).optional(),
            from: z.coerce.date().optional(),
            to: z.coerce.date().optional(),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            size: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: { 200: envelope(historyValue) },
        },
      },
      async (request) => ok(await transactionHistory(s.db, request.member, request.query)),
    );

    app.get(
      '/wps/member/bankCard',
      {
        config: { modId: 'COMM3', auth: 'member', duringBreak: true },
        schema: { response: { 200: envelope(z.array(bankCard)) } },
      },
      async (request) => ok(await listBankCards(s.db, request.member)),
    );
    app.put(
      '/wps/member/bankCard',
      {
        config: { modId: 'COMM3', auth: 'member', sealed: true },
        schema: { body: bankCardRequest, response: { 200: envelope(z.object({ id: z.number() })) } },
      },
      async (request) => ok(await addBankCard(s.db, request.member, request.body)),
    );
  };
