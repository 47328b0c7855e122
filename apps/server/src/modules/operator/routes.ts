import {
  envelope,
  OPERATOR_ROLES,
  operatorEnrolRequest,
  operatorLoginRequest,
  operatorLoginValue,
  operatorMe,
} from '@mekong/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../platform/auth/guard.ts';
import { deposits, withdrawals } from '../../platform/db/schema.ts';
import { ok } from '../../platform/errors.ts';
import { reconciliationHistory, recordReconciliation } from '../../platform/money/reconcile.ts';
import { rejectDeposit, settleDeposit } from '../deposit/index.ts';
import type { AccountServices } from '../services.ts';
import { reviewWithdrawal } from '../withdraw/index.ts';
import { adjustmentRoutes } from './adjustment-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { IDLE_MINUTES, operatorEnrol, operatorLogin, operatorLogout } from './auth.ts';
import { payoutReportRoutes } from './payout-report-routes.ts';
import { playerRoutes } from './player-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { reviewsOf } from './review.ts';
import { staffRoutes } from './staff-routes.ts';
import { operatorUnlockRoutes } from './unlock-routes.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const runsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });
const noteBody = z.object({ note: z.string().max(500).optional() }).nullish();
/** The small JSON API the back office calls; every action is audited. */
export const operatorRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(operatorUnlockRoutes(s));
    await app.register(staffRoutes(s));
    await app.register(playerRoutes(s));
    await app.register(adjustmentRoutes(s));
    await app.register(payoutReportRoutes(s));
    await app.register(auditRoutes(s));
    await app.register(reportRoutes(s));
    // No module switch: a brand's admin who switched COMM3 off (the players' common calls) must
    // still sign in to switch it back on, as staff reach the back office through maintenance.
    app.post(
      '/wps/operator/login',
      {
        schema: { body: operatorLoginRequest, response: { 200: envelope(operatorLoginValue) } },
      },
      async (request) =>
        ok(await operatorLogin(s.db, { merchantId: request.merchant.id, ip: request.ip }, request.body, request.log)),
    );
    app.post(
      '/wps/operator/login/enrol',
      { schema: { body: operatorEnrolRequest, response: { 200: envelope(operatorLoginValue) } } },
      async (request) =>
        ok(await operatorEnrol(s.db, { merchantId: request.merchant.id, ip: request.ip }, request.body)),
    );
    app.post('/wps/operator/logout', { config: { roles: [...OPERATOR_ROLES] } }, async (request) => {
      const token = bearerToken(request);
      if (token) await operatorLogout(s.db, token);
      return ok(null);
    });
    app.get(
      '/wps/operator/me',
      { config: { roles: [...OPERATOR_ROLES] }, schema: { response: { 200: envelope(operatorMe) } } },
      async (request) =>
        ok({
          id: request.operator.id,
          username: request.operator.username,
          role: request.operator.role,
          merchant: {
            code: request.merchant.code,
            name: request.merchant.name,
            currency: request.merchant.currency,
            timeZone: request.merchant.timezone,
          },
          idleMinutes: IDLE_MINUTES,
        }),
    );

    app.get(
      '/wps/operator/deposits',
      {
        config: { roles: ['admin', 'finance', 'support'] },
        schema: { querystring: z.object({ status: z.enum(['PENDING', 'PAID', 'REJECTED']).default('PENDING') }) },
      },
      async (request) => {
        const rows = await s.db
          .select()
          .from(deposits)
          .where(and(eq(deposits.merchantId, request.merchant.id), eq(deposits.status, request.query.status)))
          .orderBy(desc(deposits.id))
          .limit(200);
        const reviews = await reviewsOf(
          s.db,
          request.merchant.id,
          rows.map((d) => d.memberId),
        );
        return ok(
          rows.map((d) => ({
            ...d,
            amount: d.amount.toString(),
            fee: d.fee.toString(),
            account: reviews.get(d.memberId)?.account ?? null,
            review: reviews.get(d.memberId) ?? null,
          })),
        );
      },
    );
    app.post(
      '/wps/operator/deposits/:id/confirm',
      { config: { roles: ['admin', 'finance'] }, schema: { params: idParam } },
      async (request) => {
        const result = await settleDeposit(s.db, request.merchant, request.params.id, {
          type: 'operator',
          id: String(request.operator.id),
        });
        return ok({ transactionId: result.value.transactionId });
      },
    );
    app.post(
      '/wps/operator/deposits/:id/reject',
      { config: { roles: ['admin', 'finance'] }, schema: { params: idParam, body: noteBody } },
      async (request) => {
        await rejectDeposit(
          s.db,
          request.merchant.id,
          request.params.id,
          { id: request.operator.id, ip: request.ip },
          request.body?.note,
        );
        return ok(null);
      },
    );

    app.get(
      '/wps/operator/withdrawals',
      {
        config: { roles: ['admin', 'finance', 'support'] },
        schema: { querystring: z.object({ status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).default('PENDING') }) },
      },
      async (request) => {
        const rows = await s.db
          .select()
          .from(withdrawals)
          .where(and(eq(withdrawals.merchantId, request.merchant.id), eq(withdrawals.status, request.query.status)))
          .orderBy(desc(withdrawals.id))
          .limit(200);
        const reviews = await reviewsOf(
          s.db,
          request.merchant.id,
          rows.map((w) => w.memberId),
        );
        return ok(
          rows.map((w) => ({
            ...w,
            amount: w.amount.toString(),
            receivedAmount: w.receivedAmount?.toString() ?? null,
            account: reviews.get(w.memberId)?.account ?? null,
            review: reviews.get(w.memberId) ?? null,
          })),
        );
      },
    );
    for (const [verb, approve] of [
      ['approve', true],
      ['reject', false],
    ] as const) {
      app.post(
        `/wps/operator/withdrawals/:id/${verb}`,
        { config: { roles: ['admin', 'finance'] }, schema: { params: idParam, body: noteBody } },
        async (request) => {
          await reviewWithdrawal(
            s.db,
            request.merchant.id,
            request.params.id,
            request.operator.id,
            approve,
            request.body?.note,
          );
          return ok(null);
        },
      );
    }

    /** The nightly proof, on demand (and kept like the nightly runs): balances equal postings, transactions balance. */
    app.get('/wps/operator/reconciliation', { config: { roles: ['admin', 'finance'] } }, async (request) =>
      ok(await recordReconciliation(s.db, request.merchant.id)),
    );
    /** Past runs, newest first; `alarm` is up while the latest run found a mismatch. */
    app.get(
      '/wps/operator/reconciliation/runs',
      { config: { roles: ['admin', 'finance'] }, schema: { querystring: runsQuery } },
      async (request) => ok(await reconciliationHistory(s.db, request.merchant.id, request.query.limit)),
    );
  };
