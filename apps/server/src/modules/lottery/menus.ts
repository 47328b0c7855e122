import type { LotteryMenuGroup, PrizeMode } from '@mekong/contracts';
import { gameName, gamePath, type LotteryGame, menuGame } from './catalog.ts';

/** Menu group labels per language (the groups are fixed by family and region). */
const GROUP_LABELS: Record<string, Record<string, string>> = {
  SSC: { EN: 'Time Lottery', KM: 'ឆ្នោតពេលវេលា', CN: '时时彩' },
  '11X5': { EN: '11 Pick 5', KM: '១១ ជ្រើស ៥', CN: '11选5' },
  PK10: { EN: 'PK10 Racing', KM: 'ប្រណាំង PK10', CN: 'PK拾' },
  K3: { EN: 'Fast 3 Dice', KM: 'គ្រាប់ឡុកឡាក់ ៣', CN: '快三' },
  LHC: { EN: 'Mark Six', KM: 'ម៉ាកប្រាំមួយ', CN: '六合彩' },
  LF: { EN: 'Lucky Three', KM: 'សំណាងបី', CN: '福彩3D' },
  VN_NORTH: { EN: 'Northern Vietnam', KM: 'វៀតណាមខាងជើង', CN: '越南北部' },
  VN_CENTRAL: { EN: 'Central Vietnam', KM: 'វៀតណាមកណ្តាល', CN: '越南中部' },
  VN_SOUTH: { EN: 'Southern Vietnam', KM: 'វៀតណាមខាងត្បូង', CN: '越南南部' },
};

const label = (group: string, language: string) =>
  GROUP_LABELS[group]?.[language.toUpperCase()] ?? GROUP_LABELS[group]?.EN ?? group;

/** The lottery menu: one group per menu group in catalogue order, with the games of the prize mode. */
export function menuGroups(games: LotteryGame[], mode: PrizeMode | undefined, language: string): LotteryMenuGroup[] {
  const groups = new Map<string, LotteryMenuGroup>();
  for (const g of games) {
    if (mode && !g.prizeModes.includes(mode)) continue;
    let group = groups.get(g.groupCode);
    if (!group) {
      group = { tag: g.tag, labelName: label(g.groupCode, language), gameGroupCode: g.groupCode, gameMenus: [] };
      groups.set(g.groupCode, group);
    }
    group.gameMenus.push(menuGame(g, language));
  }
  return [...groups.values()];
}

/** The HOT games: the merchant's marked games, e-lottery and VN alike. */
export function popularGames(games: LotteryGame[], language: string) {
  return games
    .filter((g) => g.isHot)
    .map((g) => ({
      gameCode: g.code,
      remark: gameName(g, language),
      webIconUrl: menuGame(g).iconUrl,
      key: `${g.family}:${g.code}`,
      family: menuGame(g).family,
      path: gamePath(g),
    }));
}
