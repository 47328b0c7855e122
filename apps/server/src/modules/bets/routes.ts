import { betRecordQuery, betRecordValue, envelope, profitQuery, profitValue, wageringValue } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { bettingRecord, personalProfit } from './records.ts';
import { outstandingWagering, wageringOf } from './wagering.ts';

/** The member centre's betting record, personal profit and loss, and turnover owed. */
export const betRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/report/bets',
      {
        config: { modId: 'COMM3', auth: 'trial-ok' },
        schema: { querystring: betRecordQuery, response: { 200: envelope(betRecordValue) } },
      },
      async (request) => ok(await bettingRecord(s.db, request.merchant.id, request.member.id, request.query)),
    );

    app.get(
      '/wps/report/profit',
      {
        config: { modId: 'COMM3', auth: 'trial-ok' },
        schema: { querystring: profitQuery, response: { 200: envelope(profitValue) } },
      },
      async (request) => ok(await personalProfit(s.db, request.merchant, request.member.id, request.query)),
    );

    app.get(
      '/wps/member/wagering',
      {
        config: { modId: 'COMM3', auth: 'member', duringBreak: true },
        schema: { response: { 200: envelope(wageringValue) } },
      },
      async (request) => {
        const { merchant, member } = request;
        const [remaining, rows] = await Promise.all([
          outstandingWagering(s.db, merchant.id, member.id),
          wageringOf(s.db, merchant.id, member.id),
        ]);
        return ok({
          remaining: remaining.toString(),
          list: rows.map((r) => ({
            id: r.id,
            source: r.source,
            required: r.required.toString(),
            progressed: r.progressed.toString(),
            status: r.status,
            createdAt: r.createdAt.toISOString(),
          })),
        });
      },
    );
  };
