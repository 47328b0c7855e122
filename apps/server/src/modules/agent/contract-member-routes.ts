import {
  type ContractKind,
  consolidatedValue,
  contractDecisionRequest,
  contractValue,
  envelope,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { consolidatedFunds } from './consolidated-funds.ts';
import { decideContract, myContracts } from './contract-decide.ts';
import { CONTRACT_MODULE } from './contract-rules.ts';

/** The original product's relay per contract kind, through which the downline answers. */
const RELAYS: [string, ContractKind][] = [
  ['MCS2_processDividendReq', 'DIVIDEND'],
  ['MCS2_processDailySalContract', 'DAILY_SALARY'],
  ['MCS2_processContractHourSalary', 'HOURLY_SALARY'],
  ['MCSFE_processRealTimeSalaryContract', 'REALTIME_SALARY'],
];
const decisionValue = z.object({ contract: contractValue, terminatedBelow: z.number() });

/** The member's side of contracts: where each kind stands, the contracts, and the answers. */
export const contractMemberRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/member/info/funds/consolidated',
      { config: { modId: 'COMM3', auth: 'member' }, schema: { response: { 200: envelope(consolidatedValue) } } },
      async (request) => ok(await consolidatedFunds(s.db, request.merchant.id, request.member.id)),
    );

    app.get(
      '/wps/member/contracts',
      {
        config: { modId: 'AGENTPOLICY3', auth: 'member' },
        schema: { response: { 200: envelope(z.array(contractValue)) } },
      },
      async ({ member }) => ok(await myContracts(s.db, member)),
    );

    for (const [relay, kind] of RELAYS) {
      app.post(
        `/wps/relay/${relay}`,
        {
          config: { modId: CONTRACT_MODULE[kind], auth: 'member' },
          schema: { body: contractDecisionRequest, response: { 200: envelope(decisionValue) } },
        },
        async ({ member, body }) => ok(await decideContract(s.db, member, kind, body)),
      );
    }
  };
