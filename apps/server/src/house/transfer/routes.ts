import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PROVIDER_HEADERS,
  PROVIDER_WINDOW_MS,
  providerSignedText,
  transferBalance,
  transferMove,
  transferStatus,
} from '@mekong/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { heldBalance } from './balances.ts';
import { moveMoney, transferState } from './vendor.ts';

/** The platform signs like a vendor does: HMAC-SHA256 of "<timestamp>.<call>.<raw body>", 5-minute window. */
export function signedByPlatform(secret: string, call: string, request: FastifyRequest, now = Date.now()) {
  const timestamp = request.headers[PROVIDER_HEADERS.timestamp];
  const signature = request.headers[PROVIDER_HEADERS.signature];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (!/^[0-9]{10,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now - Number(timestamp)) > PROVIDER_WINDOW_MS) return false;
  const expected = createHmac('sha256', secret)
    .update(providerSignedText(timestamp, call, request.rawBody ?? ''))
    .digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * The house's side of the transfer-wallet API (docs/provider-api.md section 7), under
 * /house/transfer/v1: what the platform calls to move a TRANSFER-model player's money in and out
 * of the balance the house keeps. Verified with the same shared secret the house signs with.
 */
export const houseTransferRoutes = (db: Db, secret: () => Promise<string>) => async (app: FastifyInstance) => {
  // The signature covers the exact bytes, so the body is kept as text before parsing.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });

  function call<S extends z.ZodType>(name: string, schema: S, run: (body: z.infer<S>) => Promise<object>) {
    app.post(`/house/transfer/v1/${name}`, async (request, reply) => {
      if (!signedByPlatform(await secret(), name, request))
        return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
      const parsed = schema.safeParse(request.body);
      if (!parsed.success)
        return reply.code(400).send({ status: 'BAD_REQUEST', message: parsed.error.issues[0]?.message });
      try {
        return reply.send(await run(parsed.data));
      } catch (err) {
        request.log.error({ err }, 'house transfer call failed');
        return reply.code(500).send({ status: 'UNKNOWN_ERROR' });
      }
    });
  }

  const move = (body: z.infer<typeof transferMove>) => ({ ...body, amount: BigInt(body.amount) });
  call('deposit', transferMove, (body) => moveMoney(db, 'DEPOSIT', move(body)));
  call('withdraw', transferMove, (body) => moveMoney(db, 'WITHDRAW', move(body)));
  call('status', transferStatus, (body) => transferState(db, body.transactionId));
  call('balance', transferBalance, async (body) => ({
    status: 'SUCCESS',
    balance: (await heldBalance(db, body)).toString(),
    currency: body.currency,
  }));
};
