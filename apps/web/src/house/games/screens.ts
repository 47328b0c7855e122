import { registerScreens } from './index.ts';

// Every house game screen, loaded only when its game's window opens. One line per game folder.
registerScreens(['bull-bull'], () => import('./pvp/PvpScreen.tsx'));
registerScreens(['baccarat', 'dragon-tiger', 'roulette', 'sicbo'], () => import('./tables/TableScreen.tsx'));
registerScreens(['mekong-fortune', 'golden-dragon'], () => import('./slots/SlotScreen.tsx'));
registerScreens(['sportsbook', 'esportsbook'], () => import('./sports/SportsScreen.tsx'));
registerScreens(['mekong-fishing'], () => import('./fish/FishScreen.tsx'));
export const SCREENS_REGISTERED = registerScreens;
