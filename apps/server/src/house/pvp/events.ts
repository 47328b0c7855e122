import { EventEmitter } from 'node:events';

/**
 * Change signals of the bull-bull tables, in this process. Each subscriber (an open live-events
 * stream) rebuilds its own view on a signal, since what a player sees (their cards) differs from
 * seat to seat. The platform has no Redis pub/sub abstraction (ioredis is used only for the rate
 * limits), so with several API processes a stream learns of another process's changes through
 * the table watcher's periodic look (see watch.ts), at most a few seconds late.
 */
const signals = new EventEmitter();
signals.setMaxListeners(0);

export const announce = (tableId: string) => void signals.emit(tableId);

export function onTableChange(tableId: string, listener: () => void) {
  signals.on(tableId, listener);
  return () => void signals.off(tableId, listener);
}
