import '../catalogue.css';
import { GameCard } from './GameCard.tsx';
import { BigWinsTicker } from './home/BigWinsTicker.tsx';
import { HomeSectionsSkeleton } from './home/HomeSectionsSkeleton.tsx';
import { WinFigures } from './home/WinFigures.tsx';
import { SAMPLE_FIGURES, SAMPLE_GAME } from './specimen-samples.ts';

const noLaunch = () => undefined;

/**
 * The catalogue's home pieces as the style guide shows them: a game tile with its artwork, the
 * day's figures and the big-wins ticker with sample data, each also as it looks while loading.
 */
export function CatalogueSpecimens({ heading }: { heading: (key: string) => string }) {
  return (
    <>
      <h3>{heading('gameTile')}</h3>
      <ul className="game-grid sg-narrow">
        <GameCard game={SAMPLE_GAME} onLaunch={noLaunch} pending={false} />
      </ul>
      <h3>{heading('figures')}</h3>
      <WinFigures figures={SAMPLE_FIGURES} />
      <WinFigures figures={undefined} />
      <BigWinsTicker wins={SAMPLE_FIGURES.bigWins} multiple={SAMPLE_FIGURES.bigWinMultiple} />
      <BigWinsTicker wins={[]} multiple={SAMPLE_FIGURES.bigWinMultiple} />
      <h3>{heading('homeSkeleton')}</h3>
      <div className="sg-clip">
        <HomeSectionsSkeleton />
      </div>
    </>
  );
}
