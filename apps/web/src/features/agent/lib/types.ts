import type {
  agentTransferValue,
  contractListValue,
  contractValue,
  createDownlineValue,
  teamBetsValue,
  teamMemberDetail,
  teamMembersValue,
  teamProfitValue,
} from '@mekong/contracts';

/**
 * The answers' types, read off the shared schemas. The contracts package exports the schemas but
 * not these types; zod's inferred output is the schema's `_output`.
 */
type Out<T> = T extends { _output: infer O } ? O : never;

export type TeamMembers = Out<typeof teamMembersValue>;
export type TeamMember = TeamMembers['list'][number];
export type TeamMemberDetail = Out<typeof teamMemberDetail>;
export type TeamBets = Out<typeof teamBetsValue>;
export type TeamProfit = Out<typeof teamProfitValue>;
export type ProfitFigures = TeamProfit['totals'];
export type CreatedDownline = Out<typeof createDownlineValue>;
export type AgentTransfer = Out<typeof agentTransferValue>;
export type Contract = Out<typeof contractValue>;
export type ContractList = Out<typeof contractListValue>;
export type ContractDecision = { contract: Contract; terminatedBelow: number };

export type {
  ConsolidatedFunds,
  ContractKind,
  ContractTerms,
  Income,
  TeamDaily,
  TeamOverview,
} from '@mekong/contracts';
