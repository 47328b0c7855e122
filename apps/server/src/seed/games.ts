import type { Db } from '../platform/db/index.ts';
import { games, providerVendors } from '../platform/db/schema.ts';

type Names = { KM: string; EN: string; CN: string; VI: string; TH: string };
type HouseGame = {
  code: string;
  category: 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS';
  classification: string;
  names: Names;
  /** The documented return to player; null where the house earns a rake or a book margin. */
  rtp: string | null;
  isHot?: boolean;
  /** False for a lobby entry (the original's VASSALAGE): it opens the vendor's game list. */
  isGame?: boolean;
};

/** The house vendor's games: one catalogue shared by every merchant that enables HOUSE. */
export const HOUSE_GAMES: HouseGame[] = [
  {
    code: 'mekong-fortune',
    category: 'RNG',
    classification: 'slot',
    rtp: '0.9600',
    isHot: true,
    names: { KM: 'សំណាងមេគង្គ', EN: 'Mekong Fortune', CN: '湄公财富', VI: 'Vận May Mê Kông', TH: 'โชคลาภแม่โขง' },
  },
  {
    code: 'golden-dragon',
    category: 'RNG',
    classification: 'slot',
    rtp: '0.9550',
    names: { KM: 'នាគមាស', EN: 'Golden Dragon', CN: '金龙', VI: 'Rồng Vàng', TH: 'มังกรทองคำ' },
  },
  {
    code: 'baccarat',
    category: 'LIVE',
    classification: 'baccarat',
    rtp: '0.9894',
    isHot: true,
    names: { KM: 'បាការ៉ាត់', EN: 'Baccarat', CN: '百家乐', VI: 'Baccarat', TH: 'บาคาร่า' },
  },
  {
    code: 'dragon-tiger',
    category: 'LIVE',
    classification: 'dragontiger',
    rtp: '0.9627',
    names: { KM: 'នាគ និង ខ្លា', EN: 'Dragon Tiger', CN: '龙虎', VI: 'Rồng Hổ', TH: 'เสือมังกร' },
  },
  {
    code: 'roulette',
    category: 'LIVE',
    classification: 'roulette',
    rtp: '0.9730',
    names: { KM: 'រ៉ូឡែត', EN: 'Roulette', CN: '轮盘', VI: 'Roulette', TH: 'รูเล็ต' },
  },
  {
    code: 'sicbo',
    category: 'LIVE',
    classification: 'sicbo',
    rtp: '0.9722',
    names: { KM: 'ស៊ីបូ', EN: 'Sic Bo', CN: '骰宝', VI: 'Tài Xỉu', TH: 'ไฮโล' },
  },
  {
    code: 'mekong-fishing',
    category: 'FISH',
    classification: 'fish',
    rtp: '0.9600',
    isHot: true,
    names: { KM: 'បាញ់ត្រីមេគង្គ', EN: 'Mekong Fishing', CN: '湄公捕鱼', VI: 'Bắn Cá Mê Kông', TH: 'ยิงปลาแม่โขง' },
  },
  {
    code: 'bull-bull',
    category: 'PVP',
    classification: 'bullbull',
    rtp: null,
    names: { KM: 'ប៊ុលប៊ុល', EN: 'Bull Bull', CN: '牛牛', VI: 'Ngầu Hầm', TH: 'บูลบูล' },
  },
  {
    code: 'sportsbook',
    category: 'SPORTS',
    classification: 'sportsbook',
    rtp: null,
    names: { KM: 'ភ្នាល់កីឡា', EN: 'Sportsbook', CN: '体育投注', VI: 'Cá Cược Thể Thao', TH: 'เดิมพันกีฬา' },
  },
  {
    code: 'esportsbook',
    category: 'ESPORTS',
    classification: 'esportsbook',
    rtp: null,
    names: {
      KM: 'ភ្នាល់អ៊ីស្ព័រ',
      EN: 'E-Sportsbook',
      CN: '电竞投注',
      VI: 'Cá Cược Thể Thao Điện Tử',
      TH: 'เดิมพันอีสปอร์ต',
    },
  },
  {
    code: 'live-hall',
    category: 'LIVE',
    classification: 'lobby',
    rtp: null,
    isGame: false,
    names: { KM: 'សាលបៀរបន្តផ្ទាល់', EN: 'Live Hall', CN: '真人大厅', VI: 'Sảnh Trực Tiếp', TH: 'ห้องโถงคาสิโนสด' },
  },
];

/**
 * The house vendor's provider row and its games. Games are global (merchants switch vendors on
 * `vendors`), so this runs once per database and changes nothing on later starts: an operator's
 * edits to these rows survive a restart.
 */
export async function seedGames(db: Db): Promise<void> {
  await db
    .insert(providerVendors)
    .values({
      code: 'HOUSE',
      name: 'Mekong Games',
      walletModel: 'SEAMLESS',
      secretEnv: 'HOUSE_VENDOR_SECRET',
      launchUrl: '/house/play',
      transferUrl: '/house/transfer/v1',
    })
    .onConflictDoNothing();
  await db
    .insert(games)
    .values(
      HOUSE_GAMES.map((g, i) => ({
        vendorCode: 'HOUSE',
        code: g.code,
        category: g.category,
        names: g.names,
        iconUrl: `/games/icons/${g.code}.svg`,
        accountTypeName: 'HOUSE',
        isGame: g.isGame ?? true,
        classification: g.classification,
        isHot: g.isHot ?? false,
        rtp: g.rtp,
        sort: i,
      })),
    )
    .onConflictDoNothing();
}
