import { useWinFigures } from '../../api/win-figures.ts';
import { BigWinsTicker } from './BigWinsTicker.tsx';
import { WinFigures } from './WinFigures.tsx';

/** The home's live part: today's figures and the big-wins ticker, from one call. */
export function HomeFigures() {
  const figures = useWinFigures();
  return (
    <div className="home-figures">
      {figures.isError && <p role="alert">{figures.error.message}</p>}
      <WinFigures figures={figures.data} />
      <BigWinsTicker wins={figures.data?.bigWins} multiple={figures.data?.bigWinMultiple ?? 5} />
    </div>
  );
}
