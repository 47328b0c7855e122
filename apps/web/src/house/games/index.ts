import { type ComponentType, lazy } from 'react';

/** Each house game's screen, loaded when its window opens; keyed by the catalogue's game code. */
export const GAME_SCREENS: Record<string, ComponentType<{ game: string }>> = {};

/** Registers a game screen (each game folder adds itself here). */
export function registerScreens(codes: string[], load: () => Promise<{ default: ComponentType<{ game: string }> }>) {
  const Screen = lazy(load);
  for (const code of codes) GAME_SCREENS[code] = Screen;
}
