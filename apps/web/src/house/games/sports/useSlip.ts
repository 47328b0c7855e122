import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { parseAmount } from '../../../shared/lib/money.ts';
import { HouseError } from '../../api/client.ts';
import { useGameWindow } from '../../window.tsx';
import { SPORTS_KEY, usePlaceSportsBetMutation } from './api.ts';
import { isTwoWay } from './format.ts';
import type { AcceptOddsChange, Market, Selection, SlipItem, SportsEvent } from './types.ts';

type Outcome = { placed: number } | null;

/**
 * The bet slip: selections with the odds the player saw and a stake each, placed as singles one
 * after the other. A refusal for changed odds keeps the selection with the new price to accept.
 */
export function useSlip() {
  const w = useGameWindow();
  const queries = useQueryClient();
  const { mutateAsync: placeBet } = usePlaceSportsBetMutation();
  const [items, setItems] = useState<SlipItem[]>([]);
  const [accept, setAccept] = useState<AcceptOddsChange>('NONE');
  const [placing, setPlacing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const patch = useCallback(
    (id: number, change: Partial<SlipItem>) =>
      setItems((all) => all.map((i) => (i.selectionId === id ? { ...i, ...change } : i))),
    [],
  );

  const toggle = useCallback((e: SportsEvent, m: Market, s: Selection) => {
    setOutcome(null);
    setItems((all) => {
      if (all.some((i) => i.selectionId === s.id)) return all.filter((i) => i.selectionId !== s.id);
      // One selection per market: picking another side replaces the first.
      const others = all.filter(
        (i) => !e.markets.some((x) => x.id === m.id && x.selections.some((y) => y.id === i.selectionId)),
      );
      const item: SlipItem = {
        selectionId: s.id,
        event: { id: e.id, home: e.home, away: e.away, league: e.league },
        market: { type: m.type, line: m.line, minStake: m.minStake, maxStake: m.maxStake, twoWay: isTwoWay(m) },
        code: s.code,
        odds: s.odds,
        stake: all[0]?.stake ?? '',
        changedTo: null,
        error: null,
      };
      return [...others, item];
    });
  }, []);

  const remove = useCallback((id: number) => setItems((all) => all.filter((i) => i.selectionId !== id)), []);
  const setStake = useCallback((id: number, stake: string) => patch(id, { stake, error: null }), [patch]);
  /** The player takes the new price: the next attempt sends it as the odds seen. */
  const acceptOdds = useCallback(
    (id: number, odds: number) => patch(id, { odds, changedTo: null, error: null }),
    [patch],
  );

  const place = useCallback(async () => {
    setPlacing(true);
    setOutcome(null);
    let placed = 0;
    for (const item of items) {
      const stake = parseAmount(item.stake);
      if (!stake) continue;
      try {
        const answer = await placeBet({
          selectionId: item.selectionId,
          stake,
          odds: item.odds,
          acceptOddsChange: accept,
        });
        placed++;
        w.setBalance(answer.balance);
        setItems((all) => all.filter((i) => i.selectionId !== item.selectionId));
      } catch (e) {
        const changed = e instanceof HouseError && e.code === 'house.odds.changed';
        const odds = changed ? (e.value as { odds?: number } | null)?.odds : undefined;
        patch(item.selectionId, { changedTo: odds ?? null, error: changed ? null : (e as Error).message });
      }
    }
    setPlacing(false);
    setOutcome({ placed });
    await queries.invalidateQueries({ queryKey: SPORTS_KEY });
  }, [items, accept, w, patch, queries, placeBet]);

  return { items, accept, setAccept, placing, outcome, toggle, remove, setStake, acceptOdds, place };
}

export type Slip = ReturnType<typeof useSlip>;
