// The agent module's public entry: other modules, the app and the seeds import only from here.
export { contractMemberRoutes } from './contract-member-routes.ts';
export { periodAt } from './periods.ts';
export { agentRoutes } from './routes.ts';
export { settleContracts } from './settle.ts';
export { settleDue } from './settle-jobs.ts';
export { agentOperatorRoutes } from './settle-routes.ts';
export { endOffersOverTopCeilings, topAgentCeilingColumns, topAgentCeilingsOf } from './top-ceilings.ts';
