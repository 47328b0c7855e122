import type { BonusHistory, Leaderboard, MissionList, ReferralInfo, RewardList } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { promoKey } from './keys.ts';

/** GET /wps/promotion/rewards: the reward centre. */
export const useRewards = () =>
  useQuery({ queryKey: promoKey('rewards'), queryFn: () => api<RewardList>('/wps/promotion/rewards') });

/** GET /wps/promotion/bonus: bonuses received, from the ledger, with totals. */
export const useBonusHistory = () =>
  useQuery({ queryKey: promoKey('bonus'), queryFn: () => api<BonusHistory>('/wps/promotion/bonus') });

/** GET /wps/promotion/referral */
export const useReferral = () =>
  useQuery({ queryKey: promoKey('referral'), queryFn: () => api<ReferralInfo>('/wps/promotion/referral') });

/** GET /wps/promotion/missions; also feeds the menu badge (missions ready to claim). */
export const useMissions = (enabled = true) =>
  useQuery({ queryKey: promoKey('missions'), queryFn: () => api<MissionList>('/wps/promotion/missions'), enabled });

/** GET /wps/promotion/missions/leaderboard */
export const useLeaderboard = () =>
  useQuery({
    queryKey: promoKey('leaderboard'),
    queryFn: () => api<Leaderboard>('/wps/promotion/missions/leaderboard'),
  });
