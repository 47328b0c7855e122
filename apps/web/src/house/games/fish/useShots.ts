import { useCallback, useEffect, useRef, useState } from 'react';
import { formatMinor } from '../../../shared/lib/money.ts';
import { HouseError } from '../../api/client.ts';
import type { HouseT } from '../../i18n.ts';
import { useGameWindow } from '../../window.tsx';
import { useShootMutation } from './api.ts';
import type { Effect } from './drawPond.ts';
import { placeFish } from './pondMath.ts';
import type { PondFish, ShotReply } from './types.ts';
import type { Pond } from './usePond.ts';

/** Shots the window lets fly at once; more clicks wait until one lands. */
const MAX_IN_FLIGHT = 4;

export type LastShot = { reply: ShotReply } | { gone: PondFish } | { error: string };

/**
 * Firing at fish: the shell flies on the canvas while the server decides; the answer takes the
 * fish out on a catch, shows the coins and moves the balance, then the next round's commitment.
 */
export function useShots(pond: Pond, effects: React.RefObject<Effect[]>, t: HouseT) {
  const w = useGameWindow();
  const { mutateAsync: shoot } = useShootMutation();
  const [last, setLast] = useState<LastShot | null>(null);
  const [settled, setSettled] = useState<ShotReply | null>(null);
  const inFlight = useRef(0);
  // Answers can land out of order: the latest round carries the latest balance and seeds.
  const newestRound = useRef(0);
  const aim = useRef({ x: 0.5, y: 0.4 });

  const fire = useCallback(
    async (fish: PondFish, stake: string) => {
      if (inFlight.current >= MAX_IN_FLIGHT) return;
      inFlight.current++;
      const at = placeFish(fish, pond.serverNow());
      aim.current = { x: at.x, y: at.y };
      effects.current.push({ kind: 'shot', x: at.x, y: at.y, at: performance.now() });
      try {
        const reply = await shoot({ fishId: fish.id, stake });
        const there = placeFish(fish, pond.serverNow());
        if (reply.caught) {
          pond.remove(fish.id);
          const text = `+${formatMinor(reply.payout)}`;
          effects.current.push({ kind: 'catch', fish, x: there.x, y: there.y, text, at: performance.now() });
        } else effects.current.push({ kind: 'net', x: there.x, y: there.y, at: performance.now() });
        setLast({ reply });
        if (reply.roundId > newestRound.current) {
          newestRound.current = reply.roundId;
          w.setBalance(reply.balance);
          setSettled(reply);
        }
      } catch (e) {
        if (e instanceof HouseError && e.code === 'house.fish.gone') {
          pond.remove(fish.id);
          setLast({ gone: fish });
        } else setLast({ error: e instanceof HouseError ? e.message : t('errors.failed') });
      } finally {
        inFlight.current--;
      }
    },
    [pond, effects, w, t, shoot],
  );

  // After the balance has landed: the window's setters each start from the state they saw.
  useEffect(() => {
    if (!settled) return;
    w.setFair(settled.fair);
    w.setLastRound({ roundId: settled.roundId, serverSeed: settled.serverSeed, seedHash: settled.seedHash });
    setSettled(null);
  }, [settled, w]);

  return { fire, last, aim };
}
