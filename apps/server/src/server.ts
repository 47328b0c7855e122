import { buildApp } from './app.ts';
import { scheduledJobs } from './jobs.ts';
import { loadConfig } from './platform/config.ts';
import { startJobs } from './platform/jobs/index.ts';
import { DEMO_MERCHANT, seedDemo } from './seed/demo.ts';
import { seedDemoOperator } from './seed/operator.ts';

const config = loadConfig();
const app = await buildApp({ config });
if (config.seedDemo) {
  await seedDemo(app.database.db);
  const operator = await seedDemoOperator(app.database.db, DEMO_MERCHANT.code);
  if (operator) app.log.warn({ operator }, 'demo operator created: keep these, they are shown only once');
}

const jobs = await startJobs(app.database, app.log, scheduledJobs(app));

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await jobs.stop();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
