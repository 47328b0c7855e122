import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HouseDeps } from '../instant.ts';
import type { HouseSession } from '../sessions.ts';
import { onTableChange } from './events.ts';
import { refreshPvpTable } from './refresh.ts';
import { pvpTableView } from './state.ts';
import type { PvpTableDef } from './tables.ts';
import { watchTable } from './watch.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const PING_MS = 15_000;

/** Open streams, ended before the server closes (a streaming socket is never idle, so it would wait). */
const open = new Set<() => void>();
export const endAllStreams = async () => {
  for (const end of [...open]) end();
};

/**
 * Server-Sent Events of one table for one window: an `event: state` with the viewer's whole table
 * view each time it changes (the clock's time stamp alone is not a change), so the page needs no
 * polling and sees the other players' moves as they happen.
 */
export async function streamTable(h: HouseDeps, t: PvpTableDef, s: HouseSession, reply: FastifyReply) {
  await refreshPvpTable(h, t);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let last = '';
  let sending: Promise<void> | null = null;
  let again = false;
  const send = async () => {
    do {
      again = false;
      const view = await pvpTableView(h, t, s);
      const { serverTime: _time, ...content } = view;
      const key = JSON.stringify(content);
      if (key !== last && !raw.writableEnded) {
        last = key;
        raw.write(`event: state\ndata: ${JSON.stringify(view)}\n\n`);
      }
    } while (again);
  };
  // Signals that arrive while a view is being built are folded into one more build.
  const wake = () => {
    if (sending) {
      again = true;
      return;
    }
    sending = send()
      .catch(() => {})
      .finally(() => {
        sending = null;
      });
  };
  const off = onTableChange(t.id, wake);
  const unwatch = watchTable(h, t);
  const ping = setInterval(() => raw.write(': ping\n\n'), PING_MS).unref();
  const end = () => {
    if (!open.delete(end)) return;
    off();
    unwatch();
    clearInterval(ping);
    if (!raw.writableEnded) raw.end();
  };
  open.add(end);
  // The response closes when the client goes away (or the server ends it).
  raw.on('close', end);
  wake();
}

export const closeStreamsOnShutdown = (app: FastifyInstance) => app.addHook('preClose', endAllStreams);
