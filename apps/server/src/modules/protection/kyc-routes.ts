import {
  envelope,
  kycDecision,
  kycDocumentRequest,
  kycQueueQuery,
  kycQueue as kycQueueValue,
  playerKyc,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { addDocument, decideKyc, kycQueue, playerKyc as readPlayerKyc } from './kyc.ts';

const memberParam = z.object({ memberId: z.coerce.number().int().positive() });
/** The roles that review identity documents, and alone see their files (operator/upload-routes.ts). */
export const KYC_REVIEWERS: Role[] = ['admin', 'risk', 'support'];

/**
 * Identity checks (kyc.ts): the player sends documents and sees each decision; risk and support
 * review them in a queue (the files open through /wps/operator/uploads) and decide the level.
 */
export const kycRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/member/kyc',
      { config: { auth: 'member', duringBreak: true }, schema: { response: { 200: envelope(playerKyc) } } },
      async (request) => ok(await readPlayerKyc(s.db, request.merchant.id, request.member.id)),
    );
    app.post(
      '/wps/member/kyc/documents',
      {
        config: { auth: 'member' },
        bodyLimit: 8 * 1024 * 1024,
        schema: { body: kycDocumentRequest, response: { 200: envelope(playerKyc) } },
      },
      async (request) => {
        const owner = { merchantId: request.merchant.id, memberId: request.member.id };
        await addDocument(s.db, s.config.dataDir, owner, request.body);
        return ok(await readPlayerKyc(s.db, owner.merchantId, owner.memberId));
      },
    );
    app.get(
      '/wps/operator/kyc',
      {
        config: { roles: KYC_REVIEWERS },
        schema: { querystring: kycQueueQuery, response: { 200: envelope(kycQueueValue) } },
      },
      async (request) => ok(await kycQueue(s.db, request.merchant.id, request.query)),
    );
    app.post(
      '/wps/operator/kyc/:memberId/decision',
      {
        config: { roles: KYC_REVIEWERS },
        schema: { params: memberParam, body: kycDecision, response: { 200: envelope(playerKyc) } },
      },
      async (request) => {
        const call = { merchantId: request.merchant.id, operatorId: request.operator.id, ip: request.ip };
        await decideKyc(s.db, call, request.params.memberId, request.body);
        return ok(await readPlayerKyc(s.db, call.merchantId, request.params.memberId));
      },
    );
  };
