import type { ComponentType } from 'react';
import type { HouseT } from '../../i18n.ts';
import { BaccaratBoard } from './baccarat/BaccaratBoard.tsx';
import { BaccaratResult, baccaratHeadline, CardsIdle } from './baccarat/BaccaratResult.tsx';
import { DragonTigerBoard } from './dragon-tiger/DragonTigerBoard.tsx';
import { DragonTigerResult, dragonTigerHeadline } from './dragon-tiger/DragonTigerResult.tsx';
import { RouletteBoard } from './roulette/RouletteBoard.tsx';
import { RouletteRoad } from './roulette/RouletteRoad.tsx';
import { RouletteWheel, rouletteHeadline } from './roulette/RouletteWheel.tsx';
import { CardRoadView } from './shared/CardRoadView.tsx';
import { SicboBoard } from './sicbo/SicboBoard.tsx';
import { SicboResult, sicboHeadline } from './sicbo/SicboResult.tsx';
import { SicboRoad } from './sicbo/SicboRoad.tsx';

/** What the shared table screen needs from each game: its board, its result, its road. */
export type GameView = {
  Board: ComponentType;
  /** The drawn outcome, animated the first time it shows. */
  Result: ComponentType<{ outcome: unknown; animate: boolean }>;
  /** The table while bets are taken. */
  Idle: ComponentType;
  Road: ComponentType<{ road: unknown }>;
  /** The outcome in one line, announced when the result shows. */
  headline: (t: HouseT, outcome: unknown) => string;
};

export const GAME_VIEWS: Record<string, GameView> = {
  baccarat: {
    Board: BaccaratBoard,
    Result: BaccaratResult,
    Idle: () => <CardsIdle sides={['PLAYER', 'BANKER']} />,
    Road: ({ road }) => <CardRoadView game="baccarat" road={road} sides={['BANKER', 'PLAYER', 'TIE']} />,
    headline: baccaratHeadline,
  },
  'dragon-tiger': {
    Board: DragonTigerBoard,
    Result: DragonTigerResult,
    Idle: () => <CardsIdle sides={['DRAGON', 'TIGER']} />,
    Road: ({ road }) => <CardRoadView game="dragon-tiger" road={road} sides={['DRAGON', 'TIGER', 'TIE']} />,
    headline: dragonTigerHeadline,
  },
  roulette: {
    Board: RouletteBoard,
    Result: RouletteWheel,
    Idle: () => <RouletteWheel outcome={null} animate={false} />,
    Road: RouletteRoad,
    headline: rouletteHeadline,
  },
  sicbo: {
    Board: SicboBoard,
    Result: SicboResult,
    Idle: () => <SicboResult outcome={null} animate={false} />,
    Road: SicboRoad,
    headline: sicboHeadline,
  },
};
