import {
  envelope,
  nearLimits,
  nearLimitsQuery,
  operatorBreakRequest,
  operatorLimitRequest,
  type PlayerProtection,
  playerBreak,
  playerProtection,
} from '@mekong/contracts';
import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/index.ts';
import { auditLog, members, operators, playerBreaks } from '../../platform/db/schema.ts';
import { AppError, ok } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import type { AccountServices } from '../services.ts';
import { bringHomeAfterBreak, followUpState } from './break-follow-up.ts';
import { refundAfterBreak } from './break-refunds.ts';
import { activeBreak, takeBreak } from './breaks.ts';
import { type LimitOwner, readLimits, setLimit } from './limits.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const READERS: Role[] = ['admin', 'risk', 'support', 'finance'];
/** Protecting a player is risk's and support's work (and admins'). */
const PROTECTORS: Role[] = ['admin', 'risk', 'support'];
const HISTORY = 50;

/** The player as an operator of the same brand acts for them; another brand's player is not found. */
async function ownerOf(db: Db, request: FastifyRequest, id: number, reason = ''): Promise<LimitOwner> {
  const [m] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, id), eq(members.merchantId, request.merchant.id)));
  if (!m) throw new AppError('request.not.found', 'No such player');
  return {
    merchantId: request.merchant.id,
    memberId: m.id,
    ip: request.ip,
    operator: { id: request.operator.id, reason },
  };
}

async function protectionOf(db: Db, o: LimitOwner): Promise<PlayerProtection> {
  const [limits, running, breaks, history] = await Promise.all([
    readLimits(db, o),
    activeBreak(db, o.merchantId, o.memberId),
    db
      .select()
      .from(playerBreaks)
      .where(and(eq(playerBreaks.merchantId, o.merchantId), eq(playerBreaks.memberId, o.memberId)))
      .orderBy(desc(playerBreaks.id)),
    db
      .select({ line: auditLog, operatorName: operators.username })
      .from(auditLog)
      // The operator's name beside the id: staff know each other by name, not by number.
      .leftJoin(operators, and(eq(auditLog.actorType, 'operator'), sql`${operators.id}::text = ${auditLog.actorId}`))
      .where(
        and(
          eq(auditLog.merchantId, o.merchantId),
          or(like(auditLog.action, 'limit.%'), like(auditLog.action, 'break.%')),
          sql`${auditLog.details}->>'memberId' = ${String(o.memberId)}`,
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(HISTORY),
  ]);
  return {
    limits,
    activeBreak: running,
    breaks: breaks.map((b) => ({
      kind: b.kind,
      startedAt: b.startedAt.toISOString(),
      until: b.endsAt?.toISOString() ?? null,
      followUp: followUpState(b),
      followUpAttempts: b.followUpAttempts,
    })),
    history: history.map(({ line: h, operatorName }) => ({
      at: h.createdAt.toISOString(),
      action: h.action,
      actorType: h.actorType,
      actorId: h.actorId,
      operatorName,
      details: h.details as Record<string, unknown>,
    })),
  };
}

/**
 * The brand's players whose use of a limit in its current period has reached `percent` of it,
 * fullest first: whom to look at before they reach it.
 */
async function playersNearLimits(db: Db, merchantId: number, q: { percent: number; page: number; size: number }) {
  const rows = rowsOf<{
    member_id: number;
    account: string;
    kind: 'DEPOSIT' | 'LOSS' | 'WAGER';
    period: 'DAY' | 'WEEK' | 'MONTH';
    amount: string;
    used: string;
    percent: number;
    period_end: Date | string;
    total: number;
  }>(
    await db.execute(sql`select l.member_id, p.account, l.kind, l.period, l.amount::text, u.used::text,
        floor(u.used * 100.0 / l.amount)::int as percent, u.period_end, count(*) over ()::int as total
      from player_limits l
      join merchants m on m.id = l.merchant_id
      join members p on p.id = l.member_id
      cross join lateral limit_used(l.merchant_id, l.member_id, l.kind, l.period, m.timezone) u
      where l.merchant_id = ${merchantId} and u.used * 100 >= l.amount * ${q.percent}
      order by u.used * 1.0 / l.amount desc, l.member_id
      limit ${q.size} offset ${(q.page - 1) * q.size}`),
  );
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map((r) => ({
      memberId: r.member_id,
      account: r.account,
      kind: r.kind,
      period: r.period,
      amount: r.amount,
      used: r.used,
      percent: r.percent,
      periodEnd: new Date(r.period_end).toISOString(),
    })),
  };
}

/**
 * The back office's side of player protection: a player's limits with their use, breaks and the
 * history of both; staff may lower a limit or set a break, with a reason, never raise or lift
 * one. Every change is audited under the operator with the player's id.
 */
export const protectionOperatorRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/operator/players/:id/protection',
      { config: { roles: READERS }, schema: { params: idParam, response: { 200: envelope(playerProtection) } } },
      async (request) => ok(await protectionOf(s.db, await ownerOf(s.db, request, request.params.id))),
    );
    app.get(
      '/wps/operator/protection/near-limits',
      { config: { roles: READERS }, schema: { querystring: nearLimitsQuery, response: { 200: envelope(nearLimits) } } },
      async (request) => ok(await playersNearLimits(s.db, request.merchant.id, request.query)),
    );
    app.post(
      '/wps/operator/players/:id/limits',
      {
        config: { roles: PROTECTORS },
        schema: { params: idParam, body: operatorLimitRequest, response: { 200: envelope(playerProtection) } },
      },
      async (request) => {
        const { reason, ...limit } = request.body;
        const o = await ownerOf(s.db, request, request.params.id, reason);
        await setLimit(s.db, o, limit);
        return ok(await protectionOf(s.db, o));
      },
    );
    app.post(
      '/wps/operator/players/:id/breaks',
      {
        config: { roles: PROTECTORS },
        schema: { params: idParam, body: operatorBreakRequest, response: { 200: envelope(playerBreak) } },
      },
      async (request) => {
        const { reason, ...input } = request.body;
        const o = await ownerOf(s.db, request, request.params.id, reason);
        const started = await takeBreak(s.db, o, input);
        await s.sessions.revokeAll(o.memberId);
        await refundAfterBreak(s.db, request, o.merchantId, o.memberId);
        // As when the player takes it: money at transfer-wallet vendors comes home at once.
        await bringHomeAfterBreak(s, request.log, request.merchant, o.memberId);
        return ok(started);
      },
    );
  };
