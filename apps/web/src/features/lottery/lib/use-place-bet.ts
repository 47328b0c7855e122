import type { GameDetail, PlaceLotteryBetRequest } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { usePlaceLotteryBetMutation } from '../api/place-bet.ts';
import { type BetError, describeBetError, newClientRef } from './bet-errors.ts';
import type { StakeUnit } from './stake.ts';
import type { PlacedSlip } from './types.ts';

export type SlipLine = { id: number; playType: string; numbers: string[]; points: number };
export type PlaceOutcome = { kind: 'ok'; placed: PlacedSlip } | ({ kind: 'error' } & BetError) | null;

/**
 * Places the slip on the open draw. The idempotency key stays while the same slip is retried (a
 * lost answer is not a second debit) and is new as soon as anything in the slip changes.
 */
export function usePlaceBet(detail: GameDetail, issueNo: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const openModal = useUi((s) => s.openModal);
  const placeBet = usePlaceLotteryBetMutation();
  const attempt = useRef<{ fingerprint: string; clientRef: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<PlaceOutcome>(null);

  const place = async (lines: SlipLine[], multiplier: number, unit: StakeUnit): Promise<boolean> => {
    setOutcome(null);
    if (!token) {
      openModal('login');
      return false;
    }
    if (!issueNo) {
      setOutcome({ kind: 'error', message: t('errors.lottery.draw.closed'), line: null });
      return false;
    }
    const body: Omit<PlaceLotteryBetRequest, 'clientRef'> = {
      gameCode: detail.game.code,
      prizeMode: detail.prizeMode,
      issueNo,
      oddsVersion: detail.oddsVersion,
      multiplier,
      unit,
      lines: lines.map(({ playType, numbers, points }) => ({ playType, numbers, points })),
    };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, clientRef: newClientRef() };
    setPending(true);
    try {
      const placed = await placeBet.mutateAsync({ ...body, clientRef: attempt.current.clientRef });
      attempt.current = null;
      setOutcome({ kind: 'ok', placed });
      void queryClient.invalidateQueries({ queryKey: queryKeys.balances });
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'myBets'] });
      return true;
    } catch (error) {
      setOutcome({ kind: 'error', ...describeBetError(t, error) });
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'lottery.odds.changed') {
        await queryClient.invalidateQueries({ queryKey: ['lottery', 'detail', detail.game.code] });
      }
      if (code === 'lottery.draw.closed') {
        void queryClient.invalidateQueries({ queryKey: ['lottery', 'near', detail.game.code] });
      }
      if (code === 'login.not.session') openModal('login');
      return false;
    } finally {
      setPending(false);
    }
  };
  return { place, pending, outcome, setOutcome };
}
