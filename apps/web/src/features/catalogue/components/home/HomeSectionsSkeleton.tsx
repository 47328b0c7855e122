import './home.css';

/**
 * What holds the home's lower sections' place while their code comes: the figures' cards and the
 * ticker at their own sizes, then a block for the games, so the page is never blank there.
 */
export function HomeSectionsSkeleton() {
  return (
    <div className="home-figures" aria-hidden="true" data-testid="home-sections-skeleton">
      <div className="win-figures">
        <div className="figure-card skeleton" />
        <div className="figure-card skeleton" />
        <div className="figure-card skeleton" />
      </div>
      <div className="big-wins">
        <div className="skeleton ticker-skeleton ticker-skeleton-full" />
      </div>
      <div className="skeleton games-skeleton" />
    </div>
  );
}
