import type { HouseDeps } from '../instant.ts';
import { announce } from './events.ts';
import { latestHand, nextHandAt, seatsOf } from './hands.ts';
import { refreshPvpTable } from './refresh.ts';
import type { PvpTableDef } from './tables.ts';

/** The longest a watched table goes without a look: how late another process's change can show. */
const LOOK_MS = 5_000;
/** A little after a deadline, so the look lands on the far side of it. */
const AFTER_DEADLINE_MS = 50;

type Watch = { count: number; timer: NodeJS.Timeout | undefined; stopped: boolean };
const watches = new Map<string, Watch>();

/** The next moment the table's clock would change something, if any. */
async function nextDeadline(h: HouseDeps, t: PvpTableDef) {
  const hand = await latestHand(h.db, t.id);
  if (hand?.status === 'OPEN') return hand.closesAt;
  return nextHandAt(t, await seatsOf(h.db, t.id), hand);
}

/**
 * While someone streams a table's live events, this process keeps an eye on its clock: it looks
 * when a deadline passes (a countdown or a decision window running out), so the streams move on
 * with nobody sending a request, and every few seconds in any case. The clock itself stays lazy
 * and locked (refreshPvpTable); this only decides when to look. Returns the unwatch function.
 */
export function watchTable(h: HouseDeps, t: PvpTableDef): () => void {
  let w = watches.get(t.id);
  if (!w) {
    const fresh: Watch = { count: 0, timer: undefined, stopped: false };
    watches.set(t.id, fresh);
    w = fresh;
    const look = async () => {
      let wait = LOOK_MS;
      try {
        await refreshPvpTable(h, t);
        // Also wakes the streams for changes made by other processes: each sends only what differs.
        announce(t.id);
        const deadline = await nextDeadline(h, t);
        if (deadline) wait = Math.min(wait, Math.max(deadline.getTime() - Date.now() + AFTER_DEADLINE_MS, 100));
      } catch {
        // A failed look (database busy, shutting down) is retried on the next one.
      }
      if (!fresh.stopped) fresh.timer = setTimeout(look, wait).unref();
    };
    fresh.timer = setTimeout(look, 0).unref();
  }
  const watch = w;
  watch.count++;
  return () => {
    watch.count--;
    if (watch.count > 0) return;
    watch.stopped = true;
    clearTimeout(watch.timer);
    watches.delete(t.id);
  };
}
