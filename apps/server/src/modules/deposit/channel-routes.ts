import {
  channelListQuery,
  envelope,
  type OperatorPaymentChannel,
  operatorPaymentChannel,
  type PaymentChannelInput,
  paymentChannelInput,
} from '@mekong/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import type { Role } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/index.ts';
import { paymentChannels } from '../../platform/db/schema.ts';
import { AppError, ok } from '../../platform/errors.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const READERS: Role[] = ['admin', 'finance'];
/** Where players' money goes is the owner's decision: admins only. */
const EDITORS: Role[] = ['admin'];

type Row = typeof paymentChannels.$inferSelect;

const asChannel = (c: Row, running: ReadonlySet<string>): OperatorPaymentChannel => ({
  id: c.id,
  kind: c.kind,
  name: c.name,
  minAmount: c.minAmount.toString(),
  maxAmount: c.maxAmount.toString(),
  feeBps: c.feeBps,
  bankName: c.bankName,
  accountNumber: c.accountNumber,
  accountName: c.accountName,
  gateway: c.gateway,
  enabled: c.enabled,
  sort: c.sort,
  running: c.kind === 'BANK' || running.has(c.gateway ?? ''),
});

/** The stored columns of a channel: a bank keeps no gateway, a gateway no bank account. */
const columnsOf = (input: PaymentChannelInput) => ({
  kind: input.kind,
  name: input.name,
  minAmount: BigInt(input.minAmount),
  maxAmount: BigInt(input.maxAmount),
  feeBps: input.feeBps,
  bankName: input.kind === 'BANK' ? input.bankName : null,
  accountNumber: input.kind === 'BANK' ? input.accountNumber : null,
  accountName: input.kind === 'BANK' ? input.accountName : null,
  gateway: input.kind === 'GATEWAY' ? input.gateway : null,
  enabled: input.enabled,
  sort: input.sort,
});

async function channelOf(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.id, id), eq(paymentChannels.merchantId, merchantId)));
  if (!row) throw new AppError('request.not.found', 'No such payment channel');
  return row;
}

/**
 * The merchant's payment channels in the back office: every channel, on or off, with whether
 * players can be offered it, a page at a time (by kind and switch, sorted by one column); admins add and change them, each change audited with before and
 * after. Players see the change on their next channel list (it is read per request).
 */
export const paymentChannelRoutes =
  (db: Db, gateways: ReadonlySet<string>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/operator/payment-channels',
      {
        config: { roles: READERS },
        schema: {
          querystring: channelListQuery,
          response: { 200: envelope(z.object({ total: z.number(), list: z.array(operatorPaymentChannel) })) },
        },
      },
      async (request) => {
        const { query } = request;
        const where = and(
          eq(paymentChannels.merchantId, request.merchant.id),
          query.kind ? eq(paymentChannels.kind, query.kind) : undefined,
          query.enabled ? eq(paymentChannels.enabled, query.enabled === 'true') : undefined,
        );
        const direction = query.order === 'asc' ? asc : desc;
        const [rows, [counted]] = await Promise.all([
          db
            .select()
            .from(paymentChannels)
            .where(where)
            .orderBy(direction(paymentChannels[query.sort]), direction(paymentChannels.id))
            .limit(query.size)
            .offset((query.page - 1) * query.size),
          db.select({ n: sql<number>`count(*)::int` }).from(paymentChannels).where(where),
        ]);
        return ok({ total: counted?.n ?? 0, list: rows.map((c) => asChannel(c, gateways)) });
      },
    );

    app.post(
      '/wps/operator/payment-channels',
      {
        config: { roles: EDITORS },
        schema: { body: paymentChannelInput, response: { 200: envelope(operatorPaymentChannel) } },
      },
      async (request) => {
        const merchantId = request.merchant.id;
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(paymentChannels)
            .values({ merchantId, ...columnsOf(request.body) })
            .returning();
          if (!created) throw new Error('the channel was not stored');
          await audit(tx, {
            merchantId,
            actor: operatorActor(request.operator.id),
            action: 'payment-channel.create',
            details: { channelId: created.id, after: asChannel(created, gateways) },
            ip: request.ip,
          });
          return created;
        });
        return ok(asChannel(row, gateways));
      },
    );

    app.put(
      '/wps/operator/payment-channels/:id',
      {
        config: { roles: EDITORS },
        schema: { params: idParam, body: paymentChannelInput, response: { 200: envelope(operatorPaymentChannel) } },
      },
      async (request) => {
        const merchantId = request.merchant.id;
        const row = await db.transaction(async (tx) => {
          const before = await channelOf(tx as unknown as Db, merchantId, request.params.id);
          const [after] = await tx
            .update(paymentChannels)
            .set(columnsOf(request.body))
            .where(and(eq(paymentChannels.id, before.id), eq(paymentChannels.merchantId, merchantId)))
            .returning();
          if (!after) throw new AppError('request.not.found', 'No such payment channel');
          await audit(tx, {
            merchantId,
            actor: operatorActor(request.operator.id),
            action: 'payment-channel.update',
            details: { channelId: before.id, before: asChannel(before, gateways), after: asChannel(after, gateways) },
            ip: request.ip,
          });
          return after;
        });
        return ok(asChannel(row, gateways));
      },
    );
  };
