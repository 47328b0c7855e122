import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/platform/db/index.ts';
import { testApp } from './app.ts';

type Headers = Record<string, string>;
export type Answer = {
  status: number;
  json: { success: boolean; errorCode: string | null; value: Record<string, unknown> };
};

const urlOf = (app: App) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

/**
 * Two servers on one database for the operator review races, as concurrency.test.ts runs them:
 * on PostgreSQL the second is a real child process (helpers/worker.ts); on the embedded PGlite
 * (one process only) it is a second app on the same database. `a` is the in-process app, for
 * set-up through inject.
 */
export async function reviewServers(database: Database) {
  const a = await testApp(database, { rateLimitMax: 100_000 });
  await a.listen({ port: 0, host: '127.0.0.1' });
  const urls = [urlOf(a)];
  let b: App | null = null;
  let child: ChildProcess | null = null;
  if (process.env.DATABASE_URL) {
    const worker = spawn(process.execPath, [path.join(import.meta.dirname, 'worker.ts')], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = worker;
    const port = await new Promise<number>((resolve, reject) => {
      worker.stdout?.on('data', (d: Buffer) => {
        const m = /READY (\d+)/.exec(d.toString());
        if (m) resolve(Number(m[1]));
      });
      worker.once('exit', (code) => reject(new Error(`worker exited ${code}`)));
    });
    urls.push(`http://127.0.0.1:${port}`);
  } else {
    b = await testApp(database, { rateLimitMax: 100_000 });
    await b.listen({ port: 0, host: '127.0.0.1' });
    urls.push(urlOf(b));
  }
  /** A JSON call to server `i` (0 or 1). */
  const call = async (i: 0 | 1, method: string, url: string, headers: Headers, body?: unknown): Promise<Answer> => {
    const res = await fetch(`${urls[i]}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body ?? {}),
    });
    return { status: res.status, json: (await res.json()) as Answer['json'] };
  };
  const close = async () => {
    child?.kill('SIGTERM');
    await b?.close();
    await a.close();
  };
  return { a, call, close };
}
