import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Database, lostConnectionFacts } from './db/index.ts';

/**
 * Messages every server process hears: live pushes (server-sent events) that must reach a
 * browser whichever process it is connected to, and the database's own notices (triggers that
 * say a member or session changed). On PostgreSQL they travel by NOTIFY on one channel, heard by
 * a LISTEN connection of each process; on embedded PGlite there is only one process, and the
 * database's notices are heard through PGlite's own LISTEN.
 */
export type PubSub = {
  publish: (topic: string, payload: unknown) => Promise<void>;
  subscribe: (topic: string, listener: (payload: unknown) => void) => () => void;
  /** Whether every message is being heard now (false while the listening connection is down). */
  live: () => boolean;
  /**
   * Called when messages may have been missed (the listening connection dropped) and again when
   * it is back: whatever was kept because no message said otherwise is to be forgotten.
   */
  onGap: (listener: () => void) => () => void;
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
  const gaps = new EventEmitter();
  gaps.setMaxListeners(0);
  const onGap = (listener: () => void) => {
    gaps.on('gap', listener);
    return () => void gaps.off('gap', listener);
  };

  if (database.native.kind !== 'postgres') {
    const unlisten = await database.native.client.listen(CHANNEL, deliver);
    return {
      publish: async (topic, payload) => void local.emit(topic, payload),
      subscribe,
      live: () => true,
      onGap,
      close: () => unlisten().catch(() => {}),
    };
  }

  const url = database.native.url;
  let listener: pg.Client | null = null;
  let closed = false;
  let live = false;
  const lost = () => {
    if (!live) return;
    live = false;
    gaps.emit('gap');
  };
  /** Opens a listening connection; a dropped one is made again a second later, until close. */
  const connect = async (): Promise<boolean> => {
    if (closed) return false;
    const client = new pg.Client({ connectionString: url });
    let replaced = false;
    const reconnect = () => {
      lost();
      if (closed || replaced) return;
      replaced = true;
      client.end().catch(() => {});
      setTimeout(() => void connect(), 1000).unref();
    };
    client.on('notification', (n) => n.payload && deliver(n.payload));
    client.on('error', (err) => {
      log.warn(lostConnectionFacts(err), 'event listener connection lost');
      reconnect();
    });
    client.on('end', reconnect);
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (err) {
      log.warn({ err }, 'event listener cannot connect');
      reconnect();
      return false;
    }
    listener = client;
    live = true;
    // What was read while deaf may since have changed unheard.
    gaps.emit('gap');
    return true;
  };
  if (!(await connect())) {
    closed = true;
    throw new Error('cannot listen for events on the database');
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle publishing connection the database server ends is dropped by the pool and opened
  // again by the next publish; unheard, the pool's 'error' event would end the process.
  pool.on('error', (err) => log.warn(lostConnectionFacts(err), 'an idle publishing connection was lost'));
  return {
    publish: async (topic, payload) => {
      const text = JSON.stringify({ topic, payload });
      if (text.length > MAX_PAYLOAD) throw new Error(`event too large for ${topic}`);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, text]);
    },
    subscribe,
    live: () => live,
    onGap,
    close: async () => {
      closed = true;
      live = false;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
