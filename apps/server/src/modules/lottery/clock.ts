import type { FastifyBaseLogger } from 'fastify';
import { advanceLottery, nextDeadline } from './draws/lifecycle.ts';
import type { LotteryDeps } from './events.ts';

/** The longest the clock waits between looks, whatever the schedule says. */
const MAX_WAIT_MS = 30_000;
/** A little after a deadline, so the look lands on the far side of it. */
const AFTER_DEADLINE_MS = 100;

/**
 * Wakes the lottery at each close and draw time. pg-boss's cron ticks once a minute at most,
 * too coarse for one-minute draws, so each process also looks at the deadlines it knows of; the
 * work itself is made of guarded state changes (see advanceLottery), so processes that look at
 * the same moment do it once between them. The every-minute job stays as the safety net.
 */
export function startLotteryClock(deps: LotteryDeps, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;
  const look = async () => {
    let wait = MAX_WAIT_MS;
    try {
      await advanceLottery(deps);
      const next = await nextDeadline(deps.db);
      if (next) wait = Math.min(wait, Math.max(next.getTime() - Date.now() + AFTER_DEADLINE_MS, 50));
    } catch (err) {
      log.error({ err }, 'lottery clock');
    }
    if (!stopped) timer = setTimeout(tick, wait);
  };
  const tick = () => {
    running = look().finally(() => {
      running = null;
    });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
