/**
 * A second server process for the concurrency tests: the same app on the same PostgreSQL
 * database, listening on a port of its own, which it prints once ready.
 */
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent-web-dist',
  RATE_LIMIT_MAX: '100000',
});
const app = await buildApp({ config });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
