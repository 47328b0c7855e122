/** What other console features use of player protection's watch: a limit's amount in its own unit. */
export { limitValue, sessionTime } from './limit-value.ts';
