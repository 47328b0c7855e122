import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Database } from '../../src/platform/db/index.ts';
import { testApp } from './app.ts';

/**
 * A second server on a test's database, for races between two processes: on PostgreSQL a real
 * child process (worker.ts, the same app with a pool of its own), on the embedded PGlite (one
 * process only) a second app on the same database. Answers its address and how to stop it.
 */
export async function secondServer(database: Database): Promise<{ url: string; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'worker.ts')], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout?.on('data', (d: Buffer) => {
        const m = /READY (\d+)/.exec(d.toString());
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) => reject(new Error(`worker exited ${code}`)));
    });
    return {
      url: `http://127.0.0.1:${port}`,
      close: async () => {
        child.kill('SIGTERM');
      },
    };
  }
  const app = await testApp(database, { rateLimitMax: 100_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    close: () => app.close(),
  };
}
