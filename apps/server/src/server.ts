import { buildApp } from './app.ts';
import { scheduledJobs } from './jobs.ts';
import { startLotteryClock } from './modules/lottery/index.ts';
import { loadConfig } from './platform/config.ts';
import { exclusively } from './platform/db/index.ts';
import { startJobs } from './platform/jobs/index.ts';
import { DEMO_MERCHANT, demoMerchantExists, seedDemo } from './seed/demo.ts';
import { seedDemoOperator } from './seed/operator.ts';

const config = loadConfig();
const app = await buildApp({ config });
/** Any constant works; every process that seeds the demo takes the same one. */
const SEED_LOCK = 727_002;
if (config.seedDemo) {
  // Processes starting at once seed one after another: the later ones find the demo in place.
  const operators = await exclusively(app.database, SEED_LOCK, async () => {
    await seedDemo(app.database.db);
    return seedDemoOperator(app.database.db, DEMO_MERCHANT.code);
  });
  if (operators) app.log.warn({ operators }, 'demo operators created: keep these, they are shown only once');
} else if (config.env === 'production' && (await demoMerchantExists(app.database.db))) {
  // Left by an earlier start without NODE_ENV (which then meant development): known passwords.
  app.log.warn(
    { merchant: DEMO_MERCHANT.code },
    'the demo merchant and its accounts (known passwords) are in this production database: remove or disable them',
  );
}

const jobs = await startJobs(app.database, app.log, scheduledJobs(app));
const lotteryClock = startLotteryClock(app.lottery, app.log);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await lotteryClock.stop();
  await jobs.stop();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
