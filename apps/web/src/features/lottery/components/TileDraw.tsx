import { useTranslation } from 'react-i18next';
import { useSeen } from '../../../shared/lib/use-seen.ts';
import { useNearDraws } from '../api/near-draws.ts';
import { formatCountdown, useServerCountdown } from '../lib/countdown.ts';
import '../lottery-tile.css';

/**
 * A game card's live line: the countdown to the close of the draw taking bets (on the server's
 * clock) and the last drawn result. A placeholder of the same size holds its place while loading,
 * and until the card comes near the screen: a long hall or a carousel's hidden slides do not ask
 * for every card's draws with the page.
 */
export function TileDraw({ code }: { code: string }) {
  const { t } = useTranslation();
  const [ref, seen] = useSeen<HTMLSpanElement>();
  const near = useNearDraws(code, seen);
  const current = near.data?.current ?? null;
  const seconds = useServerCountdown(current?.closesAt ?? null, near.data?.offsetMs ?? 0, () => void near.refetch());
  if (near.isPending) return <span ref={ref} className="tile-draw tile-draw-wait" aria-hidden="true" />;
  if (!near.data) return <span className="tile-draw" />;
  const last = near.data.previous?.result ?? null;
  return (
    <span className="tile-draw" data-testid="tile-draw">
      <span className="tile-draw-clock">
        {current && seconds !== null ? (
          <>
            <span className="visually-hidden">{t('lottery.draw.closesIn')} </span>
            <span className="countdown" role="timer" data-testid="tile-countdown" data-seconds={seconds}>
              {formatCountdown(seconds)}
            </span>
          </>
        ) : (
          <span className="tile-draw-idle">{t('lottery.hall.nextSoon')}</span>
        )}
      </span>
      {last && (
        <ol className="tile-balls" aria-label={t('lottery.hall.lastResult')} data-testid="tile-last">
          {last.slice(0, 10).map((n, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a result may repeat a number; its place is its identity
            <li key={i}>{n}</li>
          ))}
        </ol>
      )}
    </span>
  );
}
