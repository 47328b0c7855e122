import type { App } from '../../src/app.ts';
import type { Database } from '../../src/platform/db/index.ts';
import { testApp } from './app.ts';
import { secondServer } from './second-server.ts';

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
  const second = await secondServer(database);
  urls.push(second.url);
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
    await second.close();
    await a.close();
  };
  return { a, call, close };
}
