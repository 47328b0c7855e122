/** A lottery game's betting page: VN games on /vnlottery, the e-lottery on /lottery. */
export const gamePath = (game: { code: string; family: string }) =>
  `${game.family === 'VN' ? '/vnlottery' : '/lottery'}?${new URLSearchParams({ gameCode: game.code })}`;

/** The server's path for a HOT game when it is one of this site's, else the page by family. */
export const popularPath = (game: { gameCode: string; family: string; path: string }) =>
  game.path.startsWith('/') && !game.path.startsWith('//')
    ? game.path
    : gamePath({ code: game.gameCode, family: game.family });

/** The family's icon shipped with the web app (public/games/lottery, drawn from its SVG by scripts/raster-icons.mjs). */
export const familyIcon = (family: string) => `/games/lottery/${family.toLowerCase()}.webp`;
