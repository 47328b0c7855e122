import { dailyReportQuery, dailyReportValue, envelope } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { dailyReport, dailyReportCsv } from './reports.ts';

const READERS: Role[] = ['admin', 'finance'];

/** The brand's daily figures (reports.ts), as JSON for the console's charts and as CSV. */
export const reportRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/operator/reports/daily',
      {
        config: { roles: READERS },
        schema: { querystring: dailyReportQuery, response: { 200: envelope(dailyReportValue) } },
      },
      async (request) => ok(await dailyReport(s.db, request.merchant, request.query)),
    );
    app.get(
      '/wps/operator/reports/daily.csv',
      { config: { roles: READERS }, schema: { querystring: dailyReportQuery } },
      async (request, reply) => {
        const report = await dailyReport(s.db, request.merchant, request.query);
        const name = `${request.merchant.code}-daily-${request.query.from}-${request.query.to}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(dailyReportCsv(report));
      },
    );
  };
