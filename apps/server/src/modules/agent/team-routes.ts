import {
  agentRangeQuery,
  envelope,
  teamBetsQuery,
  teamBetsValue,
  teamMemberDetail,
  teamMembersQuery,
  teamMembersValue,
  teamOverviewValue,
  teamProfitQuery,
  teamProfitValue,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { teamOverview } from './overview.ts';
import { resolvePeriod } from './range.ts';
import { teamBets } from './team-bets.ts';
import { memberDetail, teamMembers } from './team-members.ts';
import { teamProfit } from './team-profit.ts';

const options = { modId: 'COMM3', auth: 'member' } as const;

/** The agent centre's reports: overview, team management, team betting, downline profit. */
export const teamRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/agent/team/overview',
      { config: options, schema: { querystring: agentRangeQuery, response: { 200: envelope(teamOverviewValue) } } },
      async ({ merchant, member, query }) =>
        ok(await teamOverview(s.db, merchant.id, member.id, await resolvePeriod(s.db, merchant.timezone, query))),
    );

    app.get(
      '/wps/agent/team/members',
      { config: options, schema: { querystring: teamMembersQuery, response: { 200: envelope(teamMembersValue) } } },
      async ({ member, query }) => ok(await teamMembers(s.db, member, query)),
    );

    app.get(
      '/wps/agent/team/members/:id',
      {
        config: options,
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelope(teamMemberDetail) },
        },
      },
      async ({ member, params }) => ok(await memberDetail(s.db, member, params.id)),
    );

    app.get(
      '/wps/agent/team/bets',
      { config: options, schema: { querystring: teamBetsQuery, response: { 200: envelope(teamBetsValue) } } },
      async ({ merchant, member, query }) =>
        ok(await teamBets(s.db, member, query, await resolvePeriod(s.db, merchant.timezone, query))),
    );

    app.get(
      '/wps/agent/team/profit',
      { config: options, schema: { querystring: teamProfitQuery, response: { 200: envelope(teamProfitValue) } } },
      async ({ merchant, member, query }) =>
        ok(await teamProfit(s.db, member, query, await resolvePeriod(s.db, merchant.timezone, query))),
    );
  };
