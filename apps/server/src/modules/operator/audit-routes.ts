import { auditQuery, auditValue, auditVerifyValue, envelope } from '@mekong/contracts';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '../../platform/auth/guard.ts';
import { auditLog, operators } from '../../platform/db/schema.ts';
import { ok } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import type { AccountServices } from '../services.ts';

const AUDITORS: Role[] = ['admin', 'finance', 'risk'];

/**
 * The merchant's audit log, newest first, filtered by actor type, action and time; and the check
 * of its operators' hash chain (sql/functions/audit_chain_check.sql).
 */
export const auditRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/operator/audit',
      { config: { roles: AUDITORS }, schema: { querystring: auditQuery, response: { 200: envelope(auditValue) } } },
      async (request) => {
        const q = request.query;
        const where = and(
          eq(auditLog.merchantId, request.merchant.id),
          q.actorType ? eq(auditLog.actorType, q.actorType) : undefined,
          q.action ? sql`${auditLog.action} like ${`${q.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
          q.from ? gte(auditLog.createdAt, q.from) : undefined,
          q.to ? lt(auditLog.createdAt, q.to) : undefined,
        );
        const [rows, [count]] = await Promise.all([
          s.db
            .select({ row: auditLog, actorName: operators.username })
            .from(auditLog)
            .leftJoin(
              operators,
              and(
                eq(auditLog.actorType, 'operator'),
                eq(sql`${operators.id}::text`, auditLog.actorId),
                eq(operators.merchantId, auditLog.merchantId),
              ),
            )
            .where(where)
            .orderBy(desc(auditLog.id))
            .limit(q.size)
            .offset((q.page - 1) * q.size),
          s.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
        ]);
        return ok({
          total: count?.n ?? 0,
          list: rows.map(({ row, actorName }) => ({
            id: row.id,
            at: row.createdAt.toISOString(),
            actorType: row.actorType,
            actorId: row.actorId,
            actorName,
            action: row.action,
            details: row.details,
            ip: row.ip,
            chained: row.chainHash !== null,
          })),
        });
      },
    );

    app.get(
      '/wps/operator/audit/verify',
      { config: { roles: AUDITORS }, schema: { response: { 200: envelope(auditVerifyValue) } } },
      async (request) => {
        const [r] = rowsOf<{ checked: string; broken_at: string | null }>(
          await s.db.execute(sql`select checked, broken_at from audit_chain_check(${request.merchant.id}::integer)`),
        );
        const brokenAt = r?.broken_at == null ? null : Number(r.broken_at);
        return ok({ ok: brokenAt === null, checked: Number(r?.checked ?? 0), brokenAt });
      },
    );
  };
