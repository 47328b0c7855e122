/**
 * Query keys of the lottery's server state. Everything about one game sits under
 * ['lottery', <what>, gameCode, ...] so a draw event can refresh it by prefix.
 */
export const lotteryKeys = {
  menus: (language: string, prizeMode: string) => ['lottery', 'menus', language, prizeMode] as const,
  vnMenu: (language: string, prizeMode: string) => ['lottery', 'vnMenu', language, prizeMode] as const,
  recent: (token: string | null, language: string) => ['lottery', 'recent', token, language] as const,
  popular: (language: string) => ['lottery', 'popular', language] as const,
  detail: (gameCode: string, prizeMode: string, language: string) =>
    ['lottery', 'detail', gameCode, prizeMode, language] as const,
  near: (gameCode: string) => ['lottery', 'near', gameCode] as const,
  history: (gameCode: string, pageNo: number, pageSize: number) =>
    ['lottery', 'history', gameCode, pageNo, pageSize] as const,
  trend: (gameCode: string, count: number) => ['lottery', 'trend', gameCode, count] as const,
  hotNumbers: (gameCode: string, prizeMode: string, count: number) =>
    ['lottery', 'hotNumbers', gameCode, prizeMode, count] as const,
  myBets: (token: string | null, gameCode: string, issueNo: string, pageNo: number) =>
    ['lottery', 'myBets', token, gameCode, issueNo, pageNo] as const,
};

/** What changes when a draw of the game opens, closes, is drawn, settled or cancelled. */
export const DRAW_DEPENDENT = ['near', 'history', 'trend', 'hotNumbers'] as const;
