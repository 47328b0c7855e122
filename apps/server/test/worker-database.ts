/**
 * The PostgreSQL database of this vitest worker (global-setup.ts made one per worker), set as
 * DATABASE_URL before each test file: the file, and any process it starts (a second server, a
 * crashing worker), work in it. Outside a worker (the global setup) this changes nothing.
 */
export const workerDatabaseName = (base: string, poolId: number) => `${base}_w${poolId}`;

const poolId = Number(process.env.VITEST_POOL_ID);
// The run's own URL is kept aside: test files share a worker's process, so this runs again for each.
process.env.MEKONG_RUN_DATABASE_URL ??= process.env.DATABASE_URL ?? '';
const runUrl = process.env.MEKONG_RUN_DATABASE_URL;
if (runUrl && poolId) {
  const own = new URL(runUrl);
  own.pathname = `/${workerDatabaseName(own.pathname.slice(1), poolId)}`;
  process.env.DATABASE_URL = own.toString();
}
