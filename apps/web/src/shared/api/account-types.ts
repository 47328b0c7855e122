/**
 * The account types of the contracts (AGENT_TYPES, TRIAL_TYPE of @mekong/contracts), repeated
 * here for the code of every first load (account-types.test.ts keeps them equal): a value
 * imported from the contracts' account module would bring that module's request schemas, and zod
 * with them, into every first load, as the forms of the account dialogs use them.
 */
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL = 4;

/** Agent types may open the agent centre. */
export const isAgentAccount = (type: number) => AGENT_ACCOUNT_TYPES.includes(type);
