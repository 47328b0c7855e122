import { depositRequest, envelope } from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deposits, paymentChannels } from '../../platform/db/schema.ts';
import { AppError, ok } from '../../platform/errors.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
import type { AccountServices } from '../services.ts';
import { paymentChannelRoutes } from './channel-routes.ts';
import type { PaymentGateway } from './gateway.ts';
import { receivePayment } from './receive.ts';
import { createDeposit, depositRecords, listChannels } from './service.ts';
import { failDeposit } from './settle.ts';

const channel = z.object({
  id: z.number(),
  kind: z.enum(['BANK', 'GATEWAY']),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  feeBps: z.number(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
});
const record = z.object({
  id: z.number(),
  channelId: z.number(),
  amount: z.string(),
  fee: z.string(),
  status: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export const recordQuery = z.object({
  status: z.string().max(16).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const depositRoutes =
  (s: AccountServices, gateways: Map<string, PaymentGateway>): FastifyPluginAsyncZod =>
  async (app) => {
    const running = new Set(gateways.keys());
    await app.register(paymentChannelRoutes(s.db, running));
    app.get(
      '/wps/transaction/deposit/channels',
      { config: { modId: 'COMM3', auth: 'member' }, schema: { response: { 200: envelope(z.array(channel)) } } },
      async (request) => ok(await listChannels(s.db, request.merchant.id, running)),
    );

    app.put(
      '/wps/transaction/deposit',
      {
        config: { modId: 'COMM3', auth: 'member' },
        schema: {
          body: depositRequest,
          response: {
            200: envelope(
              z.object({ id: z.number(), status: z.string(), payUrl: z.string().nullable(), replayed: z.boolean() }),
            ),
          },
        },
      },
      async (request) => {
        const deposit = await createDeposit(s.db, request.merchant, request.member, request.body, running);
        const gateway = deposit.gateway ? gateways.get(deposit.gateway) : undefined;
        const payUrl = gateway
          ? gateway.payUrl({
              depositId: deposit.id,
              merchantId: request.merchant.id,
              amount: BigInt(deposit.amount),
              origin: siteOrigin(request, request.merchant),
            })
          : null;
        return ok({ id: deposit.id, status: deposit.status, payUrl, replayed: deposit.replayed });
      },
    );

    app.get(
      '/wps/transaction/deposit/records',
      {
        config: { modId: 'COMM3', auth: 'member' },
        schema: { querystring: recordQuery, response: { 200: envelope(z.array(record)) } },
      },
      async (request) => ok(await depositRecords(s.db, request.member, request.query)),
    );

    /**
     * Gateways call back here. The signature is checked; the order must be of this merchant and of
     * a channel of this very gateway (a bank transfer is settled by an operator only). A paid
     * payment is then recorded on exactly one order (receive.ts): credited on its order; held on it
     * when the player's protection would now refuse it (hold.ts), acknowledged with `held`; or held
     * as an order of its own, also `held`, when its order is closed, paid or held for another
     * payment, or asked another amount (an under- or over-payment), so nothing received is dropped.
     * A repeated callback of a recorded payment is acknowledged without writing anything. A
     * gateway's failure closes a pending order (settle.ts).
     */
    app.post(
      '/wps/payment/callback/:gateway',
      {
        config: { openWhenBlocked: true },
        schema: {
          params: z.object({ gateway: z.string().max(32) }),
          response: { 200: envelope(z.object({ credited: z.boolean(), held: z.boolean().optional() })) },
        },
      },
      async (request) => {
        const gateway = gateways.get(request.params.gateway);
        const cb = gateway?.readCallback(request.headers, request.body);
        if (!gateway || !cb) throw new AppError('gateway.signature.invalid', 'The callback signature is not valid');
        const [order] = await s.db
          .select({ id: deposits.id, memberId: deposits.memberId })
          .from(deposits)
          .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
          .where(
            and(
              eq(deposits.id, cb.depositId),
              eq(deposits.merchantId, request.merchant.id),
              eq(paymentChannels.merchantId, request.merchant.id),
              eq(paymentChannels.kind, 'GATEWAY'),
              eq(paymentChannels.gateway, gateway.code),
            ),
          );
        if (!order) throw new AppError('transaction.not.found', 'No such deposit');
        if (cb.status !== 'PAID') {
          await failDeposit(
            s.db,
            { id: order.id, merchantId: request.merchant.id, memberId: order.memberId },
            { code: gateway.code, txId: cb.gatewayTxId },
          );
          return ok({ credited: false });
        }
        return ok(
          await receivePayment(s.db, request.merchant, gateway.code, order.id, {
            txId: cb.gatewayTxId,
            amount: cb.amount,
          }),
        );
      },
    );
  };
