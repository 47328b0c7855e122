import { envelope, minorAmount, withdrawRequest } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors.ts';
import { storeImages } from '../../platform/uploads.ts';
import { recordQuery } from '../deposit/index.ts';
import type { AccountServices } from '../services.ts';
import { confirmWithdrawal } from './review.ts';
import { requestWithdrawal, withdrawalRecords } from './service.ts';

const record = z.object({
  id: z.number(),
  amount: z.string(),
  status: z.string(),
  confirmation: z.string(),
  receivedAmount: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export const withdrawRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/wps/transaction/withdraw',
      {
        config: { modId: 'COMM3', auth: 'member', sealed: true, duringBreak: true },
        schema: {
          body: withdrawRequest,
          response: { 200: envelope(z.object({ id: z.number(), replayed: z.boolean() })) },
        },
      },
      async (request) => ok(await requestWithdrawal(s.db, request.merchant, request.member, request.body)),
    );

    app.get(
      '/wps/transaction/withdraw/records',
      {
        config: { modId: 'COMM3', auth: 'member', duringBreak: true },
        schema: { querystring: recordQuery, response: { 200: envelope(z.array(record)) } },
      },
      async (request) => ok(await withdrawalRecords(s.db, request.member, request.query)),
    );

    app.post(
      '/wps/transaction/withdraw/:id/confirm',
      {
        config: { modId: 'COMM3', auth: 'member', duringBreak: true },
        // Room for three 5 MB images in base64.
        bodyLimit: 22 * 1024 * 1024,
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: z.object({
            result: z.enum(['RECEIVED', 'PARTIAL', 'NOT_RECEIVED']),
            receivedAmount: minorAmount.optional(),
            /** Proof that nothing arrived: png or jpg, base64, 5 MB each, at most 3. */
            images: z.array(z.string().max(7_000_000)).max(3).optional(),
          }),
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await confirmWithdrawal(s.db, request.member, request.params.id, request.body, (images) =>
          storeImages(s.config.dataDir, 'withdrawal-proofs', images),
        );
        return ok(null);
      },
    );
  };
