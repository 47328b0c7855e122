/** What other features may use of the records: the turnover still owed before a withdrawal. */
export { useWagering } from './api/records.ts';
