import { agentRangeQuery, envelope, incomeQuery, incomeValue, teamDailyValue } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { agentIncome, teamDaily } from './income.ts';
import { resolvePeriod } from './range.ts';

const options = { modId: 'COMM3', auth: 'member' } as const;

/** "My income" and the team's day-by-day figures the salaries are computed on. */
export const incomeRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/agent/income',
      { config: options, schema: { querystring: incomeQuery, response: { 200: envelope(incomeValue) } } },
      async ({ merchant, member, query }) =>
        ok(await agentIncome(s.db, member, query, await resolvePeriod(s.db, merchant.timezone, query))),
    );
    app.get(
      '/wps/agent/team/daily',
      { config: options, schema: { querystring: agentRangeQuery, response: { 200: envelope(teamDailyValue) } } },
      async ({ merchant, member, query }) =>
        ok(await teamDaily(s.db, member, await resolvePeriod(s.db, merchant.timezone, query))),
    );
  };
