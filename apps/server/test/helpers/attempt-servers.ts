import { importPublicKey, type SealKey, seal } from '@mekong/contracts';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/platform/db/index.ts';
import { openTestDatabase, testApp } from './app.ts';
import { secondServer } from './second-server.ts';

export type Reply = {
  status: number;
  json: { success: boolean; errorCode: string | null; message: string; value: unknown };
};

/**
 * Two server processes on one database, as in concurrency.test.ts: on PostgreSQL the second is a
 * real child process (helpers/worker.ts); on the embedded PGlite it is a second app on the file.
 * `call(i, ...)` sends request i to server i % 2 over real HTTP, sealing the body when asked.
 */
export async function twoServers() {
  const database: Database = await openTestDatabase();
  const a: App = await testApp(database, { rateLimitMax: 100_000 });
  await a.listen({ port: 0, host: '127.0.0.1' });
  const urls = [`http://127.0.0.1:${(a.server.address() as { port: number }).port}`];
  const second = await secondServer(database);
  urls.push(second.url);

  let key: SealKey | null = null;
  async function call(
    i: number,
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: unknown,
    sealed = false,
  ): Promise<Reply> {
    const h: Record<string, string> = { ...headers };
    let payload: string | undefined;
    if (body !== undefined) {
      h['content-type'] = 'application/json';
      let content = body;
      if (sealed) {
        const published = (await (await fetch(`${urls[0]}/wps/system/publicKey`, { headers })).json()) as {
          value: { publicKey: string };
        };
        key ??= await importPublicKey(published.value.publicKey);
        const s = await seal(key, body);
        content = s.body;
        h.encryption = s.encryption;
      }
      payload = JSON.stringify(content);
    }
    const res = await fetch(`${urls[i % urls.length]}${url}`, { method, headers: h, body: payload });
    return { status: res.status, json: (await res.json()) as Reply['json'] };
  }

  async function close() {
    await second.close();
    await a.close();
    await database.close();
  }

  return { database, app: a, call, close };
}

/** How many replies carried each error code (`ok` for a success). */
export function tally(replies: Reply[]) {
  const counts: Record<string, number> = {};
  for (const r of replies) {
    const code = r.json.success ? 'ok' : (r.json.errorCode ?? 'none');
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}
