import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

/**
 * A body over BODY_LIMIT gets the 413 envelope over a real socket, every time: the client
 * finishes its upload and reads the answer, whether the body is just over or far over the limit
 * (far beyond what the socket buffers hold), with or without Content-Length, JSON or form.
 */
const LIMIT = 64 * 1024;
let database: Database;
let app: App;
let port: number;
let merchant: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database, { bodyLimit: LIMIT });
  merchant = (await createMerchant(database)).code;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Outcome = { status: number | null; body: string; error: string | null };

/** Sends `size` bytes to a public form route on a fresh connection; reports the answer and any socket error. */
function post(size: number, opts: { contentLength: boolean; type: string; path: string }): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'content-type': opts.type, merchant };
    if (opts.contentLength) headers['content-length'] = String(size);
    const out: Outcome = { status: null, body: '', error: null };
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: opts.path, headers, agent: false });
    req.on('response', (res) => {
      out.status = res.statusCode ?? null;
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        out.body += c;
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      out.error = err.code ?? err.message;
    });
    req.on('close', () => resolve(out));
    // Written in pieces, as a browser streams an upload; without Content-Length it goes chunked.
    const piece = Buffer.alloc(64 * 1024, opts.type.includes('json') ? ' ' : 'a');
    let sent = 0;
    const more = () => {
      while (sent < size) {
        const n = Math.min(piece.length, size - sent);
        sent += n;
        if (!req.write(piece.subarray(0, n))) return void req.once('drain', more);
      }
      req.end();
    };
    more();
  });
}

const cases = [
  { type: 'application/json', path: '/wps/session/login' },
  { type: 'application/x-www-form-urlencoded', path: '/wps/member/password/email' },
];

describe('a body over the limit', () => {
  for (const { type, path } of cases)
    for (const contentLength of [true, false])
      it(`answers the 413 envelope every time (${type}, ${contentLength ? 'Content-Length' : 'chunked'})`, async () => {
        for (const size of [LIMIT + 1, LIMIT * 3, 8 * 1024 * 1024, 24 * 1024 * 1024]) {
          for (let i = 0; i < 3; i++) {
            const out = await post(size, { contentLength, type, path });
            expect({ size, ...out, body: out.body && JSON.parse(out.body) }).toEqual({
              size,
              status: 413,
              error: null,
              body: { success: false, errorCode: 'request.body.too.large', message: expect.any(String), value: null },
            });
          }
        }
      });
});
