/** Every table, one file per area; drizzle-kit reads this file. */
export * from './tables/accounts.ts';
export * from './tables/agent-pay.ts';
export * from './tables/agent-tree.ts';
export * from './tables/agents.ts';
export * from './tables/bets.ts';
export * from './tables/content.ts';
export * from './tables/games.ts';
export * from './tables/ledger.ts';
export * from './tables/lottery.ts';
export * from './tables/merchants.ts';
export * from './tables/money.ts';
export * from './tables/points.ts';
export * from './tables/promotions.ts';
export * from './tables/transfers.ts';
