import type { GameEntry, WinFigures } from '@mekong/contracts';

/**
 * What the style guide's specimens show: samples, clearly not the site's figures (the home reads
 * its own from the server). The game is one of the house games, with its real artwork.
 */
export const SAMPLE_GAME: GameEntry = {
  nodeId: 0,
  gameName: 'Mekong Fortune',
  iconUrl: '/games/icons/mekong-fortune.svg',
  vassalage: 'HOUSE',
  vendorCode: 'HOUSE',
  gameType: 'RNG',
  gameCode: 'mekong-fortune',
  defaultPlayType: null,
  accountTypeName: 'HOUSE',
  isGame: true,
  classification: null,
  isHot: true,
};

const win = (customerName: string, winAmount: string, gameName: string, gameCode: string) => ({
  customerName,
  winAmount,
  gameName,
  gameCode,
  category: 'RNG',
  iconUrl: `/games/icons/${gameCode}.svg`,
  settledAt: '2026-01-01T00:00:00.000Z',
});

export const SAMPLE_FIGURES: WinFigures = {
  day: '2026-01-01',
  paidOutToday: '1234567',
  winsToday: 42,
  biggestWinToday: win('ab***9', '98600', 'Mekong Fortune', 'mekong-fortune'),
  bigWins: [
    win('ab***9', '98600', 'Mekong Fortune', 'mekong-fortune'),
    win('ch***2', '45000', 'Golden Dragon', 'golden-dragon'),
    win('so***k', '12550', 'Baccarat', 'baccarat'),
  ],
  bigWinMultiple: 5,
};
