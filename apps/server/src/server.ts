import { buildApp } from './app.ts';
import { scheduledJobs } from './jobs.ts';
import { startLotteryClock } from './modules/lottery/clock.ts';
import { loadConfig } from './platform/config.ts';
import { startJobs } from './platform/jobs/index.ts';
import { DEMO_MERCHANT, seedDemo } from './seed/demo.ts';
import { seedDemoOperator } from './seed/operator.ts';

const config = loadConfig();
const app = await buildApp({ config });
if (config.seedDemo) {
  await seedDemo(app.database.db);
  const operators = await seedDemoOperator(app.database.db, DEMO_MERCHANT.code);
  if (operators) app.log.warn({ operators }, 'demo operators created: keep these, they are shown only once');
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
