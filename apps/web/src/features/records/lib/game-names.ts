import type { BetRecord } from '@mekong/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchGameList, useVendorLanes } from '../../catalogue/index.ts';
import { gameMenusQuery } from '../../lottery/index.ts';

type Row = BetRecord['list'][number];

/** The most games one category's list gives in one answer. */
const LIST_SIZE = 100;

/**
 * Names for the codes a bet record carries, in the player's language: vendors from the vendor
 * lanes, lottery games from the lottery menus, other games from each shown category's game list.
 * A code with no name found is shown as it is rather than hidden.
 */
export function useGameNames(rows: readonly Row[]) {
  const { i18n } = useTranslation();
  const lanes = useVendorLanes();
  const lottery = useQuery({ ...gameMenusQuery(i18n.language), enabled: rows.some((r) => r.source === 'LOTTERY') });
  const categories = [...new Set(rows.filter((r) => r.source === 'VENDOR').map((r) => r.category))];
  const lists = useQueries({
    queries: categories.map((gameType) => ({
      queryKey: ['gameNames', i18n.language, gameType],
      queryFn: () => fetchGameList({ gameType: gameType as never }, 1, LIST_SIZE),
      staleTime: 300_000,
    })),
  });

  const vendors = new Map<string, string>();
  for (const lane of lanes.data ?? []) for (const card of lane.cards) vendors.set(card.vendorCode, card.name);
  const games = new Map<string, string>();
  for (const group of lottery.data ?? []) for (const g of group.gameMenus) games.set(g.code, g.remark);
  for (const list of lists) for (const g of list.data?.games ?? []) if (g.isGame) games.set(g.gameCode, g.gameName);

  return {
    vendor: (code: string) => vendors.get(code) ?? code,
    game: (code: string) => games.get(code) ?? code,
  };
}
