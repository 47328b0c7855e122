import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import { AppError, ok } from '../../platform/errors.ts';
import type { HouseDeps } from '../instant.ts';
import {
  EVENT_STATUSES,
  MARKET_TYPES,
  SELECTION_CODES,
  sportsBets,
  sportsEvents,
  sportsMarkets,
} from '../store/sports.ts';
import { createEvent, setEventStatus, setMarketStatus, updateOdds } from './catalog.ts';
import { cancelEvent, enterResult } from './settle.ts';
import { eventViews } from './views.ts';

/**
 * The house sportsbook's back office (docs/house-sportsbook.md): the platform's operators enter
 * events and prices, hold and reopen betting, and enter results. They act on the house's book
 * directly, as its back office; the players' money still moves only through the provider API.
 * Prices and results move money, so the roles that approve money movements (admin, finance) do
 * this; support may only look.
 */
const TRADERS = ['admin', 'finance'] as const;
/*
 * Each event is its owner's, the brand that entered it: only that brand's players are offered it
 * (views.ts, offeredTo), so its stakes and wins are that brand's money, and only that brand's
 * operators trade it. Another brand's operators neither see its stakes nor can price, hold, settle
 * or cancel it; to them it is the same 404 as an event that does not exist.
 */
const READERS = ['admin', 'finance', 'support'] as const;

const idParam = z.object({ id: z.coerce.number().int().positive() });
const minor = z.string().regex(/^[1-9][0-9]{0,14}$/);
const odds = z.number().int();
const market = z.object({
  type: z.enum(MARKET_TYPES),
  /** "-0.5", "+1.5", "2.5": whole and half lines. */
  line: z.string().max(8).optional(),
  minStake: minor.optional(),
  maxStake: minor.optional(),
  selections: z
    .array(z.object({ code: z.enum(SELECTION_CODES), odds }))
    .min(2)
    .max(3),
});
const eventBody = z.object({
  category: z.enum(['SPORTS', 'ESPORTS']),
  sport: z.string().trim().min(1).max(40),
  league: z.string().trim().min(1).max(80),
  home: z.string().trim().min(1).max(80),
  away: z.string().trim().min(1).max(80),
  startsAt: z.coerce.date(),
  markets: z.array(market).min(1).max(20),
});
const listQuery = z.object({
  category: z.enum(['SPORTS', 'ESPORTS']).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
});
const score = z.number().int().min(0).max(999);
const oddsBody = z.object({ odds: z.partialRecord(z.enum(SELECTION_CODES), odds) });

