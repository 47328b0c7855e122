import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { seedDemo } from './seed/demo.ts';

const config = loadConfig();
const app = await buildApp({ config });
if (config.seedDemo) await seedDemo(app.database.db);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
