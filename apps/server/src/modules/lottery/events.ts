import type { DrawView } from '@mekong/contracts';
import type { Db } from '../../platform/db/index.ts';
import type { PubSub } from '../../platform/pubsub.ts';

/** What the lottery's services need: the database and the bus its live pushes travel on. */
export type LotteryDeps = { db: Db; events: PubSub | null };

const topic = (merchantId: number, gameCode: string) => `lottery:${merchantId}:${gameCode}`;

/** Tells every process's open streams of the game that one of its draws changed. */
export async function announceDraw(deps: LotteryDeps, merchantId: number, view: DrawView) {
  await deps.events?.publish(topic(merchantId, view.gameCode), view).catch(() => {});
}

export function onDraw(deps: LotteryDeps, merchantId: number, gameCode: string, listener: (v: DrawView) => void) {
  if (!deps.events) return () => {};
  return deps.events.subscribe(topic(merchantId, gameCode), (v) => listener(v as DrawView));
}
