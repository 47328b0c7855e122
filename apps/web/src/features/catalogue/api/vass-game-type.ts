import type { GameCategory } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export type VassVendor = {
  vendorCode: string;
  name: string;
  vassalage: string;
  accountTypeId: number;
  isHot: boolean;
  iconUrl: string | null;
  gameCount: number;
};
export type VassGameType = { list: { gameType: string; vendors: VassVendor[] }[] };

export const fetchVassGameType = (gameType: GameCategory) =>
  api<VassGameType>(`/wps/relay/GCSGAME_getVassGameType?${new URLSearchParams({ gameType })}`);

/** GET /wps/relay/GCSGAME_getVassGameType: the merchant's vendors of a category with their game counts. */
export const vassGameTypeQuery = (gameType: GameCategory) =>
  queryOptions({ queryKey: ['vassGameType', gameType], queryFn: () => fetchVassGameType(gameType), staleTime: 60_000 });

export const useVassGameType = (gameType: GameCategory, enabled = true) =>
  useQuery({ ...vassGameTypeQuery(gameType), enabled });
