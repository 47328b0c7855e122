import type { IncomingMessage } from 'node:http';

/** Past this many bytes, or this long, a peer still sending is not waited for. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 60_000;

/**
 * Reads and drops the rest of a request body the server will not use. A connection closed while
 * the client is still sending makes the kernel answer the unread bytes with a reset, and a reset
 * can destroy the answer already sent: the client sees "connection reset" instead of the 413.
 * Draining first means the answer goes out on a connection with nothing left unread.
 */
export function drainRequest(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}
