import {
  envelope,
  type PayoutReport,
  payoutReportList,
  payoutReportQuery,
  payoutReportResolution,
} from '@mekong/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import type { Role } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/index.ts';
import { bankAccounts, members, operators, withdrawals } from '../../platform/db/schema.ts';
import { AppError, ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const READERS: Role[] = ['admin', 'finance', 'support'];
const RESOLVERS: Role[] = ['admin', 'finance'];
const REPORTED = ['PARTIAL', 'NOT_RECEIVED'] as const;
const resolver = alias(operators, 'resolver');
const iso = (d: Date | null) => d?.toISOString() ?? null;

function reports(db: Db, where: SQL | undefined) {
  return db
    .select({
      w: withdrawals,
      account: members.account,
      bankName: bankAccounts.bankName,
      accountNumber: bankAccounts.accountNumber,
      resolvedBy: resolver.username,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .leftJoin(resolver, eq(resolver.id, withdrawals.reportResolvedBy))
    .where(where);
}

const asReport = (r: Awaited<ReturnType<typeof reports>>[number]): PayoutReport => ({
  id: r.w.id,
  memberId: r.w.memberId,
  account: r.account,
  amount: r.w.amount.toString(),
  receivedAmount: r.w.receivedAmount?.toString() ?? null,
  confirmation: r.w.confirmation as PayoutReport['confirmation'],
  proofs: r.w.proofs,
  bankName: r.bankName,
  accountNumber: r.accountNumber,
  reviewedAt: iso(r.w.reviewedAt),
  confirmedAt: iso(r.w.confirmedAt),
  resolvedAt: iso(r.w.reportResolvedAt),
  resolvedBy: r.resolvedBy,
  note: r.w.reportNote,
});

/**
 * The payouts players reported as partly or not received, for an operator to follow up with the
 * bank: open reports first to last, and the ones already followed up with what was found. Closing
 * a report is audited; the money, if any is owed, moves by a balance adjustment.
 */
export const payoutReportRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/operator/withdrawals/reports',
      {
        config: { roles: READERS },
        schema: { querystring: payoutReportQuery, response: { 200: envelope(payoutReportList) } },
      },
      async (request) => {
        const q = request.query;
        const where = and(
          eq(withdrawals.merchantId, request.merchant.id),
          inArray(withdrawals.confirmation, [...REPORTED]),
          q.state === 'open' ? isNull(withdrawals.reportResolvedAt) : isNotNull(withdrawals.reportResolvedAt),
        );
        const [rows, [total]] = await Promise.all([
          reports(s.db, where)
            .orderBy(q.state === 'open' ? withdrawals.id : desc(withdrawals.reportResolvedAt))
            .limit(q.size)
            .offset((q.page - 1) * q.size),
          s.db.select({ n: count() }).from(withdrawals).where(where),
        ]);
        return ok({ total: total?.n ?? 0, list: rows.map(asReport) });
      },
    );

    app.post(
      '/wps/operator/withdrawals/:id/report-resolve',
      {
        config: { roles: RESOLVERS },
        schema: { params: idParam, body: payoutReportResolution },
      },
      async (request) => {
        const merchantId = request.merchant.id;
        const id = request.params.id;
        await s.db.transaction(async (tx) => {
          // Closed only while open, in the statement that closes it: two operators at once
          // cannot both close it.
          const [closed] = await tx
            .update(withdrawals)
            .set({ reportResolvedAt: new Date(), reportResolvedBy: request.operator.id, reportNote: request.body.note })
            .where(
              and(
                eq(withdrawals.id, id),
                eq(withdrawals.merchantId, merchantId),
                inArray(withdrawals.confirmation, [...REPORTED]),
                isNull(withdrawals.reportResolvedAt),
              ),
            )
            .returning({ id: withdrawals.id, memberId: withdrawals.memberId, confirmation: withdrawals.confirmation });
          if (!closed) {
            const [row] = await reports(
              tx as unknown as Db,
              and(
                eq(withdrawals.id, id),
                eq(withdrawals.merchantId, merchantId),
                inArray(withdrawals.confirmation, [...REPORTED]),
              ),
            );
            if (!row) throw new AppError('request.not.found', 'No such payout report');
            throw new AppError('payout.report.resolved', 'This report was followed up already', {
              resolvedBy: row.resolvedBy,
              resolvedAt: iso(row.w.reportResolvedAt),
            });
          }
          await audit(tx, {
            merchantId,
            actor: operatorActor(request.operator.id),
            action: 'withdrawal.report.resolve',
            details: {
              withdrawalId: id,
              memberId: closed.memberId,
              confirmation: closed.confirmation,
              note: request.body.note,
            },
            ip: request.ip,
          });
        });
        const [row] = await reports(s.db, eq(withdrawals.id, id));
        return ok(row ? asReport(row) : null);
      },
    );
  };
