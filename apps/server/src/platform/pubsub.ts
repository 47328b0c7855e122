import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './db/index.ts';

/**
 * Messages every server process hears, for live pushes (server-sent events) that must reach a
 * browser whichever process it is connected to. On PostgreSQL they travel by NOTIFY on one
 * channel, heard by a LISTEN connection of each process; on embedded PGlite there is only one
 * process, so they stay in it.
 */
export type PubSub = {
  publish: (topic: string, payload: unknown) => Promise<void>;
  subscribe: (topic: string, listener: (payload: unknown) => void) => () => void;
  close: () => Promise<void>;
};

const CHANNEL = 'mekong_events';
/** NOTIFY payloads must stay under 8,000 bytes; pushes carry small views. */
const MAX_PAYLOAD = 7_500;

export async function openPubSub(database: Database, log: FastifyBaseLogger): Promise<PubSub> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (raw: string) => {
    try {
      const { topic, payload } = JSON.parse(raw) as { topic: string; payload: unknown };
      local.emit(topic, payload);
    } catch (err) {
      log.warn({ err }, 'unreadable event');
    }
  };
  const subscribe = (topic: string, listener: (payload: unknown) => void) => {
    local.on(topic, listener);
    return () => void local.off(topic, listener);
  };

  if (database.native.kind !== 'postgres') {
    return {
      publish: async (topic, payload) => void local.emit(topic, payload),
      subscribe,
      close: async () => {},
    };
  }

  const url = database.native.url;
  let listener: pg.Client | null = null;
  let closed = false;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (n) => n.payload && deliver(n.payload));
    // A dropped connection is made again; messages sent meanwhile are missed, and pages catch up
    // on their next look (they also refetch on reconnecting).
    client.on('error', (err) => log.warn({ err }, 'event listener connection lost'));
    client.on('end', () => {
      if (!closed) setTimeout(() => void connect().catch(() => {}), 1000).unref();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    listener = client;
  };
  await connect();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    publish: async (topic, payload) => {
      const text = JSON.stringify({ topic, payload });
      if (text.length > MAX_PAYLOAD) throw new Error(`event too large for ${topic}`);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, text]);
    },
    subscribe,
    close: async () => {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
