import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { openTestDatabase, testAppWithLog } from './helpers/app.ts';

/**
 * Secrets a client has to put in an address (the house table's event stream takes its window
 * token in the query, as EventSource sends no headers; the e-mailed reset link its code) never
 * reach the request log, which still says which request it was.
 */
let database: Database;
let app: App;
let log: () => string;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app, log } = await testAppWithLog(database));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const secret = () => `SECRET${randomBytes(16).toString('hex')}`;
/** The log's "incoming request" lines, as their `req` fields. */
const loggedRequests = () =>
  log()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => entry.req);

describe('the request log', () => {
  it.each([
    ['the table event stream', '/house/api/pvp/tables/bull-1/events', 'token'],
    ['the reset link', '/index', 'resetCode'],
    ['an API call', '/wps/system/status', 'code'],
  ])('keeps %s without its query', async (_name, path, name) => {
    const value = secret();
    await app.inject({ url: `${path}?${name}=${value}&lang=EN`, headers: { host: 'log.example' } });
    expect(log()).not.toContain(value);
    const seen = loggedRequests().filter((req) => req.url === path);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: path, host: 'log.example', remoteAddress: '127.0.0.1' });
  });
});