export const sportsOperatorRoutes =
  (house: HouseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The event, if this brand trades it; else the same 404 as an unknown event. */
    async function ownEvent(id: number, merchantId: number) {
      const [row] = await house.db
        .select({ id: sportsEvents.id })
        .from(sportsEvents)
        .where(and(eq(sportsEvents.id, id), eq(sportsEvents.ownerMerchantId, merchantId)));
      if (!row) throw new AppError('house.sports.not.found', 'No such event');
    }
    async function ownMarket(id: number, merchantId: number) {
      const [row] = await house.db
        .select({ id: sportsMarkets.id })
        .from(sportsMarkets)
        .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
        .where(and(eq(sportsMarkets.id, id), eq(sportsEvents.ownerMerchantId, merchantId)));
      if (!row) throw new AppError('house.sports.not.found', 'No such market');
    }

    const auditBook = (merchantId: number, operatorId: number, action: string, details: Record<string, unknown>) =>
      audit(house.db, { merchantId, actor: operatorActor(operatorId), action, details });

    /** The book, newest kick-off first, with what is staked on each open selection. */
    app.get(
      '/wps/operator/sports/events',
      { config: { roles: [...READERS] }, schema: { querystring: listQuery } },
      async (request) => {
        const { category, status } = request.query;
        const events = await house.db
          .select()
          .from(sportsEvents)
          .where(
            and(
              eq(sportsEvents.ownerMerchantId, request.merchant.id),
              category ? eq(sportsEvents.category, category) : undefined,
              status ? eq(sportsEvents.status, status) : undefined,
            ),
          )
          .orderBy(desc(sportsEvents.startsAt))
          .limit(200);
        const exposure = events.length
          ? await house.db
              .select({
                selectionId: sportsBets.selectionId,
                bets: sql<number>`count(*)::int`,
                stake: sql<string>`sum(${sportsBets.stake})::text`,
                liability: sql<string>`sum(${sportsBets.potentialReturn})::text`,
              })
              .from(sportsBets)
              .where(
                and(
                  inArray(
                    sportsBets.eventId,
                    events.map((e) => e.id),
                  ),
                  eq(sportsBets.status, 'OPEN'),
                ),
              )
              .groupBy(sportsBets.selectionId)
          : [];
        return ok({ events: await eventViews(house.db, events), exposure });
      },
    );

    app.post(
      '/wps/operator/sports/events',
      { config: { roles: [...TRADERS] }, schema: { body: eventBody } },
      async (request) => {
        const b = request.body;
        const event = await createEvent(house.db, {
          ...b,
          ownerMerchantId: request.merchant.id,
          markets: b.markets.map((m) => ({
            ...m,
            minStake: m.minStake === undefined ? undefined : BigInt(m.minStake),
            maxStake: m.maxStake === undefined ? undefined : BigInt(m.maxStake),
          })),
        });
        await auditBook(request.merchant.id, request.operator.id, 'sports.event.create', { eventId: event?.id });
        return ok(event);
      },
    );

    app.post(
      '/wps/operator/sports/events/:id/status',
      {
        config: { roles: [...TRADERS] },
        schema: { params: idParam, body: z.object({ status: z.enum(['SCHEDULED', 'LIVE', 'SUSPENDED']) }) },
      },
      async (request) => {
        await ownEvent(request.params.id, request.merchant.id);
        const event = await setEventStatus(house.db, request.params.id, request.body.status);
        await auditBook(request.merchant.id, request.operator.id, 'sports.event.status', {
          eventId: request.params.id,
          status: request.body.status,
        });
        return ok(event);
      },
    );

    app.post(
      '/wps/operator/sports/events/:id/result',
      { config: { roles: [...TRADERS] }, schema: { params: idParam, body: z.object({ home: score, away: score }) } },
      async (request) => {
        await ownEvent(request.params.id, request.merchant.id);
        const settled = await enterResult(house, request.params.id, request.body);
        await auditBook(request.merchant.id, request.operator.id, 'sports.event.result', {
          eventId: request.params.id,
          ...request.body,
        });
        return ok(settled);
      },
    );

    app.post(
      '/wps/operator/sports/events/:id/cancel',
      { config: { roles: [...TRADERS] }, schema: { params: idParam } },
      async (request) => {
        await ownEvent(request.params.id, request.merchant.id);
        const settled = await cancelEvent(house, request.params.id);
        await auditBook(request.merchant.id, request.operator.id, 'sports.event.cancel', {
          eventId: request.params.id,
        });
        return ok(settled);
      },
    );

    app.post(
      '/wps/operator/sports/markets/:id/odds',
      { config: { roles: [...TRADERS] }, schema: { params: idParam, body: oddsBody } },
      async (request) => {
        await ownMarket(request.params.id, request.merchant.id);
        const event = await updateOdds(house.db, request.params.id, request.body.odds);
        await auditBook(request.merchant.id, request.operator.id, 'sports.market.odds', {
          marketId: request.params.id,
          odds: request.body.odds,
        });
        return ok(event);
      },
    );

    app.post(
      '/wps/operator/sports/markets/:id/status',
      {
        config: { roles: [...TRADERS] },
        schema: { params: idParam, body: z.object({ status: z.enum(['OPEN', 'SUSPENDED']) }) },
      },
      async (request) => {
        await ownMarket(request.params.id, request.merchant.id);
        const event = await setMarketStatus(house.db, request.params.id, request.body.status);
        await auditBook(request.merchant.id, request.operator.id, 'sports.market.status', {
          marketId: request.params.id,
          status: request.body.status,
        });
        return ok(event);
      },
    );
  };
