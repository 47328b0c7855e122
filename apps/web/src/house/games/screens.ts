import { registerScreens } from './index.ts';

// Every house game screen, loaded only when its game's window opens. One line per game folder.
export const SCREENS_REGISTERED = registerScreens;
